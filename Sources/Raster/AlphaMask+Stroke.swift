extension AlphaMask {
    /// Adds the coverage of `path` stroked with `style` to the mask, with the
    /// conventions of `Pixmap.stroke(_:with:style:transform:clip:)`.
    public mutating func stroke(
        _ path: Path, style: StrokeStyle, transform: Transform = .identity, clip: PixelRect? = nil
    ) {
        fill(path.strokeOutline(style, transform: transform), rule: .nonZero, transform: transform, clip: clip)
    }
}
