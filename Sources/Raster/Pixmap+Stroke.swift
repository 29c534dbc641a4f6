extension Pixmap {
    /// Strokes `path` with `paint`: the outline of `style` (built in the path's
    /// units, within 0.1 px after `transform`) filled with the non-zero rule, so
    /// a translucent stroke that overlaps itself is painted once. The width is in
    /// the path's units too: `transform` scales it with the path, as in SVG.
    public mutating func stroke(
        _ path: Path, with paint: Paint, style: StrokeStyle, transform: Transform = .identity, clip: PixelRect? = nil
    ) {
        fill(
            path.strokeOutline(style, transform: transform), with: paint, rule: .nonZero, transform: transform,
            clip: clip)
    }
}
