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
        guard
            let start = Self.snapped(point.x - alignment.widthFraction * Double(width) / 64),
            let baseline = Self.snapped(point.y + font.baselineOffset(for: anchor)),
            !target.isEmpty, color.premultiplied.alpha > 0
        else {
            return DrawnText(dirtyRect: .empty, missingCharacters: missing)
        }
        let run = GlyphRun(font: font, text: text, start: start, baseline: baseline, clip: target)
        composite(run, with: Paint(color), transform: .identity)
        return DrawnText(dirtyRect: run.dirtyRect, missingCharacters: missing)
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
