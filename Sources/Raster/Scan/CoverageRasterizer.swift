// Exact-area coverage rasterizer (the fill stage).
//
// Algorithm. The signed-area method of FreeType's smooth rasterizer, in the
// single-buffer form of font-rs: every edge adds, to the cells of each pixel row
// it crosses, the change it makes to that row's coverage, so that a running sum
// along the row is the winding number integrated over each pixel — its exact
// covered area, 0…1 for a simple shape. For a segment crossing a row by dy
// (signed by direction) the pixel coverage right of it is dy·(the mean of
// clamp(j + 1 − x, 0, 1) along the segment), a piecewise quadratic in x whose
// first differences are what the edge deposits: two cells when it stays in one
// column, a trapezoid-and-triangle pattern when it crosses several. No
// supersampling; 8-bit output rounded to nearest. Non-zero clamps |area| to 1;
// even-odd folds it with period 2.
//
// Precision. Geometry is clipped in Double (`EdgeBuilder`), then accumulated in
// Float: coordinates are ≤ 16 384, so positions are good to 1/1000 px and a
// row's running sum drifts far less than 1/255. Results therefore match the
// exact area to within one 8-bit step, and abutting shapes add up to full
// coverage without seams. (Like FreeType, two overlapping edges of the *same*
// shape inside one pixel are combined by area, not by geometry.)
//
// Memory and invariants. Rows are processed in bands of `bandHeight`; edges are
// bucketed by the band they start in (a counting sort), kept in an active list
// while they last, and deposit into one band buffer of (width + 2) × bandHeight
// cells that is zero between bands. Each row keeps a bit set of the 16-cell
// chunks edges wrote to; integrating a row reads and clears only those chunks,
// and everything between them is one constant span (an opaque interior is one
// `fillSpan`, a thin stroke across the frame costs its crossings, not its
// width). Only the shape's bounding box (clipped to the target) is allocated.
// Every index is in range because edges are clamped to 0 ≤ x ≤ width,
// 0 ≤ y ≤ height before they get here.
//
// Alternatives that lost:
// - a dense buffer over the whole bounding box (font-rs): simpler, but it clears
//   and scans width × height cells even for a thin stroke across the frame;
// - scanning each row from its leftmost to its rightmost touched cell: slower than
//   the chunk bits on large fills and on strokes across the frame;
// - one memset call per chunk instead of clearing cells as they are read, and
//   checked conversions or libm floorf/ceilf instead of Float bit tricks: more
//   instructions per fill;
// - a span buffer and a copy for an A8 sink: `MaskBlitter` takes a row's varying
//   coverage a pixel at a time as it is summed (`CoverageSink.blendsPixels`), since
//   a stroke's spans are two or three pixels long;
// - FreeType's sorted sparse cells: a sort per fill (not tried).

/// Scan-converts closed polylines into coverage spans inside a pixel region.
struct CoverageRasterizer: CoverageSource {
    /// Rows per band: 32 rows of an 800-px frame is 100 KB of cells, inside L2.
    static let bandHeight = 32

    /// The pixels that can receive coverage (the path's bounds within the clip).
    let region: PixelRect
    let rule: FillRule
    private let edges: [Edge]

    /// Device-space flattening tolerance of fills, in pixels.
    static let flatteningTolerance = 0.1
    /// Segments per curve at least: keeps a flattened circle's area within
    /// 0.2 % of the true one at any size (see `Path.flattened`).
    static let minimumSegmentsPerCurve = 16

    /// Prepares `path`, mapped by `transform` and then flattened, for `clip`.
    init(path: Path, transform: Transform, clip: PixelRect, rule: FillRule) {
        let polylines = path.transformed(by: transform).flattened(
            tolerance: Self.flatteningTolerance, minimumSegmentsPerCurve: Self.minimumSegmentsPerCurve)
        self.init(polylines: polylines, clip: clip, rule: rule)
    }

    /// Prepares `polylines` (device space; each one filled as if closed) for
    /// rasterizing into `clip` (already inside the target).
    init(polylines: [Polyline], clip: PixelRect, rule: FillRule) {
        self.rule = rule
        var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
        var first = true
        for polyline in polylines {
            for p in polyline.points where p.isFinite {
                let r = Rect(x: p.x, y: p.y, width: 0, height: 0)
                bounds = first ? r : Self.union(bounds, r)
                first = false
            }
        }
        // The bounds may have zero width or height; outset keeps `enclosingPixels` non-empty.
        region = first ? .empty : bounds.outset(by: 0.5).enclosingPixels.intersection(clip)
        guard !region.isEmpty else {
            edges = []
            return
        }
        var builder = EdgeBuilder(region: region)
        // One edge a point in most outlines (a clipped segment may give up to three):
        // reserved once instead of grown, with copies, as a stroke's outline is added.
        builder.reserve(polylines.reduce(0) { $0 + $1.points.count })
        for polyline in polylines { builder.add(polyline) }
        edges = builder.edges
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = min(a.minX, b.minX)
        let y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    func emit<Sink: CoverageSink>(into sink: inout Sink) {
        guard !edges.isEmpty else { return }
        let width = region.width
        let height = region.height
        let bandHeight = Self.bandHeight
        let bandCount = (height + bandHeight - 1) / bandHeight
        let stride = width + 2
        let wordsPerRow = (stride + Self.chunkWidth * 64 - 1) / (Self.chunkWidth * 64)

        // Counting sort of edge indices by the band each edge starts in.
        var bandStart = [Int](repeating: 0, count: bandCount + 1)
        for e in edges { bandStart[band(of: e, bandCount: bandCount) + 1] += 1 }
        for b in 0..<bandCount { bandStart[b + 1] += bandStart[b] }
        var order = [Int](repeating: 0, count: edges.count)
        var next = bandStart
        for (i, e) in edges.enumerated() {
            let b = band(of: e, bandCount: bandCount)
            order[next[b]] = i
            next[b] += 1
        }

        var cells = [Float](repeating: 0, count: stride * bandHeight + 2)
        var touched = [UInt64](repeating: 0, count: wordsPerRow * bandHeight)
        var coverage = [UInt8](repeating: 0, count: width)
        // The active list as a pointer: as an array captured by the closures below,
        // each write checked its uniqueness (4,500 calls in a line frame's stroke).
        let active = UnsafeMutablePointer<Int>.allocate(capacity: edges.count)
        defer { active.deallocate() }
        var activeCount = 0

        edges.withUnsafeBufferPointer { edges in
            cells.withUnsafeMutableBufferPointer { cells in
                touched.withUnsafeMutableBufferPointer { touched in
                    coverage.withUnsafeMutableBufferPointer { coverage in
                        let cells = cells.baseAddress!
                        let touched = touched.baseAddress!
                        let coverage = coverage.baseAddress!
                        // Rows of one band, integrated with `rule` a constant (each case inlined
                        // on its own, so the per-cell coverage has no branch on the rule).
                        @inline(__always)
                        func integrateRows(top: Int, bottom: Int, rule: FillRule) {
                            for r in 0..<(bottom - top) {
                                integrate(
                                    cells: cells + r * stride, touched: touched + r * wordsPerRow, words: wordsPerRow,
                                    width: width, y: region.minY + top + r, rule: rule, coverage: coverage, into: &sink)
                            }
                        }
                        for b in 0..<bandCount {
                            let top = b * bandHeight
                            let bottom = min(height, top + bandHeight)
                            for k in bandStart[b]..<bandStart[b + 1] {
                                active[activeCount] = order[k]
                                activeCount += 1
                            }
                            let bandBottom = Float(bottom)
                            var kept = 0
                            for k in 0..<activeCount {
                                let i = active[k]
                                accumulate(
                                    edges[i], rows: top..<bottom, cells: cells, stride: stride, touched: touched,
                                    wordsPerRow: wordsPerRow)
                                if edges[i].y1 > bandBottom {
                                    active[kept] = i
                                    kept += 1
                                }
                            }
                            activeCount = kept
                            switch rule {
                            case .nonZero: integrateRows(top: top, bottom: bottom, rule: .nonZero)
                            case .evenOdd: integrateRows(top: top, bottom: bottom, rule: .evenOdd)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Cells per bit of the per-row touched set: integration reads only the
    /// chunks an edge wrote to and treats the rest as one constant run.
    static let chunkWidth = 16
    static let chunkShift = 4

    @inline(__always)
    private func band(of e: Edge, bandCount: Int) -> Int {
        min(bandCount - 1, Int(e.y0) / Self.bandHeight)
    }

    /// Deposits the part of `e` inside `rows` (band-relative cells) and marks the chunks written.
    @inline(__always)
    private func accumulate(
        _ e: Edge, rows: Range<Int>, cells: UnsafeMutablePointer<Float>, stride: Int,
        touched: UnsafeMutablePointer<UInt64>, wordsPerRow: Int
    ) {
        let yStart = max(e.y0, Float(rows.lowerBound))
        let yEnd = min(e.y1, Float(rows.upperBound))
        guard yStart < yEnd else { return }
        let dxdy = (e.x1 - e.x0) / (e.y1 - e.y0)
        let xMax = Float(stride - 2)
        // x is computed from the edge's own start at every row boundary (no
        // incremental drift), so the bands an edge spans meet exactly.
        func x(at y: Float) -> Float {
            y >= e.y1 ? e.x1 : max(0, min(xMax, e.x0 + (y - e.y0) * dxdy))
        }
        var y = yStart
        var xStart = x(at: y)
        let row = Int(y)
        let first = row - rows.lowerBound
        // The next row boundary as a Float, stepped (exact: rows are ≤ 16 384).
        var boundary = Float(row + 1)
        // Unchecked steps from here: rows, cells and chunks are in range (see the
        // note at the top), and this loop runs once per row an edge crosses.
        var rowCells = cells + first &* stride
        var bits = touched + first &* wordsPerRow
        while y < yEnd {
            let yNext = min(boundary, yEnd)
            let xEnd = x(at: yNext)
            let written = Self.deposit(from: xStart, to: xEnd, area: (yNext - y) * e.winding, into: rowCells)
            var chunk = written.first &>> Self.chunkShift
            let last = written.last &>> Self.chunkShift
            repeat {
                bits[chunk &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: chunk & 63)
                chunk &+= 1
            } while chunk <= last
            y = yNext
            xStart = xEnd
            boundary += 1
            rowCells += stride
            bits += wordsPerRow
        }
    }

    /// Adds to one row's cells the coverage change of a segment running from x0
    /// to x1 within the row, `area` being its signed height. Returns the cells
    /// written. Requires 0 ≤ x ≤ width and width + 2 cells.
    @inline(__always)
    static func deposit(from xa: Float, to xb: Float, area d: Float, into cell: UnsafeMutablePointer<Float>)
        -> (first: Int, last: Int)
    {
        let (x0, x1) = xa < xb ? (xa, xb) : (xb, xa)
        let i0 = Self.floor(x0)
        let x0Floor = Float(i0)
        if x1 <= x0Floor + 1 {
            // One column (⌈x1⌉ ≤ i0 + 1, without working out ⌈x1⌉): the area right of
            // the segment's midpoint.
            let f = (x0 + x1) / 2 - x0Floor
            cell[i0] += d - d * f
            cell[i0 &+ 1] += d * f
            return (i0, i0 &+ 1)
        }
        let i1 = Self.ceiling(x1)
        let x1Ceil = Float(i1)
        let s = 1 / (x1 - x0)
        let f0 = x0 - x0Floor
        let f1 = x1 - x1Ceil + 1
        let firstArea = s * (1 - f0) * (1 - f0) / 2
        let lastArea = s * f1 * f1 / 2
        cell[i0] += d * firstArea
        if i1 == i0 + 2 {
            cell[i0 + 1] += d * (1 - firstArea - lastArea)
        } else {
            let second = s * (1.5 - f0)
            cell[i0 + 1] += d * (second - firstArea)
            let step = d * s
            for i in (i0 + 2)..<(i1 - 1) { cell[i] += step }
            let beforeLast = second + Float(i1 - i0 - 3) * s
            cell[i1 - 1] += d * (1 - beforeLast - lastArea)
        }
        cell[i1] += d * lastArea
        return (i0, i1)
    }

    /// ⌊x⌋ and ⌈x⌉ for 0 ≤ x < 2²²: adding 2²³ rounds x to an integer held in the
    /// low mantissa bits. Cheaper than libm's floorf/ceilf (the baseline x86-64
    /// target has no rounding instruction) or checked Float → Int conversions.
    @inline(__always)
    static func floor(_ x: Float) -> Int {
        let shifted = x + 8_388_608
        let rounded = Int(shifted.bitPattern & 0x7F_FFFF)
        return shifted - 8_388_608 > x ? rounded - 1 : rounded
    }

    @inline(__always)
    static func ceiling(_ x: Float) -> Int {
        let shifted = x + 8_388_608
        let rounded = Int(shifted.bitPattern & 0x7F_FFFF)
        return shifted - 8_388_608 < x ? rounded + 1 : rounded
    }

    /// Runs the sum along one row, hands the spans to `sink` and clears the
    /// cells (as it reads them) and chunk bits. Between touched chunks the cells are zero,
    /// so the coverage is constant there and joins the surrounding constant run.
    ///
    /// Zero cells inside a chunk (most of it, for a thin stroke) are skipped two or four
    /// at a time by their bits: a cell is +0 or non-zero, never −0, since it starts at +0
    /// and a sum of non-zero floats that cancels is +0.
    @inline(__always)
    private func integrate<Sink: CoverageSink>(
        cells: UnsafeMutablePointer<Float>, touched: UnsafeMutablePointer<UInt64>, words: Int, width: Int, y: Int,
        rule: FillRule, coverage: UnsafeMutablePointer<UInt8>, into sink: inout Sink
    ) {
        let x0 = region.minX
        let chunkWidth = Self.chunkWidth
        var sum: Float = 0
        var runStart = 0  // first pixel of the current constant run
        for w in 0..<words {
            var bits = touched[w]
            touched[w] = 0
            while bits != 0 {
                let chunk = w &<< 6 | bits.trailingZeroBitCount
                bits &= bits &- 1
                let start = chunk &* chunkWidth
                let end = min(start &+ chunkWidth, width)
                // Zero cells go four at a time, which may read up to three cells past `end`: a
                // row holds width + 2 floats and the band two more. Among four that are not
                // all zero, the first non-zero one is found from the bits (one branch, not
                // three); it may lie past `end`, in the next chunk.
                var i = start
                while i < end {
                    let low = UnsafeRawPointer(cells + i).loadUnaligned(as: UInt64.self)
                    let high = UnsafeRawPointer(cells + i + 2).loadUnaligned(as: UInt64.self)
                    if low | high == 0 {
                        i &+= 4
                        continue
                    }
                    i &+= low != 0 ? low.trailingZeroBitCount &>> 5 : 2 &+ high.trailingZeroBitCount &>> 5
                    guard i < end else { break }
                    let c = rule.coverage(sum)
                    if c != 0 && i > runStart {
                        sink.fillSpan(x: x0 &+ runStart, y: y, count: i &- runStart, coverage: c)
                    }
                    var j = i
                    if Sink.blendsPixels {
                        // A local copy: its storage pointer stays in a register across the stores.
                        var pixels = sink
                        @inline(__always)
                        func step() {
                            sum += cells[j]
                            cells[j] = 0
                            pixels.blendPixel(x: x0 &+ j, y: y, coverage: rule.coverage(sum))
                            j &+= 1
                        }
                        // The first four cells are taken without testing their bits: an edge
                        // leaves two or more non-zero cells (its area, then the rest of its
                        // cover), a thin stroke's two edges lie a few cells apart, and the test
                        // that ends a run was the rasterizer's most mispredicted branch. A zero
                        // cell among the four blends its pixel with the coverage the span after
                        // the run would give it, with the same arithmetic. (Of two, three, four
                        // and six cells taken so, four ran fastest.)
                        step()
                        for _ in 0..<3 where j < end { step() }
                        while j < end && cells[j].bitPattern != 0 { step() }
                        sink = pixels
                    } else {
                        repeat {
                            sum += cells[j]
                            cells[j] = 0
                            coverage[j &- i] = rule.coverage(sum)
                            j &+= 1
                        } while j < end && cells[j].bitPattern != 0
                        sink.blendSpan(x: x0 &+ i, y: y, coverage: UnsafeBufferPointer(start: coverage, count: j &- i))
                    }
                    runStart = j
                    i = j
                }
                // Cells past the last column (an edge on the right border) were never read.
                if start &+ chunkWidth > width {
                    let from = max(start, width)
                    (cells + from).update(repeating: 0, count: max(0, min(start &+ chunkWidth, width &+ 2) &- from))
                }
            }
        }
        let c = rule.coverage(sum)
        if c != 0 && width > runStart { sink.fillSpan(x: x0 &+ runStart, y: y, count: width &- runStart, coverage: c) }
    }
}
