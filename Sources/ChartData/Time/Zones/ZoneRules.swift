// Time zones without Foundation or libc's localtime: the zone's rules are read
// from the system's zoneinfo (TZif, RFC 8536) and applied here, so the labels
// of a chart do not depend on the TZ of the process that draws it.
//
// A TZif file lists the instants at which the zone's offset changed (to 2037 in
// Debian's "fat" files) and, in its footer, a POSIX TZ rule for the times after
// them (`PosixZoneRule`). An offset is looked up by binary search; before the
// first change the first type holds. Leap-second records (the "right/" zones)
// are read past and not applied: the data's times are POSIX times, which have none.

/// The UTC offset a zone keeps at each instant.
public struct ZoneRules: Hashable, Sendable {
    enum Rules: Hashable, Sendable {
        case fixed(ZoneOffset)
        case posix(PosixZoneRule)
        /// The changes of a TZif file and the rule after them.
        case table(TransitionTable)
    }

    /// What the user called the zone ("Europe/Berlin", "UTC", the TZ of `local`).
    public let name: String
    let rules: Rules

    init(name: String, rules: Rules) {
        self.name = name
        self.rules = rules
    }

    /// UTC, which rasterchart reads and labels times in unless told otherwise.
    public static let utc = ZoneRules(name: "UTC", rules: .fixed(.utc))

    /// A zone that keeps `seconds` east of UTC for ever, named as tzdata names
    /// such zones ("-04", "+0530").
    public static func fixed(seconds: Int) -> ZoneRules {
        let offset = ZoneOffset(fixedSeconds: seconds)
        return ZoneRules(name: offset.abbreviation, rules: .fixed(offset))
    }

    /// The offset in force at the Unix time `time`.
    public func offset(at time: Int64) -> ZoneOffset {
        switch rules {
        case .fixed(let offset): offset
        case .posix(let rule): rule.offset(at: time)
        case .table(let table): table.offset(at: time)
        }
    }

    /// The wall clock of this zone at the Unix time `time`.
    public func localTime(at time: Int64) -> LocalTime {
        LocalTime(unixSeconds: time, offset: offset(at: time))
    }
}

/// The offset changes of a TZif file, oldest first, and the rule for the times after them.
struct TransitionTable: Hashable, Sendable {
    /// The Unix times of the changes, ascending.
    var times: [Int64]
    /// The offset each change brings in (an index into `types`).
    var typeIndices: [Int]
    /// Never empty.
    var types: [ZoneOffset]
    var footer: PosixZoneRule?

    func offset(at time: Int64) -> ZoneOffset {
        guard let last = times.last else { return footer?.offset(at: time) ?? types[0] }
        if time >= last, let footer { return footer.offset(at: time) }
        // The number of changes at or before `time`.
        var (low, high) = (0, times.count)
        while low < high {
            let middle = (low + high) / 2
            if times[middle] <= time { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? types[0] : types[typeIndices[low - 1]]
    }
}
