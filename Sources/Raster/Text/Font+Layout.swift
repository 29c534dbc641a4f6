import RasterFont

/// Line layout shared by measuring and drawing: one glyph per `Character`, pen
/// positions in 1/64 px (26.6 fixed point), kerning between neighbours.
extension Font {
    /// Calls `body` with each glyph and its pen position (1/64 px from the start of
    /// the line), and with whether the character was missing; returns the advance
    /// width of the whole line in 1/64 px.
    func forEachGlyph(in text: String, _ body: (_ glyph: BakedGlyph, _ pen: Int, _ missing: Character?) -> Void) -> Int {
        var pen = 0
        var previous: Int? = nil
        for character in text {
            let found = face.glyphIndex(for: character)
            let index = found ?? face.replacementGlyph
            if let previous { pen += strike.kerning(between: previous, and: index) }
            let glyph = strike.glyphs[index]
            body(glyph, pen, found == nil ? character : nil)
            pen += glyph.advance
            previous = index
        }
        return pen
    }

    /// The line's advance width in 1/64 px and its missing characters (each once).
    func measure(_ text: String) -> (width: Int, missing: [Character]) {
        var missing: [Character] = []
        let width = forEachGlyph(in: text) { _, _, absent in
            if let absent, !missing.contains(absent) { missing.append(absent) }
        }
        return (width, missing)
    }
}
