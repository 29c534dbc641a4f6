import Chart
import ChartData
import Glibc
import RasterchartCLI

/// The chart's text (`ChartText`) from the options and the environment: the
/// zone `--tz` names, looked up in the system's zoneinfo (`TZDIR` when set, as
/// for glibc; `local` reads `TZ`, else /etc/localtime), and the time a caption
/// shows when the data has none.
enum ChartTextOptions {
    static func chartText(_ options: Options) throws -> ChartText {
        ChartText(
            title: options.title, showsSummary: options.showsSummary, caption: options.caption,
            zone: try options.zone.map(zoneRules), dateFormat: options.dateFormat, values: options.values,
            timeWithoutData: options.caption == nil ? 0 : try timeWithoutData())
    }

    /// The zone `--tz` names; an unknown one is a usage error that names it.
    static func zoneRules(_ zone: Options.Zone) throws -> ZoneRules {
        let directory = environment("TZDIR").flatMap { $0.isEmpty ? nil : $0 } ?? ZoneRules.defaultDirectory
        do throws(ZoneError) {
            switch zone {
            case .utc: return .utc
            case .local: return try ZoneRules.local(tz: environment("TZ"), directory: directory)
            case .named(let name): return try ZoneRules.named(name, directory: directory)
            }
        } catch {
            throw UsageProblem(zoneMessage(zone, error, directory: directory))
        }
    }

    private static func zoneMessage(_ zone: Options.Zone, _ error: ZoneError, directory: String) -> String {
        let value = if case .named(let name) = zone { name } else { "local" }
        let reason: String
        switch error {
        case .unknown(let name) where zone == .local:
            reason = "TZ names \(quoted(name)), which is no zone in \(directory) and no TZ rule"
        case .unknown, .invalidName:
            let hint = zoneSuggestion(for: value, directory: directory).map { "did you mean '\($0)'? " } ?? ""
            reason = "\(hint)no such zone in \(directory) (e.g. Europe/Berlin, America/New_York, UTC, local)"
        case .notTZif:
            reason = "the zone's file is no TZif data (is tzdata installed?)"
        case .unreadable(let path):
            reason = "cannot read \(path)"
        }
        return "invalid value '\(value)' for --tz: \(reason)"
    }

    /// The zone whose name differs from `name` only in case, or is a likely typo
    /// of it, among those tzdata's index lists.
    private static func zoneSuggestion(for name: String, directory: String) -> String? {
        let names = ZoneRules.knownNames(directory: directory)
        if let sameLetters = names.first(where: { $0.lowercased() == name.lowercased() }) { return sameLetters }
        return suggestion(for: name, among: names)
    }

    /// The Unix time a caption shows when the data has none: `SOURCE_DATE_EPOCH`
    /// when it is set (reproducible builds), else now.
    static func timeWithoutData() throws -> Int64 {
        guard let text = environment("SOURCE_DATE_EPOCH") else { return Int64(time(nil)) }
        guard let seconds = Int64(text), seconds >= 0 else {
            throw UsageProblem(
                "SOURCE_DATE_EPOCH=\(quoted(text)) is not a number of seconds since 1970; set it to one, e.g. 1700000000, or unset it")
        }
        return seconds
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    private static func quoted(_ text: String) -> String { "\"\(text)\"" }
}
