/// Which height of a line of text sits on the y coordinate it is drawn at.
public enum TextAnchor: Hashable, Sendable {
    /// The font's ascent line: the text hangs below the point. Accented capitals
    /// (`À`, `Ö`) rise above it, by 2 px at 24 px: DejaVu's ascent leaves them out.
    case top
    /// Half the cap height above the baseline: capitals and digits are centred
    /// on the point. This is what the charts mean by "vertically centred".
    case middle
    /// The baseline.
    case baseline
    /// The font's descent line: the text, descenders included, stands on the point.
    case bottom
}
