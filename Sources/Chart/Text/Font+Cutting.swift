import Raster

extension Font {
    /// `text`, or its longest start followed by "…" that is at most `width` wide
    /// ("" when not even "…" is; spaces before the "…" go).
    func cut(_ text: String, toWidth width: Double) -> String {
        guard self.width(of: text) > width else { return text }
        var kept = Substring(text)
        while kept.popLast() != nil {
            while kept.last?.isWhitespace == true { kept.removeLast() }
            let shortened = String(kept) + "…"
            if self.width(of: shortened) <= width { return shortened }
        }
        return ""
    }

    /// The largest font of `weight`, from `size` pixels down to the smallest baked
    /// size, in which every one of `texts` is at most `room` wide; the smallest
    /// when none is. Labels that would not fit shrink rather than overlap.
    static func largest(
        fitting texts: [String], into room: Double, from size: Double, weight: Weight = .regular
    ) -> Font {
        var font = Font(size: size, weight: weight)
        while texts.contains(where: { font.width(of: $0) > room }), let smaller = font.nextSmaller {
            font = smaller
        }
        return font
    }
}
