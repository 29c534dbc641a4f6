/// Composites coverage into an A8 plane: source-over on alpha alone,
/// `m' = c + m × (255 − c) / 255`, so overlapping fills accumulate like paint.
struct MaskBlitter: CoverageSink {
    private let values: UnsafeMutablePointer<UInt8>
    private let width: Int

    /// `values` is the mask's storage (`width` bytes a row), valid while drawing.
    init(values: UnsafeMutablePointer<UInt8>, width: Int) {
        self.values = values
        self.width = width
    }

    mutating func fillSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        let row = UnsafeMutableBufferPointer(start: values + y * width + x, count: count)
        if coverage == 255 {
            row.update(repeating: 255)
            return
        }
        let c = UInt32(coverage)
        let inverse = 255 - UInt32(coverage)
        for i in row.indices {
            row[i] = UInt8(truncatingIfNeeded: c &+ div255(UInt32(row[i]) &* inverse))
        }
    }

    mutating func blendSpan(x: Int, y: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let row = values + y * width + x
        for i in coverage.indices {
            let c = UInt32(coverage[i])
            row[i] = UInt8(truncatingIfNeeded: c &+ div255(UInt32(row[i]) &* (255 &- c)))
        }
    }
}
