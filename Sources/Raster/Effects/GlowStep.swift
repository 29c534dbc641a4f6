/// The glow chain's planes on the reduced grid, kept in `BlurScratch` across frames.
struct GlowPlanes {
    /// The coverage L₀ averaged into cells.
    var base = FloatPlane()
    /// Gₖ: the shadows so far, composited (`over`) on one another.
    var glow = FloatPlane()
    var next = FloatPlane()
    /// Row buffers: the blur's input row, the previous blurred row, two shadow rows.
    var rows: [Float] = []
    /// Per cell row of the final Gₙ, the cells that can round to a non-zero alpha.
    var liveCells: [Range<Int>] = []
    /// The last chain's blurs in cells.
    var blurs = GlowBlurs()
}

/// One shadow of the chain on the reduced grid: Gₖ = Gₖ₋₁ over aₖ·shift(blur(L₀ over Gₖ₋₁)).
///
/// One streaming pass: the blur reads its input L₀ ⊕ Gₖ₋₁ row by row as it is formed
/// (`GlowLayer`), and each blurred row it hands out is shifted, scaled and combined
/// into Gₖ at once (keeping the previous row for a fractional vertical offset), so
/// neither the blur's input nor its result is stored as a plane.
struct GlowStep {
    let opacity: Float
    /// The blur in cells.
    let blur: GaussianBlur
    let shift: CellShift
    /// Where the blur's input is formed, where its result is needed, where Gₖ is written.
    let layerCells: PixelRect
    let blurredCells: PixelRect
    let outputCells: PixelRect

    func advance(_ planes: inout GlowPlanes, work: inout BlurWork) {
        planes.next.reset(to: outputCells, zeroed: false)
        if !outputCells.isEmpty {
            let width = outputCells.width
            // Rows a multiple of eight wide: the blur's row loops then run without scalar
            // tails (the extra cells on the right are computed and not used).
            let blurredWidth = (blurredCells.width + 7) & ~7
            let blurred = PixelRect(
                x: blurredCells.minX, y: blurredCells.minY, width: blurredWidth, height: blurredCells.height)
            let layerWidth = max(layerCells.width, 0)
            let needed = layerWidth + blurredWidth + 2 * width
            if planes.rows.count < needed {
                planes.rows.append(contentsOf: repeatElement(0, count: needed - planes.rows.count))
            }
            let glow = planes.glow
            let base = planes.base
            planes.rows.withUnsafeMutableBufferPointer { rows in
                let layerRow = rows.baseAddress!
                let previous = layerRow + layerWidth
                let upper = previous + blurredWidth
                let lower = upper + width
                let source = GlowLayer(base: base, glow: glow, rect: layerCells, row: layerRow)
                let s = shift
                // The shadow's columns start one offset left of the output's in a blurred row.
                let skip = outputCells.minX - s.qx - blurredCells.minX
                func shifted(_ row: UnsafePointer<Float>, into buffer: UnsafeMutablePointer<Float>) -> UnsafePointer<Float> {
                    guard s.tx > 0 else { return row + skip }
                    rowBlend(buffer, 1 - s.tx, row + skip, s.tx, row + skip - 1, count: width)
                    return UnsafePointer(buffer)
                }
                planes.next.values.withUnsafeMutableBufferPointer { out in
                    var first = true
                    blur.apply(to: source, over: blurred, work: &work) { y, row in
                        defer {
                            if s.ty > 0 { previous.update(from: row.baseAddress!, count: blurredWidth) }
                            first = false
                        }
                        if s.ty > 0 && first { return }
                        let shadow = shifted(row.baseAddress!, into: upper)
                        // A fractional vertical offset blends this row with the previous
                        // one, inside the combine's loop.
                        let below = s.ty > 0 ? (row: shifted(previous, into: lower), weight: s.ty) : nil
                        let target = y + s.qy
                        let o = out.baseAddress! + (target - outputCells.minY) * width
                        Self.combine(
                            glow, under: shadow, blendedWith: below, at: (outputCells.minX, target), count: width,
                            opacity: opacity, into: o)
                    }
                }
            }
        }
        swap(&planes.glow, &planes.next)
    }

    /// `output[i]` = G + (255 − G) · a · B / 255 for the `count` cells from `origin`,
    /// with B from `shadow` (blended with `below` as (1 − t)·shadow + t·below when
    /// given) and G from `glow` (0 outside it).
    private static func combine(
        _ glow: FloatPlane, under shadow: UnsafePointer<Float>,
        blendedWith below: (row: UnsafePointer<Float>, weight: Float)?, at origin: (x: Int, y: Int), count: Int,
        opacity: Float, into output: UnsafeMutablePointer<Float>
    ) {
        let g = glow.rect
        let inside = origin.y >= g.minY && origin.y < g.maxY
        let x0 = inside ? min(max(g.minX, origin.x), origin.x + count) - origin.x : count
        let x1 = inside ? max(min(g.maxX, origin.x + count), origin.x + x0) - origin.x : count
        func scale(from start: Int, count n: Int) {
            if let below {
                rowScaleBlend(
                    output + start, opacity, 1 - below.weight, shadow + start, below.weight, below.row + start, count: n)
            } else {
                rowScale(output + start, opacity, shadow + start, count: n)
            }
        }
        scale(from: 0, count: x0)
        scale(from: x1, count: count - x1)
        guard x0 < x1 else { return }
        glow.values.withUnsafeBufferPointer { values in
            let src = values.baseAddress! + (origin.y - g.minY) * g.width + origin.x - g.minX
            if let below {
                rowOverBlend(
                    output + x0, src + x0, opacity / 255, 1 - below.weight, shadow + x0, below.weight, below.row + x0,
                    count: x1 - x0)
            } else {
                rowOver(output + x0, src + x0, opacity / 255, shadow + x0, count: x1 - x0)
            }
        }
    }
}

/// The blur's input Lₖ = L₀ ⊕ Gₖ (0 outside `rect`), formed row by row as the blur
/// reads it, in `row` (at least `rect.width` floats, valid while the blur runs).
struct GlowLayer: BlurSource {
    let base: FloatPlane
    let glow: FloatPlane
    let rect: PixelRect
    let row: UnsafeMutablePointer<Float>

    func load(row y: Int, columns: Range<Int>, into destination: UnsafeMutablePointer<Float>) {
        destination.update(repeating: 0, count: columns.count)
        base.withRow(y, columns: columns) { offset, values, count in
            (destination + offset).update(from: values, count: count)
        }
        glow.withRow(y, columns: columns) { offset, values, count in
            rowOver(destination + offset, destination + offset, 1 / 255, values, count: count)
        }
    }

    /// When Gₖ spans the columns (as it does inside `rect`), L₀ ⊕ Gₖ is added in one
    /// pass, with the same operations as `load` followed by an add.
    func accumulate(row y: Int, columns: Range<Int>, into destination: UnsafeMutablePointer<Float>) {
        let g = glow.rect
        guard y >= g.minY, y < g.maxY, g.minX <= columns.lowerBound, columns.upperBound <= g.maxX else {
            load(row: y, columns: columns, into: row)
            rowAdd(destination, row, count: columns.count)
            return
        }
        glow.withRow(y, columns: columns) { _, glowRow, count in
            var done = 0
            base.withRow(y, columns: columns) { offset, baseRow, baseCount in
                rowAddOver(destination, nil, 1 / 255, glowRow, count: offset)
                rowAddOver(destination + offset, baseRow, 1 / 255, glowRow + offset, count: baseCount)
                done = offset + baseCount
            }
            rowAddOver(destination + done, nil, 1 / 255, glowRow + done, count: count - done)
        }
    }
}
