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
}
