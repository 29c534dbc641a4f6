/// How a value marks its fraction: "1.5" and "1,234.5" with a point, "1,5" and
/// "1.234,5" with a comma. One file must keep to one (`DecimalMarks`).
public enum DecimalMark: Hashable, Sendable {
    case point
    case comma
}

/// The first value of a file that showed its decimal mark, so that a value with
/// the other mark is refused: in a file of decimal commas "1.234" is a
/// thousand, which the plain grammar would read as 1.234 without a word.
struct DecimalMarks {
    /// The first such value's mark, line and bytes (kept apart: the check on
    /// every row reads only the mark).
    private(set) var mark: DecimalMark?
    private(set) var line = 0
    private(set) var range = 0..<0

    /// Whether `mark` agrees with the first value's; the first value sets it.
    mutating func accept(_ mark: DecimalMark, line: Int, range: Range<Int>) -> Bool {
        if let first = self.mark { return mark == first }
        (self.mark, self.line, self.range) = (mark, line, range)
        return true
    }
}
