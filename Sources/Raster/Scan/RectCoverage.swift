/// The coverage of an axis-aligned rectangle: the fast path for `fill(_ rect:)`.
///
/// A pixel's covered area is the product of the rectangle's overlap with its
/// column and with its row, so coverage is exact at fractional edges without
/// scan conversion. Rows come in three groups (top, interior, bottom), each at
/// most three column runs (left edge pixel, interior, right edge pixel); a
/// pixel-aligned full-width rectangle is one contiguous fill.
struct RectCoverage: CoverageSource {
    private let x0: Double, y0: Double, x1: Double, y1: Double

    /// `rect` (either orientation) limited to `clip`, already inside the target.
    /// Non-finite rectangles cover nothing.
    init(_ rect: Rect, clip: PixelRect) {
        let finite = rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
        let ax = finite ? rect.minX : 0
        let bx = finite ? rect.maxX : 0
        let ay = finite ? rect.minY : 0
        let by = finite ? rect.maxY : 0
        x0 = max(min(ax, bx), Double(clip.minX))
        x1 = min(max(ax, bx), Double(clip.maxX))
        y0 = max(min(ay, by), Double(clip.minY))
        y1 = min(max(ay, by), Double(clip.maxY))
    }

    func emit<Sink: CoverageSink>(into sink: inout Sink) {
        guard x0 < x1, y0 < y1 else { return }
        let left = Int(x0.rounded(.down))
        let right = Int(x1.rounded(.up))
        let top = Int(y0.rounded(.down))
        let bottom = Int(y1.rounded(.up))
        // Horizontal overlap of the first and last column (the same column when right − left = 1).
        let firstColumn = right - left == 1 ? x1 - x0 : Double(left + 1) - x0
        let lastColumn = x1 - Double(right - 1)
        let columns = (left: left, right: right, first: firstColumn, last: lastColumn)
        // The first and last rows may be partial; every row between is fully covered vertically.
        emitRows(top..<(top + 1), cover: min(y1, Double(top + 1)) - y0, columns: columns, into: &sink)
        if bottom - top > 2 {
            emitRows((top + 1)..<(bottom - 1), cover: 1, columns: columns, into: &sink)
        }
        if bottom - top > 1 {
            emitRows((bottom - 1)..<bottom, cover: y1 - Double(bottom - 1), columns: columns, into: &sink)
        }
    }

    /// Emits rows that share one vertical cover: at most three column runs, one
    /// when the edge columns are covered like the interior.
    @inline(__always)
    private func emitRows<Sink: CoverageSink>(
        _ rows: Range<Int>, cover: Double, columns: (left: Int, right: Int, first: Double, last: Double),
        into sink: inout Sink
    ) {
        let (left, right) = (columns.left, columns.right)
        let y = rows.lowerBound
        let n = rows.count
        let firstByte = Self.byte(columns.first * cover)
        guard right - left > 1 else {
            if firstByte != 0 { sink.fillRows(x: left, y: y, count: 1, rows: n, coverage: firstByte) }
            return
        }
        let middle = Self.byte(cover)
        let lastByte = Self.byte(columns.last * cover)
        if firstByte == middle && lastByte == middle {
            if middle != 0 { sink.fillRows(x: left, y: y, count: right - left, rows: n, coverage: middle) }
            return
        }
        sink.fillRows(x: left, y: y, count: right - left, rows: n, first: firstByte, middle: middle, last: lastByte)
    }

    /// An area 0…1 as 8-bit coverage, rounded to nearest.
    @inline(__always)
    static func byte(_ area: Double) -> UInt8 {
        UInt8(max(0, min(255, (area * 255).rounded())))
    }
}
