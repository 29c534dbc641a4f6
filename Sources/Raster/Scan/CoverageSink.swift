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
}

/// Something that produces coverage spans: a rasterized path, a rectangle, a mask.
protocol CoverageSource {
    func emit<Sink: CoverageSink>(into sink: inout Sink)
}
