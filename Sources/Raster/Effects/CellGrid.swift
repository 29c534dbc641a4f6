// A grid of f × f cells for reduced-resolution work: `GaussianBlur`'s reduce →
// convolve → expand path for σ ≥ 12 (see the note in GaussianBlur.swift) and the
// glow chain's reduced layers (GlowChain.swift). Cells are anchored at (0, 0); cell j
// covers pixels j·f ..< (j + 1)·f and its sample sits at the centre, j·f + (f − 1)/2.

/// Cells of `factor` × `factor` pixels anchored at the origin: which cells cover or
/// are sampled by a pixel rectangle, averaging pixels into cells and bilinear
/// expansion back to pixels.
struct CellGrid {
    /// The cell side in pixels, ≥ 1.
    let factor: Int

    /// The cells a pixel range covers.
    private func cells(covering range: Range<Int>) -> Range<Int> {
        floorDivision(range.lowerBound, factor)..<(floorDivision(range.upperBound - 1, factor) + 1)
    }

    /// The cells bilinear expansion reads for pixels in `range`: for each pixel the
    /// cell whose centre is at or left of it and the next one.
    private func cells(sampledBy range: Range<Int>) -> Range<Int> {
        let f = factor
        let first = floorDivision(2 * range.lowerBound - f + 1, 2 * f)
        let last = floorDivision(2 * (range.upperBound - 1) - f + 1, 2 * f) + 1
        return first..<(last + 1)
    }

    func cellsCovering(_ rect: PixelRect) -> PixelRect {
        Self.rect(columns: cells(covering: rect.minX..<rect.maxX), rows: cells(covering: rect.minY..<rect.maxY))
    }

    func cellsSampled(by rect: PixelRect) -> PixelRect {
        Self.rect(columns: cells(sampledBy: rect.minX..<rect.maxX), rows: cells(sampledBy: rect.minY..<rect.maxY))
    }

    private static func rect(columns: Range<Int>, rows: Range<Int>) -> PixelRect {
        PixelRect(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)
    }

    /// Averages `source` over each cell of `cellRect` (pixels outside `source` count
    /// as 0): the rows of one cell row are first added up in `row` (whole-row adds,
    /// which vectorise), then `row` is summed cell by cell.
    func reduce<Source: BlurSource>(
        _ source: Source, to cellRect: PixelRect, into reduced: inout FloatPlane, row: inout [Float]
    ) {
        reduced.reset(to: cellRect)
        let f = factor
        let src = source.rect
        let cw = cellRect.width
        let y0 = max(src.minY, cellRect.minY * f)
        let y1 = min(src.maxY, cellRect.maxY * f)
        let x0 = max(src.minX, cellRect.minX * f)
        let x1 = min(src.maxX, cellRect.maxX * f)
        guard !cellRect.isEmpty, y0 < y1, x0 < x1 else { return }
        let scale = 1 / Float(f * f)
        row.removeAll(keepingCapacity: true)
        row.append(contentsOf: repeatElement(0, count: x1 - x0))
        let firstCell = floorDivision(x0, f)
        reduced.values.withUnsafeMutableBufferPointer { out in
            row.withUnsafeMutableBufferPointer { buffer in
                let sums = buffer.baseAddress!
                let line = sums - x0
                var y = y0
                while y < y1 {
                    let cellRow = floorDivision(y, f)
                    let end = min(y1, (cellRow + 1) * f)
                    sums.update(repeating: 0, count: x1 - x0)
                    for yy in y..<end { source.accumulate(row: yy, columns: x0..<x1, into: sums) }
                    let o = out.baseAddress! + (cellRow - cellRect.minY) * cw - cellRect.minX
                    // Each cell's sum, left to right. The first and last cells may be cut
                    // by the source's edge; the ones between take exactly f samples, in a
                    // loop without bounds arithmetic (with it, 51 instructions a cell).
                    let firstStop = min(x1, (firstCell + 1) * f)
                    var sum: Float = 0
                    for i in x0..<firstStop { sum += line[i] }
                    o[firstCell] = sum * scale
                    var cell = firstCell + 1
                    var p = line + firstStop
                    let lastFull = floorDivision(x1, f)
                    // The full cells, with the factor a constant for the common ones
                    // (each case inlined on its own, its loop unrolled): a cell of 2…6
                    // pixels otherwise costs 20 instructions of loop around its f adds.
                    @inline(__always)
                    func sumFullCells(factor n: Int) {
                        while cell < lastFull {
                            var cellSum: Float = 0
                            var k = 0
                            while k < n {
                                cellSum += p[k]
                                k &+= 1
                            }
                            o[cell] = cellSum * scale
                            p += n
                            cell &+= 1
                        }
                    }
                    switch f {
                    case 2: sumFullCells(factor: 2)
                    case 3: sumFullCells(factor: 3)
                    case 4: sumFullCells(factor: 4)
                    case 5: sumFullCells(factor: 5)
                    case 6: sumFullCells(factor: 6)
                    default: sumFullCells(factor: f)
                    }
                    if cell * f < x1 {
                        var lastSum: Float = 0
                        for i in (cell * f)..<x1 { lastSum += line[i] }
                        o[cell] = lastSum * scale
                    }
                    y = end
                }
            }
        }
    }

    /// Bilinear interpolation of the cell samples in `reduced` at every pixel of
    /// `region`, emitted row by row. Each cell row is first interpolated along x to
    /// the region's width (once per f output rows, as the rows advance); each output
    /// row is then a blend of two such rows, a loop that vectorises. `reduced` must
    /// hold `cellsSampled(by: region)`. Blends are written (1 − t)·a + t·b, not
    /// a + t·(b − a), so they are monotone in a and b even in floating point:
    /// premultiplied colour blurred this way cannot overtake its alpha. `columns` says
    /// which columns of row y (whose upper cell row it is told too) are wanted
    /// (clipped to `region`; the rest is not computed); each row is emitted with its y
    /// and first x, as the two x-interpolated cell rows it blends (`ExpandedRow`), so a
    /// consumer can fuse the blend with its own work on the row. With `fixedPoint` those
    /// rows are in 8.8 fixed point (for `ExpandedRow.over`), not `Float`.
    func expand(
        _ reduced: FloatPlane, over region: PixelRect, work: inout BlurWork, fixedPoint: Bool = false,
        columns: (_ y: Int, _ cell: Int) -> Range<Int>, emit: (Int, Int, ExpandedRow) -> Void
    ) {
        let cells = reduced.rect
        let width = region.width
        let f = factor
        guard width > 0, region.height > 0 else { return }
        // Along x, pixels come in runs of f (the first maybe shorter) between the same
        // two cells: `spread` repeats each cell's sample over its run, so a pixel's
        // samples are spread[i] and spread[i + f], and a row is one vector blend. It
        // holds width + f samples and the last run's vector stores (width + 2f + 7).
        let first = position(of: region.minX).cell
        var firstRun = 0
        while firstRun < width && position(of: region.minX + firstRun).cell == first { firstRun += 1 }
        work.sampleWeight.removeAll(keepingCapacity: true)
        var columnPositions = positions(from: region.minX)
        for _ in 0..<width { work.sampleWeight.append(columnPositions.next().t) }
        work.mixRow.removeAll(keepingCapacity: true)
        work.mixRow.append(contentsOf: repeatElement(0, count: 3 * width + 2 * f + 8))
        work.outputRow.removeAll(keepingCapacity: true)
        work.outputRow.append(contentsOf: repeatElement(0, count: width))
        work.fixedRows.removeAll(keepingCapacity: true)
        if fixedPoint { work.fixedRows.append(contentsOf: repeatElement(0, count: 2 * width)) }
        work.fixedRows.withUnsafeMutableBufferPointer { fixed in
            reduced.values.withUnsafeBufferPointer { inp in
                work.mixRow.withUnsafeMutableBufferPointer { mix in
                    work.sampleWeight.withUnsafeBufferPointer { wx in
                            work.outputRow.withUnsafeMutableBufferPointer { o in
                                let spread = mix.baseAddress! + 2 * width
                                // Fixed-point rows are 256 × the samples (exact in floating point).
                                let scale: Float = fixedPoint ? 256 : 1
                                func interpolate(cellRow: Int, into row: UnsafeMutablePointer<Float>) {
                                    var c = inp.baseAddress! + (cellRow - cells.minY) * cells.width + first - cells.minX
                                    // Unchecked steps: this loop runs once per cell of every
                                    // expanded row, and its overflow checks and spills cost
                                    // more than the stores.
                                    var p = UnsafeMutableRawPointer(spread)
                                    let end = UnsafeMutableRawPointer(spread + width + f)
                                    var run = firstRun &* 4
                                    if f <= 8 {
                                        // One store covers a run (the next run's overwrites the rest).
                                        while p < end {
                                            p.storeBytes(of: SIMD8<Float>(repeating: scale * c.pointee), as: SIMD8<Float>.self)
                                            p += run
                                            c += 1
                                            run = f &* 4
                                        }
                                    }
                                    while p < end {
                                        let value = SIMD8<Float>(repeating: scale * c.pointee)
                                        var q = 0
                                        repeat {
                                            (p + q).storeBytes(of: value, as: SIMD8<Float>.self)
                                            q &+= 32
                                        } while q < run
                                        p += run
                                        c += 1
                                        run = f &* 4
                                    }
                                    if fixedPoint {
                                        let fixedRow = fixed.baseAddress! + (row - mix.baseAddress!)
                                        rowLerp(fixedRow, wx.baseAddress!, spread, spread + f, count: width)
                                    } else {
                                        rowLerp(row, wx.baseAddress!, spread, spread + f, count: width)
                                    }
                                }
                                var upper = mix.baseAddress!
                                var lower = upper + width
                                var current = Int.min
                                var rowPositions = positions(from: region.minY)
                                for y in region.minY..<region.maxY {
                                    let (cell, t) = rowPositions.next()
                                    if cell != current {
                                        if cell == current + 1 {
                                            swap(&upper, &lower)
                                        } else {
                                            interpolate(cellRow: cell, into: upper)
                                        }
                                        interpolate(cellRow: cell + 1, into: lower)
                                        current = cell
                                    }
                                    let wanted = columns(y, cell)
                                    let live = max(wanted.lowerBound, region.minX)..<max(
                                        min(wanted.upperBound, region.maxX), max(wanted.lowerBound, region.minX))
                                    guard !live.isEmpty else { continue }
                                    let skip = live.lowerBound - region.minX
                                    let base = mix.baseAddress!
                                    emit(
                                        y, live.lowerBound,
                                        ExpandedRow(
                                            upper: upper + skip, lower: lower + skip, weight: t, count: live.count,
                                            buffer: o.baseAddress! + skip,
                                            fixedUpper: fixedPoint
                                                ? UnsafePointer(fixed.baseAddress! + (upper - base) + skip) : nil,
                                            fixedLower: fixedPoint
                                                ? UnsafePointer(fixed.baseAddress! + (lower - base) + skip) : nil))
                                }
                            }
                    }
                }
            }
        }
    }

    /// The cell whose centre is at or before pixel `p`, and how far `p` lies towards
    /// the next centre (0 ≤ t < 1). Exact: centres sit at (2j·f + f − 1)/2.
    func position(of p: Int) -> (cell: Int, t: Float) {
        let f = factor
        let twice = 2 * p - f + 1
        let cell = floorDivision(twice, 2 * f)
        return (cell, Float(twice - 2 * f * cell) / Float(2 * f))
    }

    /// `position(of:)` of p, p + 1, p + 2, … in turn, stepped without a division (the
    /// same integers, so the same values): expansion asks for every row and column.
    func positions(from p: Int) -> Positions {
        let (cell, _) = position(of: p)
        return Positions(period: 2 * factor, cell: cell, remainder: 2 * p - factor + 1 - 2 * factor * cell)
    }

    struct Positions {
        let period: Int
        var cell: Int
        /// 2p − f + 1 − 2f·cell, in 0 ..< 2f.
        var remainder: Int

        mutating func next() -> (cell: Int, t: Float) {
            let result = (cell, Float(remainder) / Float(period))
            remainder &+= 2
            if remainder >= period {
                remainder &-= period
                cell &+= 1
            }
            return result
        }
    }
}

/// One row of a bilinear expansion before its vertical blend: (1 − t)·upper + t·lower,
/// `count` samples, valid only during the emit call that hands it out.
struct ExpandedRow {
    let upper: UnsafePointer<Float>
    let lower: UnsafePointer<Float>
    /// t, the row's weight of `lower`.
    let weight: Float
    let count: Int
    /// Room for the blended samples.
    let buffer: UnsafeMutablePointer<Float>
    /// The two rows in 8.8 fixed point instead, when expansion was asked for them
    /// (`fixedPoint`; `upper` and `lower` are then not computed).
    var fixedUpper: UnsafePointer<UInt16>? = nil
    var fixedLower: UnsafePointer<UInt16>? = nil

    /// The blended samples, in `buffer`.
    func blended() -> UnsafeMutableBufferPointer<Float> {
        rowBlend(buffer, 1 - weight, upper, weight, lower, count: count)
        return UnsafeMutableBufferPointer(start: buffer, count: count)
    }

    /// `l[i] + (255 − l[i]) · row[i] / 255` as a byte, the coverage `l` under the row,
    /// computed from the two fixed-point rows in one pass and handed out eight bytes at
    /// a time, then one at a time (`rowBlendOverBytes`). Needs a row expanded with
    /// `fixedPoint`.
    @inline(__always)
    func over(
        _ l: UnsafePointer<UInt8>, eight: (Int, SIMD8<UInt8>) -> Void, one: (Int, UInt8) -> Void
    ) {
        guard let fixedUpper, let fixedLower else {
            preconditionFailure("ExpandedRow.over needs rows expanded in fixed point")
        }
        // t · 65535 rounded (as `byte` rounds): 0 ≤ t < 1.
        let t = UInt16(truncatingIfNeeded: (weight * 65535 + 8_388_608).bitPattern)
        rowBlendOverBytes(l, 65535 - t, fixedUpper, t, fixedLower, count: count, eight: eight, one: one)
    }

    /// The coverage `l` under the row, into `o` (which may be `l`).
    func over(_ l: UnsafePointer<UInt8>, into o: UnsafeMutablePointer<UInt8>) {
        over(l) { i, bytes in
            UnsafeMutableRawPointer(o + i).storeBytes(of: bytes, as: SIMD8<UInt8>.self)
        } one: { i, byte in
            o[i] = byte
        }
    }
}
