extension NumberFormatting {
    /// With thousands separated by commas and `decimals` (0…8) after the point:
    /// "43,549.06". Under 0.1, `decimals + 1` significant digits, and under 0.001
    /// and from 10¹⁵ up scientific, as `abbreviated` writes them; where a value's
    /// whole digits and the decimals pass 18 digits, fewer decimals (past 17
    /// significant digits a double holds none).
    public static func grouped(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        let magnitude = abs(value)
        if magnitude > 0, magnitude < 0.001 || magnitude >= 1e15 { return scientific(value, decimals: decimals) }
        if magnitude > 0, magnitude < 0.1 {
            return fixed(value, decimals: significantDecimals(magnitude, digits: decimals + 1))
        }
        var places = decimals
        while places > 0, magnitude >= 1e18 / powerOfTen(places) { places -= 1 }
        return separatingThousands(fixed(value, decimals: places))
    }

    /// `text`, a fixed-point number, with a comma before each group of three whole digits.
    public static func separatingThousands(_ text: String) -> String {
        let sign = text.hasPrefix("-") ? "-" : ""
        let unsigned = text.dropFirst(sign.count)
        let whole = unsigned.prefix { $0 != "." }
        guard whole.count > 3 else { return text }
        var grouped = ""
        for (i, digit) in whole.enumerated() {
            if i > 0, (whole.count - i) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return sign + grouped + unsigned.dropFirst(whole.count)
    }
}
