/// Receives coverage, row by row, from a `CoverageSource` and composites it.
///
/// Coordinates are device pixels, already clipped. Constant runs arrive as one
/// `fillSpan` call so an opaque paint can write them at memory speed; runs where
/// the coverage changes from pixel to pixel arrive as a buffer of bytes. Sinks
/// are generic parameters, never existentials, so the compositing loop is
/// specialized for each paint.
protocol CoverageSink {
    /// `count` pixels from (x, y) rightwards, each covered `coverage` (1…255).
    mutating func fillSpan(x: Int, y: Int, count: Int, coverage: UInt8)
    /// Pixels from (x, y) rightwards, one coverage byte each (0 = untouched).
    mutating func blendSpan(x: Int, y: Int, coverage: UnsafeBufferPointer<UInt8>)
    /// The same span on `rows` consecutive rows from y down. Sinks whose rows are
    /// contiguous in memory can fill full-width blocks in one pass.
    mutating func fillRows(x: Int, y: Int, count: Int, rows: Int, coverage: UInt8)
    /// `rows` rows from y down of a run `count` pixels wide (count ≥ 2) whose
    /// first and last pixels are covered `first` and `last` and the pixels
    /// between `middle` (0 = untouched): a rectangle with fractional sides.
    /// Sinks that work out a colour per row do it once for the three runs.
    mutating func fillRows(x: Int, y: Int, count: Int, rows: Int, first: UInt8, middle: UInt8, last: UInt8)
    /// Whether runs of varying coverage should come one `blendPixel` at a time
    /// instead of as a `blendSpan` buffer: for a sink whose per-pixel work is a byte
    /// (an A8 plane), the buffer and its copy cost more than the work.
    static var blendsPixels: Bool { get }
    /// The pixel (x, y) covered `coverage` (0 = untouched), when `blendsPixels`.
    mutating func blendPixel(x: Int, y: Int, coverage: UInt8)
}

extension CoverageSink {
    static var blendsPixels: Bool { false }

    mutating func blendPixel(x: Int, y: Int, coverage: UInt8) {
        withUnsafePointer(to: coverage) { blendSpan(x: x, y: y, coverage: UnsafeBufferPointer(start: $0, count: 1)) }
    }

    mutating func fillRows(x: Int, y: Int, count: Int, rows: Int, coverage: UInt8) {
        for row in y..<(y + rows) { fillSpan(x: x, y: row, count: count, coverage: coverage) }
    }

    mutating func fillRows(x: Int, y: Int, count: Int, rows: Int, first: UInt8, middle: UInt8, last: UInt8) {
        fillColumns(x: x, y: y, count: count, rows: rows, first: first, middle: middle, last: last)
    }

    /// The three-run `fillRows` as three blocks of one coverage each, column run
    /// by column run (the default, which block fills serve best).
    mutating func fillColumns(x: Int, y: Int, count: Int, rows: Int, first: UInt8, middle: UInt8, last: UInt8) {
        if first != 0 { fillRows(x: x, y: y, count: 1, rows: rows, coverage: first) }
        if count > 2 && middle != 0 { fillRows(x: x + 1, y: y, count: count - 2, rows: rows, coverage: middle) }
        if last != 0 { fillRows(x: x + count - 1, y: y, count: 1, rows: rows, coverage: last) }
    }
}
