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
// cells that is zero between bands: integrating a row clears exactly the cells
// it read ([rowMin, rowMax], tracked per row). Only the shape's bounding box
// (clipped to the target) is allocated; only touched cells are read, and
// untouched stretches become single constant spans (an opaque interior is one
// `fillSpan`). Every index is in range because edges are clamped to
// 0 ≤ x ≤ width, 0 ≤ y ≤ height before they get here.
//
// Alternatives. A dense buffer over the whole bounding box (font-rs) is simpler
// but clears and scans width × height cells even for a thin stroke across the
// frame; FreeType's sorted sparse cells cost a sort per fill. Bands keep the
// working set in L1/L2 and read only the touched span of each row.

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
        for polyline in polylines { builder.add(polyline) }
        edges = builder.edges
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    func emit<Sink: CoverageSink>(into sink: inout Sink) {
        guard !edges.isEmpty else { return }
        let width = region.width, height = region.height
        let bandHeight = Self.bandHeight
        let bandCount = (height + bandHeight - 1) / bandHeight
        let stride = width + 2

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

        var cells = [Float](repeating: 0, count: stride * bandHeight)
        var rowMin = [Int](repeating: Int.max, count: bandHeight)
        var rowMax = [Int](repeating: -1, count: bandHeight)
        var coverage = [UInt8](repeating: 0, count: width)
        var active: [Int] = []
        active.reserveCapacity(edges.count)

        edges.withUnsafeBufferPointer { edges in
            cells.withUnsafeMutableBufferPointer { cells in
                coverage.withUnsafeMutableBufferPointer { coverage in
                    for b in 0..<bandCount {
                        let top = b * bandHeight, bottom = min(height, top + bandHeight)
                        for k in bandStart[b]..<bandStart[b + 1] { active.append(order[k]) }
                        let bandBottom = Float(bottom)
                        var kept = 0
                        for i in active {
                            let e = edges[i]
                            accumulate(e, rows: top..<bottom, into: cells, stride: stride, rowMin: &rowMin, rowMax: &rowMax)
                            if e.y1 > bandBottom {
                                active[kept] = i
                                kept += 1
                            }
                        }
                        active.removeLast(active.count - kept)
                        for r in 0..<(bottom - top) where rowMax[r] >= 0 {
                            let row = UnsafeMutableBufferPointer(rebasing: cells[(r * stride)..<(r * stride + stride)])
                            integrate(
                                row, from: rowMin[r], through: rowMax[r], width: width, y: region.minY + top + r,
                                coverage: coverage, into: &sink)
                            rowMin[r] = Int.max
                            rowMax[r] = -1
                        }
                    }
                }
            }
        }
    }

    @inline(__always)
    private func band(of e: Edge, bandCount: Int) -> Int {
        min(bandCount - 1, Int(e.y0) / Self.bandHeight)
    }

    /// Deposits the part of `e` inside `rows` (band-relative cells).
    @inline(__always)
    private func accumulate(
        _ e: Edge, rows: Range<Int>, into cells: UnsafeMutableBufferPointer<Float>, stride: Int,
        rowMin: inout [Int], rowMax: inout [Int]
    ) {
        let yStart = max(e.y0, Float(rows.lowerBound)), yEnd = min(e.y1, Float(rows.upperBound))
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
        var row = Int(y)
        while y < yEnd {
            let yNext = min(Float(row + 1), yEnd)
            let xEnd = x(at: yNext)
            let r = row - rows.lowerBound
            let touched = Self.deposit(
                from: xStart, to: xEnd, area: (yNext - y) * e.winding, into: cells.baseAddress! + r * stride)
            rowMin[r] = min(rowMin[r], touched.lowerBound)
            rowMax[r] = max(rowMax[r], touched.upperBound)
            y = yNext
            xStart = xEnd
            row += 1
        }
    }

    /// Adds to one row's cells the coverage change of a segment running from x0
    /// to x1 within the row, `area` being its signed height. Returns the cells
    /// written. Requires 0 ≤ x ≤ width and width + 2 cells.
    @inline(__always)
    static func deposit(from xa: Float, to xb: Float, area d: Float, into cell: UnsafeMutablePointer<Float>)
        -> ClosedRange<Int>
    {
        let (x0, x1) = xa < xb ? (xa, xb) : (xb, xa)
        let x0Floor = x0.rounded(.down), x1Ceil = x1.rounded(.up)
        let i0 = Int(x0Floor), i1 = Int(x1Ceil)
        if i1 <= i0 + 1 {
            // One column: the area right of the segment's midpoint.
            let f = (x0 + x1) / 2 - x0Floor
            cell[i0] += d - d * f
            cell[i0 + 1] += d * f
            return i0...(i0 + 1)
        }
        let s = 1 / (x1 - x0)
        let f0 = x0 - x0Floor, f1 = x1 - x1Ceil + 1
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
        return i0...i1
    }

    /// Runs the sum along one row, hands the spans to `sink` and clears the cells read.
    @inline(__always)
    private func integrate<Sink: CoverageSink>(
        _ cells: UnsafeMutableBufferPointer<Float>, from lo: Int, through hi: Int, width: Int, y: Int,
        coverage: UnsafeMutableBufferPointer<UInt8>, into sink: inout Sink
    ) {
        let x0 = region.minX
        var sum: Float = 0
        var i = lo
        while i < width {
            if cells[i] == 0 || i > hi {
                // Untouched cells: the coverage stays what it is (to the row's end past `hi`).
                var j = i + 1
                while j <= hi && j < width && cells[j] == 0 { j += 1 }
                if j > hi { j = width }
                let c = rule.coverage(sum)
                if c != 0 { sink.fillSpan(x: x0 + i, y: y, count: j - i, coverage: c) }
                i = j
                continue
            }
            var j = i
            while j < width && j <= hi && cells[j] != 0 {
                sum += cells[j]
                coverage[j - i] = rule.coverage(sum)
                j += 1
            }
            sink.blendSpan(x: x0 + i, y: y, coverage: UnsafeBufferPointer(rebasing: coverage[0..<(j - i)]))
            i = j
        }
        cells[lo...min(hi, cells.count - 1)].update(repeating: 0)
    }
}
