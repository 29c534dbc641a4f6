#if canImport(Glibc)
import Glibc
#endif

@testable import ChartData

/// glibc's `zdump -v`, the tests' independent reference for zone rules.
enum Zdump {
    /// One line of `zdump -v`: a Unix time and what the zone shows then.
    struct Line: CustomStringConvertible {
        var time: Int64
        var offset: Int
        var abbreviation: String
        var isDaylightSaving: Bool

        var description: String { "\(time): \(offset) \(abbreviation) isdst=\(isDaylightSaving)" }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The lines `zdump -v -c FROM,TO ZONE` prints for the zone's changes (the
    /// second before each and the second of it).
    static func transitions(of zone: String, from: Int, to: Int) throws -> [Line] {
        guard let pipe = popen("zdump -v -c \(from),\(to) '\(zone)'", "r") else { throw Failure(description: "popen failed") }
        defer { pclose(pipe) }
        var lines: [Line] = []
        var buffer = [CChar](repeating: 0, count: 512)
        while fgets(&buffer, Int32(buffer.count), pipe) != nil {
            let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.contains(" = NULL") { continue }
            guard let line = parse(text) else { throw Failure(description: "unexpected zdump line: \(text)") }
            lines.append(line)
        }
        return lines
    }

    /// "Europe/Berlin  Sun Mar 31 00:59:59 2024 UT = Sun Mar 31 01:59:59 2024 CET isdst=0 gmtoff=3600"
    private static func parse(_ text: String) -> Line? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        guard words.count >= 16, words[6] == "UT", let day = Int(words[3]), let year = Int(words[5]),
            let month = months.firstIndex(of: words[2]), let date = CivilDate(year: year, month: month + 1, day: day)
        else { return nil }
        let clock = words[4].split(separator: ":").compactMap { Int($0) }
        guard clock.count == 3, words[14].hasPrefix("isdst="), words[15].hasPrefix("gmtoff="),
            let offset = Int(words[15].dropFirst(7))
        else { return nil }
        return Line(
            time: date.unixSeconds + Int64(clock[0] * 3600 + clock[1] * 60 + clock[2]), offset: offset,
            abbreviation: words[13], isDaylightSaving: words[14] != "isdst=0")
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
