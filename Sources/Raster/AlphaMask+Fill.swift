extension AlphaMask {
    /// Adds the coverage of `path` to the mask, source-over on alpha
    /// (`m' = c + m·(1 − c)`), with the same rasterizer and conventions as
    /// `Pixmap.fill(_:with:rule:transform:clip:)`.
    public mutating func fill(
        _ path: Path, rule: FillRule = .nonZero, transform: Transform = .identity, clip: PixelRect? = nil
    ) {
        let region = clip?.intersection(bounds) ?? bounds
        let source = CoverageRasterizer(path: path, transform: transform, clip: region, rule: rule)
        let width = self.width
        withUnsafeMutableBytes { raw in
            var sink = MaskBlitter(values: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), width: width)
            source.emit(into: &sink)
        }
    }
}
