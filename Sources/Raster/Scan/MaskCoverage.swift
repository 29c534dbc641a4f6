/// An `AlphaMask` placed on the target, as coverage: each row of the mask that
/// lands inside the clip is one span.
struct MaskCoverage: CoverageSource {
    private let mask: AlphaMask
    private let originX: Int
    private let originY: Int
    /// The target pixels the mask covers, within the clip.
    private let area: PixelRect

    init(_ mask: AlphaMask, at origin: (x: Int, y: Int), clip: PixelRect) {
        self.mask = mask
        // Clamp the origin so that `origin + size` cannot overflow.
        let limit = 1 << 40
        originX = max(-limit, min(limit, origin.x))
        originY = max(-limit, min(limit, origin.y))
        area = PixelRect(x: originX, y: originY, width: mask.width, height: mask.height).intersection(clip)
    }

    func emit<Sink: CoverageSink>(into sink: inout Sink) {
        guard !area.isEmpty else { return }
        let width = mask.width
        mask.withUnsafeBytes { raw in
            let values = raw.bindMemory(to: UInt8.self)
            for y in area.minY..<area.maxY {
                let start = (y - originY) * width + (area.minX - originX)
                sink.blendSpan(
                    x: area.minX, y: y, coverage: UnsafeBufferPointer(rebasing: values[start..<(start + area.width)]))
            }
        }
    }
}
