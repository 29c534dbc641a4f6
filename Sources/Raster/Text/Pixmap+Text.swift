import RasterFont

extension Pixmap {
    /// Draws one line of `text` in `font` and `color` (its alpha included).
    ///
    /// `point` is placed by `alignment` (horizontally, on the advance width) and
    /// `anchor` (vertically). The line's start and baseline are then rounded to
    /// whole pixels, and each glyph's origin to the whole pixel nearest its pen
    /// position, so the same string looks the same wherever it is drawn and
    /// glyph images are never resampled. Characters the font lacks are drawn as
    /// the replacement box and listed in the result. Only pixels inside the
    /// pixmap and `clip` change; non-finite or far-off points draw nothing.
    @discardableResult
    public mutating func draw(
        _ text: String, at point: Point, font: Font, color: Color,
        alignment: TextAlignment = .left, anchor: TextAnchor = .baseline, clip: PixelRect? = nil
    ) -> DrawnText {
        let (width, missing) = font.measure(text)
        let target = clip?.intersection(bounds) ?? bounds
        let source = color.premultiplied
        guard
            let start = Self.snapped(point.x - alignment.widthFraction * Double(width) / 64),
            let baseline = Self.snapped(point.y + font.baselineOffset(for: anchor)),
            !target.isEmpty, source.alpha > 0
        else {
            return DrawnText(dirtyRect: .empty, missingCharacters: missing)
        }
        var dirty = PixelRect.empty
        let stride = stride
        font.strike.coverage.withUnsafeBufferPointer { atlas in
            withUnsafeMutableBytes { pixels in
                _ = font.forEachGlyph(in: text) { glyph, pen, _ in
                    let image = PixelRect(
                        x: start + (pen + 32) >> 6 + glyph.left, y: baseline - glyph.top,
                        width: glyph.width, height: glyph.height)
                    let visible = image.intersection(target)
                    guard !visible.isEmpty else { return }
                    blendGlyph(
                        (glyph.offset, glyph.width), imageOrigin: (image.x, image.y), visible: visible,
                        coverage: atlas, color: source, into: pixels, stride: stride)
                    dirty = dirty.union(visible)
                }
            }
        }
        return DrawnText(dirtyRect: dirty, missingCharacters: missing)
    }

    /// `v` rounded to the nearest whole pixel (halves up, the same at every
    /// position), or nil when it is not finite or so far off that nothing could land.
    private static func snapped(_ v: Double) -> Int? {
        guard v.isFinite, abs(v) < 1e9 else { return nil }
        return Int((v + 0.5).rounded(.down))
    }
}

extension Font {
    /// How far below the requested y the baseline lies for `anchor`, in pixels.
    func baselineOffset(for anchor: TextAnchor) -> Double {
        switch anchor {
        case .top: ascent
        case .middle: capHeight / 2
        case .baseline: 0
        case .bottom: -descent
        }
    }
}
