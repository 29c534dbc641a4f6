/// The coverage of an axis-aligned rectangle: the fast path for `fill(_ rect:)`.
///
/// A pixel's covered area is the product of the rectangle's overlap with its
/// column and with its row, so coverage is exact at fractional edges without
/// scan conversion. Each row is at most three spans (left edge pixel, interior,
/// right edge pixel); an opaque interior is one `fillSpan` per row.
struct RectCoverage: CoverageSource {
    private let x0: Double, y0: Double, x1: Double, y1: Double

    /// `rect` (either orientation) limited to `clip`, already inside the target.
    /// Non-finite rectangles cover nothing.
    init(_ rect: Rect, clip: PixelRect) {
        let finite = rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
        let ax = finite ? rect.minX : 0, bx = finite ? rect.maxX : 0
        let ay = finite ? rect.minY : 0, by = finite ? rect.maxY : 0
        x0 = max(min(ax, bx), Double(clip.minX))
        x1 = min(max(ax, bx), Double(clip.maxX))
        y0 = max(min(ay, by), Double(clip.minY))
        y1 = min(max(ay, by), Double(clip.maxY))
    }

    func emit<Sink: CoverageSink>(into sink: inout Sink) {
        guard x0 < x1, y0 < y1 else { return }
        let left = Int(x0.rounded(.down)), right = Int(x1.rounded(.up))
        let top = Int(y0.rounded(.down)), bottom = Int(y1.rounded(.up))
        // Horizontal overlap of the first and last column (the same column when right − left = 1).
        let firstColumn = right - left == 1 ? x1 - x0 : Double(left + 1) - x0
        let lastColumn = x1 - Double(right - 1)
        for y in top..<bottom {
            let rowCover = min(y1, Double(y + 1)) - max(y0, Double(y))
            emitRow(y: y, left: left, right: right, rowCover: rowCover, first: firstColumn, last: lastColumn, into: &sink)
        }
    }

    @inline(__always)
    private func emitRow<Sink: CoverageSink>(
        y: Int, left: Int, right: Int, rowCover: Double, first: Double, last: Double, into sink: inout Sink
    ) {
        let firstByte = Self.byte(first * rowCover)
        if firstByte != 0 { sink.fillSpan(x: left, y: y, count: 1, coverage: firstByte) }
        guard right - left > 1 else { return }
        let middle = Self.byte(rowCover)
        if right - left > 2 && middle != 0 {
            sink.fillSpan(x: left + 1, y: y, count: right - left - 2, coverage: middle)
        }
        let lastByte = Self.byte(last * rowCover)
        if lastByte != 0 { sink.fillSpan(x: right - 1, y: y, count: 1, coverage: lastByte) }
    }

    /// An area 0…1 as 8-bit coverage, rounded to nearest.
    @inline(__always)
    static func byte(_ area: Double) -> UInt8 {
        UInt8(max(0, min(255, (area * 255).rounded())))
    }
}
