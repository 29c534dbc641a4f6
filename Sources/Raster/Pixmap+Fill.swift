extension Pixmap {
    /// Fills `path` with `paint`: anti-aliased by exact covered area, composited
    /// source-over. `transform` maps the path (and the paint's gradient points)
    /// to pixels; curves are flattened after it, to 0.1 px. Only pixels inside
    /// `clip` (and the pixmap) change. Open subpaths are filled as if closed.
    public mutating func fill(
        _ path: Path, with paint: Paint, rule: FillRule = .nonZero, transform: Transform = .identity,
        clip: PixelRect? = nil
    ) {
        let region = clip?.intersection(bounds) ?? bounds
        composite(
            CoverageRasterizer(path: path, transform: transform, clip: region, rule: rule), with: paint,
            transform: transform)
    }

    /// Fills an axis-aligned rectangle (pixel coordinates) with `paint`: the fast
    /// path, with exact coverage at fractional edges and opaque interiors written
    /// as whole words.
    public mutating func fill(_ rect: Rect, with paint: Paint, clip: PixelRect? = nil) {
        let region = clip?.intersection(bounds) ?? bounds
        composite(RectCoverage(rect, clip: region), with: paint, transform: .identity)
    }

    /// Paints through a coverage mask: each mask value is the coverage of the
    /// pixel it lands on, with the mask's top-left corner at `origin`. Used for
    /// glyphs and blurred layers. A gradient paint is in pixel coordinates.
    public mutating func draw(_ mask: AlphaMask, at origin: (x: Int, y: Int), with paint: Paint, clip: PixelRect? = nil)
    {
        let region = clip?.intersection(bounds) ?? bounds
        composite(MaskCoverage(mask, at: origin, clip: region), with: paint, transform: .identity)
    }

    /// Sends the spans of `source` through the blitter for `paint`'s shader
    /// (internal: text draws its glyph run through it too).
    mutating func composite<Source: CoverageSource>(_ source: Source, with paint: Paint, transform: Transform) {
        let width = self.width
        let opacity = paint.clampedOpacity
        switch paint.shader {
        case .solid(let color):
            let premultiplied = color.withAlpha(opacity).premultiplied
            guard premultiplied.alpha > 0 else { return }
            withUnsafeMutableBytes { raw in
                raw.withMemoryRebound(to: UInt32.self) { words in
                    var sink = SolidBlitter(pixels: words.baseAddress!, width: width, color: premultiplied)
                    source.emit(into: &sink)
                }
            }
        case .linearGradient(let gradient):
            guard opacity > 0, !gradient.stops.isEmpty else { return }
            let shader = GradientShader(gradient, opacity: opacity, transform: transform)
            withUnsafeMutableBytes { raw in
                raw.withMemoryRebound(to: UInt32.self) { words in
                    var sink = GradientBlitter(pixels: words.baseAddress!, width: width, shader: shader)
                    source.emit(into: &sink)
                }
            }
        }
    }
}
