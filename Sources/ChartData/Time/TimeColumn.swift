/// The times of one column, read in the form its first time takes. A column
/// whose first time is a bare year ("2019", as yearly statistics give it)
/// holds years, each read as its 1 January; read as Unix seconds they were all
/// within the first three hours of 1970, and the chart was labelled 1/1/70.
/// Any other column reads each time by `parseTime`, so four-digit numbers later
/// in it stay Unix seconds (an elapsed-seconds log that passes 999).
struct TimeColumn {
    private var holdsYears: Bool?

    /// The time in `bytes[range]`; the first call decides the column's form.
    @inline(__always)
    mutating func read(_ bytes: [UInt8], _ range: Range<Int>) -> ParsedTime {
        if holdsYears == false { return parseTime(bytes, range) }
        return readYear(bytes, range)
    }

    /// The first time, or a time in a column of years.
    private mutating func readYear(_ bytes: [UInt8], _ range: Range<Int>) -> ParsedTime {
        let year = Self.year(bytes, range)
        if holdsYears == nil { holdsYears = year != nil }
        guard holdsYears == true else { return parseTime(bytes, range) }
        guard let year, let date = CivilDate(year: year, month: 1, day: 1) else { return .notAYear }
        return .seconds(date.unixSeconds)
    }

    /// The year 1000…9999 written as exactly four digits, else nil.
    private static func year(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        guard range.count == 4, decimalDigit(bytes[range.lowerBound]) != 0 else { return nil }
        var year = 0
        for i in range {
            guard let digit = decimalDigit(bytes[i]) else { return nil }
            year = year * 10 + Int(digit)
        }
        return year
    }
}
