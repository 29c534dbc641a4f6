/// The validators of the fetched-data and playlist options.
extension ValueParsing {
    /// The shortest and longest `--every`: a second (a fetch a second is already
    /// more than any price API allows) and a day.
    static let everyRange = 1.0...86_400.0

    /// `--data-command`: a shell command, not blank; the run's only data source
    /// (the parser refuses it with `--data`).
    static func dataCommand(_ text: String) throws(ValueError) -> [Options.DataSource] {
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw ValueError(reason: "expected a shell command, e.g. 'curl -sf https://…'")
        }
        return [.command(text)]
    }

    /// `--every`: a number and a unit, `s`, `m` or `h` (`30s`, `1.5m`, `1h`), from
    /// 1 s to a day. A bare number is refused rather than taken as seconds: `--every 5`
    /// meant five minutes as often as five seconds.
    static func every(_ text: String) throws(ValueError) -> Double {
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600]
        let example = "expected a number and a unit: 30s, 5m or 1h"
        guard let unit = text.last.flatMap({ units[Character($0.lowercased())] }) else {
            throw ValueError(reason: decimal(text) == nil ? example : "add a unit: \(text)s, \(text)m or \(text)h")
        }
        guard let number = decimal(String(text.dropLast())) else { throw ValueError(reason: example) }
        let seconds = number * unit
        guard seconds > 0 else { throw ValueError(reason: number == 0 ? "must be more than zero" : "must not be negative") }
        guard seconds >= everyRange.lowerBound else { throw ValueError(reason: "must be at least 1s") }
        guard seconds <= everyRange.upperBound else { throw ValueError(reason: "must be at most 24h") }
        return seconds
    }

    /// `--coin`: `all`, or ids separated by commas, none empty or given twice. An id
    /// names a file through `{id}`, so it must be a file name: no `/`, not `.` or `..`.
    static func coins(_ text: String) throws(ValueError) -> Options.Coins {
        if text == "all" { return .all }
        let ids = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !ids.contains(where: \.isEmpty) else {
            throw ValueError(reason: "expected a coin id, or ids separated by commas, e.g. bitcoin,ethereum, or all")
        }
        if let bad = ids.first(where: { !Options.isFileNameSafe($0) }) {
            throw ValueError(reason: "'\(bad)' cannot name a file for {id}; coin ids have no '/'")
        }
        var seen: Set<String> = []
        if let twice = ids.first(where: { !seen.insert($0.lowercased()).inserted }) {
            throw ValueError(reason: "\(twice) is listed twice")
        }
        return .listed(ids)
    }
}
