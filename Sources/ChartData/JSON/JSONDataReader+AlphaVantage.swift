extension JSONDataReader {
    /// Alpha Vantage's time series (`TIME_SERIES_DAILY`, `…_INTRADAY`, weekly,
    /// monthly, adjusted), `{"2024-01-03": {"1. open": "…", …, "4. close":
    /// "184.25", …}, …}`, newest first: each date's "4. close" at the date read
    /// from its key (ISO text, with a time of day when intraday).
    mutating func alphaVantageSeries(into collector: inout PriceCollector, missing: inout MissingValues) throws(LocatedProblem) {
        let closeKey = "4. close"
        /// A date twice is a duplicate key; only the one before need be kept, as
        /// dates out of order are refused (`PriceCollector`).
        var previous: String?
        try scanner.beginObject()
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            let keyStart = scanner.keyOffset
            guard key != previous else { throw scanner.fail(.duplicateKey(key), at: keyStart) }
            previous = key
            let bytes = Array(key.utf8)
            let parsed = times.read(bytes, 0..<bytes.count)
            guard case .seconds(let time) = parsed else { throw scanner.fail(parsed.problem(key), at: keyStart) }
            scanner.skipWhitespace()
            let bar = scanner
            guard let close = try scanner.member(closeKey) else { throw bar.fail(.missingKey(closeKey)) }
            let afterBar = scanner
            scanner = close
            let value: Double? = try scanner.skipNull() ? nil : number(for: closeKey)
            scanner = afterBar
            guard let value else {
                missing.add(line: nil)
                continue
            }
            // An intraday key's time of day is the zone's wall clock ("2024-01-03 16:00:00").
            var instant = time, offset = times.offset
            if let seriesZone, offset == nil, bytes.count > 10 {
                (instant, offset) = Self.instant(ofWallClock: time, in: seriesZone)
            }
            if let problem = collector.append(value, time: instant, offset: offset) {
                throw scanner.fail(problem, at: keyStart)
            }
        }
    }

    /// Reads the zone Alpha Vantage's "Meta Data" names under its "… Time Zone"
    /// key ("US/Eastern"), for the intraday times that follow. A zone this
    /// machine's zoneinfo lacks leaves them read as UTC, with a warning.
    mutating func alphaVantageMeta() throws(LocatedProblem) {
        try scanner.beginObject()
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            guard key.hasSuffix("Time Zone"), try scanner.peekKind() == .string else {
                try scanner.skipValue()
                continue
            }
            let name = try scanner.readString()
            seriesZone = Self.zone(named: name)
            if seriesZone == nil {
                warnings.append(
                    DataWarning(source: source, message: "time zone \(quoted(name)) is not in this machine's zoneinfo; times of day read as UTC"))
            }
        }
    }

    /// The zone `name`, or the zone a legacy US name links to: Debian 13 moved
    /// links such as US/Eastern, which Alpha Vantage writes, to `tzdata-legacy`.
    static func zone(named name: String, directory: String = ZoneRules.defaultDirectory) -> ZoneRules? {
        let links = [
            "US/Eastern": "America/New_York", "US/Central": "America/Chicago", "US/Mountain": "America/Denver",
            "US/Pacific": "America/Los_Angeles", "US/Alaska": "America/Anchorage", "US/Hawaii": "Pacific/Honolulu",
            "US/Arizona": "America/Phoenix",
        ]
        for candidate in [name, links[name]].compactMap(\.self) {
            if let rules = try? ZoneRules.named(candidate, directory: directory) { return rules }
        }
        return nil
    }

    /// The instant at which `zone`'s clocks show `wallClock` (seconds as if
    /// UTC), and the zone's offset then. In a clock change's gap or overlap the
    /// offset after the change is taken, as a second look at the offset settles.
    static func instant(ofWallClock wallClock: Int64, in zone: ZoneRules) -> (Int64, Int?) {
        var offset = zone.offset(at: wallClock).seconds
        let settled = zone.offset(at: wallClock - Int64(offset)).seconds
        if settled != offset { offset = settled }
        return (wallClock - Int64(offset), offset)
    }
}
