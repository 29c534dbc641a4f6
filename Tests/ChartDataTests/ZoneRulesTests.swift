import Testing

@testable import ChartData
import TestSupport

/// Zones read from the system's zoneinfo (Debian's tzdata, which `.ci/setup`
/// installs): offsets and abbreviations on both sides of each change of the
/// clocks, in the table and past it (the footer's rule).
@Suite struct ZoneRulesTests {
    /// The Unix time of a UTC wall clock.
    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int = 0) -> Int64 {
        (CivilDate(year: year, month: month, day: day)?.unixSeconds ?? 0) + Int64(hour * 3600 + minute * 60 + second)
    }

    static let clock = (try? TimePattern("%Y-%m-%d %H:%M:%S %Z")) ?? .shortDate

    func wall(_ zone: ZoneRules, _ time: Int64) -> String {
        Self.clock.text(for: zone.localTime(at: time))
    }

    /// Spring forward: Berlin's 02:00 CET is 03:00 CEST, the hour between never shows.
    @Test func berlinGap() throws {
        let berlin = try ZoneRules.named("Europe/Berlin")
        #expect(wall(berlin, Self.utc(2024, 3, 31, 0, 59, 59)) == "2024-03-31 01:59:59 CET")
        #expect(wall(berlin, Self.utc(2024, 3, 31, 1, 0)) == "2024-03-31 03:00:00 CEST")
        #expect(berlin.offset(at: Self.utc(2024, 3, 31, 1, 0)).isDaylightSaving)
        #expect(berlin.offset(at: Self.utc(2024, 3, 31, 0, 59, 59)).seconds == 3600)
    }

    /// Fall back: Berlin shows 02:00–02:59 twice, first in CEST, then in CET.
    @Test func berlinOverlap() throws {
        let berlin = try ZoneRules.named("Europe/Berlin")
        #expect(wall(berlin, Self.utc(2024, 10, 27, 0, 30)) == "2024-10-27 02:30:00 CEST")
        #expect(wall(berlin, Self.utc(2024, 10, 27, 0, 59, 59)) == "2024-10-27 02:59:59 CEST")
        #expect(wall(berlin, Self.utc(2024, 10, 27, 1, 0)) == "2024-10-27 02:00:00 CET")
        #expect(wall(berlin, Self.utc(2024, 10, 27, 1, 30)) == "2024-10-27 02:30:00 CET")
    }

    /// New York, west of Greenwich: the gap and the overlap at its own 02:00.
    @Test func newYorkGapAndOverlap() throws {
        let newYork = try ZoneRules.named("America/New_York")
        #expect(wall(newYork, Self.utc(2024, 3, 10, 6, 59, 59)) == "2024-03-10 01:59:59 EST")
        #expect(wall(newYork, Self.utc(2024, 3, 10, 7, 0)) == "2024-03-10 03:00:00 EDT")
        #expect(wall(newYork, Self.utc(2024, 11, 3, 5, 30)) == "2024-11-03 01:30:00 EDT")
        #expect(wall(newYork, Self.utc(2024, 11, 3, 6, 0)) == "2024-11-03 01:00:00 EST")
        #expect(wall(newYork, Self.utc(2024, 11, 3, 6, 30)) == "2024-11-03 01:30:00 EST")
        // A date across the day's edge: 03:00 UTC is the evening before.
        #expect(wall(newYork, Self.utc(2024, 1, 2, 3, 0)) == "2024-01-01 22:00:00 EST")
    }

    /// Past Debian's table (2037) the footer's rule decides, in both directions.
    @Test func pastTheTableTheFooterRules() throws {
        let berlin = try ZoneRules.named("Europe/Berlin")
        #expect(wall(berlin, Self.utc(2040, 3, 25, 0, 59, 59)) == "2040-03-25 01:59:59 CET")
        #expect(wall(berlin, Self.utc(2040, 3, 25, 1, 0)) == "2040-03-25 03:00:00 CEST")
        #expect(wall(berlin, Self.utc(2040, 10, 28, 1, 0)) == "2040-10-28 02:00:00 CET")
        let newYork = try ZoneRules.named("America/New_York")
        #expect(wall(newYork, Self.utc(2099, 3, 8, 7, 0)) == "2099-03-08 03:00:00 EDT")
        #expect(wall(newYork, Self.utc(2099, 11, 1, 6, 0)) == "2099-11-01 01:00:00 EST")
        let sydney = try ZoneRules.named("Australia/Sydney")
        #expect(wall(sydney, Self.utc(2050, 1, 1, 0, 0)) == "2050-01-01 11:00:00 AEDT")
        #expect(wall(sydney, Self.utc(2050, 7, 1, 0, 0)) == "2050-07-01 10:00:00 AEST")
    }

    /// Before its first change a zone keeps its first type: Berlin's local mean time.
    @Test func beforeTheTableTheFirstTypeHolds() throws {
        let berlin = try ZoneRules.named("Europe/Berlin")
        #expect(berlin.offset(at: Self.utc(1800, 1, 1, 0, 0)).seconds == 3208)
        #expect(wall(berlin, Self.utc(1800, 1, 1, 0, 0)) == "1800-01-01 00:53:28 LMT")
    }

    /// Every change of the clocks from 1900 to 2100 in zones of many kinds, as
    /// glibc's `zdump -v` lists them: the second before and the second of each,
    /// with offset, abbreviation and daylight-saving flag. An independent reader
    /// of the same files, and past 2037 of the same footers.
    @Test(arguments: [
        "Europe/Berlin", "America/New_York", "Australia/Sydney", "Asia/Jerusalem", "America/Nuuk",
        "Europe/Dublin", "Asia/Kolkata", "Pacific/Chatham", "America/Sao_Paulo", "Africa/Casablanca",
        "Antarctica/Troll", "Pacific/Apia", "Europe/London",
    ])
    func matchesZdump(zone name: String) throws {
        let zone = try ZoneRules.named(name)
        let lines = try Zdump.transitions(of: name, from: 1900, to: 2100)
        #expect(lines.count > 2, "zdump listed nothing for \(name)")
        for line in lines {
            let offset = zone.offset(at: line.time)
            guard offset.seconds == line.offset, offset.abbreviation == line.abbreviation,
                offset.isDaylightSaving == line.isDaylightSaving
            else {
                Issue.record("\(name) at \(line.time): \(offset), zdump: \(line)")
                return
            }
        }
    }

    @Test func utcAndFixedOffsetsNeedNoFile() throws {
        #expect(try ZoneRules.named("UTC", directory: "/nonexistent") == .utc)
        #expect(ZoneRules.fixed(seconds: -14_400).offset(at: 0).abbreviation == "-04")
        #expect(ZoneRules.fixed(seconds: 19_800).offset(at: 0).abbreviation == "+0530")
        #expect(ZoneRules.fixed(seconds: 0).offset(at: 0).abbreviation == "UTC")
        #expect(ZoneRules.fixed(seconds: -3_723).offset(at: 0).abbreviation == "-010203")
    }

    @Test func unknownAndMalformedNamesAreRefused() {
        #expect(throws: ZoneError.unknown("Europe/Berlinn")) { try ZoneRules.named("Europe/Berlinn") }
        #expect(throws: ZoneError.unknown("America")) { try ZoneRules.named("America") }
        for name in ["", "/etc/passwd", "../etc/passwd", "Europe/../../etc/passwd", "Europe//Berlin", "Europe/Berlin/",
            "Europe/Ber lin", "Europe/Bérlin", ".", "a\0b"]
        {
            #expect(throws: ZoneError.invalidName(name)) { try ZoneRules.named(name) }
        }
        // A file that is no TZif data.
        #expect(throws: ZoneError.notTZif) { try ZoneRules.named("zone.tab") }
    }

    /// `local`: TZ as glibc reads it, else /etc/localtime.
    @Test func localFollowsTZ() throws {
        #expect(try ZoneRules.local(tz: "") == .utc)
        #expect(try ZoneRules.local(tz: ":Europe/Berlin").offset(at: Self.utc(2024, 7, 1, 0, 0)).abbreviation == "CEST")
        #expect(try ZoneRules.local(tz: "Europe/Berlin").offset(at: Self.utc(2024, 1, 1, 0, 0)).abbreviation == "CET")
        #expect(
            try ZoneRules.local(tz: "/usr/share/zoneinfo/Asia/Tokyo").offset(at: 0) == ZoneOffset(seconds: 32_400, abbreviation: "JST"))
        let rule = try ZoneRules.local(tz: "CET-1CEST,M3.5.0,M10.5.0/3")
        #expect(wall(rule, Self.utc(2024, 3, 31, 1, 0)) == "2024-03-31 03:00:00 CEST")
        #expect(wall(rule, Self.utc(2024, 10, 27, 1, 0)) == "2024-10-27 02:00:00 CET")
        #expect(throws: ZoneError.unknown("Mars/Olympus")) { try ZoneRules.local(tz: "Mars/Olympus") }
        #expect(throws: ZoneError.unknown("Nowhere")) { try ZoneRules.local(tz: ":Nowhere") }
        let here = try ZoneRules.local(tz: nil, localtime: "/usr/share/zoneinfo/America/New_York")
        #expect(here.offset(at: Self.utc(2024, 1, 1, 0, 0)).abbreviation == "EST")
        #expect(throws: ZoneError.unknown("/nonexistent")) { try ZoneRules.local(tz: nil, localtime: "/nonexistent") }
    }

    /// Bytes that are no TZif file, or one cut short anywhere, throw; none traps.
    @Test func truncatedAndCorruptFilesThrow() throws {
        let berlin = try DataInput(path: ZoneRules.defaultDirectory + "/Europe/Berlin").bytes
        for length in stride(from: 0, to: berlin.count, by: 7) {
            #expect(throws: ZoneError.notTZif) { try ZoneRules(name: "x", tzif: Array(berlin.prefix(length))) }
        }
        var random = SeededRandom(seed: 24)
        for _ in 0..<2_000 {
            var bytes = berlin
            for _ in 0..<4 { bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next()) }
            if let zone = try? ZoneRules(name: "x", tzif: bytes) {
                _ = zone.offset(at: Int64(bitPattern: random.next()))
            }
        }
    }
}
