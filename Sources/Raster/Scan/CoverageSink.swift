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
}

extension CoverageSink {
    mutating func fillRows(x: Int, y: Int, count: Int, rows: Int, coverage: UInt8) {
        for row in y..<(y + rows) { fillSpan(x: x, y: row, count: count, coverage: coverage) }
    }
}
