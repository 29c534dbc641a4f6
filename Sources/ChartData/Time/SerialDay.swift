/// A spreadsheet serial date, as a date column formatted as "General" exports
/// it: days since 1899-12-30 (Excel's 1900 date system, which Google Sheets and
/// LibreOffice share), the fraction the time of day ("45292" is 2024-01-01,
/// "45292.5" its noon; a decimal comma too).
///
/// Only 61…109574 (1900-03-01 … 2199-12-31): below 61 Excel counts from a
/// 29 February 1900 that never was, and six-digit numbers from 190001 on are
/// rather months written YYYYMM than dates of the 2420s; the band ends where
/// ISO's basic `YYYYMMDD` dates do.
struct SerialDay {
    static let band = 61...109_574

    let unixSeconds: Int64

    /// The serial day in `bytes[range]`: digits, and optionally a decimal point
    /// or comma and digits; nil for anything else or outside `band`.
    init?(_ bytes: [UInt8], _ range: Range<Int>) {
        var text = DateCursor(bytes: bytes, position: range.lowerBound, end: range.upperBound)
        guard let day = text.number(upTo: 6), Self.band.contains(day.value) else { return nil }
        var fraction = 0.0
        if text.skip(".") || text.skip(",") {
            // Seventeen digits are more than a double holds; later ones change no second.
            guard let digits = text.number(upTo: 17) else { return nil }
            while text.number(upTo: 1) != nil {}
            fraction = Double(digits.value) / Self.power(digits.digits)
        }
        guard text.isAtEnd else { return nil }
        // To the nearest second: a day's fractions (1/24) are no binary fractions.
        let secondsOfDay = Int64((fraction * 86_400).rounded())
        unixSeconds = Int64(day.value - 25_569) * 86_400 + secondsOfDay
    }

    /// 10 to the power `digits`.
    private static func power(_ digits: Int) -> Double {
        var power = 1.0
        for _ in 0..<digits { power *= 10 }
        return power
    }
}
