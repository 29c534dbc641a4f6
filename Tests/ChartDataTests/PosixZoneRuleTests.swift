import Testing

@testable import ChartData

/// TZ rule strings, as TZif footers and the TZ variable hold them.
@Suite struct PosixZoneRuleTests {
    func wall(_ rule: String, _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> String? {
        guard let rule = PosixZoneRule(rule) else { return nil }
        let time = ZoneRulesTests.utc(year, month, day, hour, minute)
        return ZoneRulesTests.clock.text(for: ZoneRules(name: "x", rules: .posix(rule)).localTime(at: time))
    }

    @Test func readsEachForm() {
        // Israel: the Friday before the last Sunday of March at 26:00, i.e. Friday 02:00.
        #expect(wall("IST-2IDT,M3.4.4/26,M10.5.0", 2024, 3, 29, 0, 0) == "2024-03-29 03:00:00 IDT")
        #expect(wall("IST-2IDT,M3.4.4/26,M10.5.0", 2024, 3, 28, 23, 59) == "2024-03-29 01:59:00 IST")
        // Greenland: changes at −1:00 and 0:00 local, the day before by the calendar.
        // (The last Sunday of March 2024 is the 31st; −1:00 on it is 23:00 on the 30th.)
        #expect(wall("<-02>2<-01>,M3.5.0/-1,M10.5.0/0", 2024, 3, 31, 1, 0) == "2024-03-31 00:00:00 -01")
        #expect(wall("<-02>2<-01>,M3.5.0/-1,M10.5.0/0", 2024, 3, 31, 0, 59) == "2024-03-30 22:59:00 -02")
        // Southern hemisphere: daylight time across the new year.
        #expect(wall("AEST-10AEDT,M10.1.0,M4.1.0/3", 2024, 1, 1, 0, 0) == "2024-01-01 11:00:00 AEDT")
        #expect(wall("AEST-10AEDT,M10.1.0,M4.1.0/3", 2024, 6, 1, 0, 0) == "2024-06-01 10:00:00 AEST")
        // Daylight time all year.
        #expect(wall("EST5EDT,0/0,J365/25", 2024, 7, 1, 0, 0) == "2024-06-30 20:00:00 EDT")
        #expect(wall("EST5EDT,0/0,J365/25", 2024, 12, 31, 23, 0) == "2024-12-31 19:00:00 EDT")
        // Julian days skip February 29; zero-based days count it.
        #expect(wall("AAA0BBB,J60/0,J300/0", 2024, 3, 1, 0, 0) == "2024-03-01 01:00:00 BBB")
        #expect(wall("AAA0BBB,J60/0,J300/0", 2024, 2, 29, 23, 59) == "2024-02-29 23:59:00 AAA")
        #expect(wall("AAA0BBB,59/0,300/0", 2024, 2, 29, 0, 0) == "2024-02-29 01:00:00 BBB")
        // No dates: the US rule; an explicit daylight offset; half hours; no daylight time.
        #expect(wall("EST5EDT", 2024, 3, 10, 7, 0) == "2024-03-10 03:00:00 EDT")
        #expect(wall("LHST-10:30LHDT-11,M10.1.0,M4.1.0", 2024, 1, 1, 0, 0) == "2024-01-01 11:00:00 LHDT")
        #expect(wall("<+0530>-5:30", 2024, 1, 1, 0, 0) == "2024-01-01 05:30:00 +0530")
        #expect(wall("UTC0", 2024, 1, 1, 0, 0) == "2024-01-01 00:00:00 UTC")
    }

    @Test(arguments: [
        "", "U", "UT0", "UTC", "UTC+25", "<AB>0", "<ABC0", "EST5EDT,M3.2.0", "EST5EDT,M13.1.0,M11.1.0",
        "EST5EDT,M3.6.0,M11.1.0", "EST5EDT,M3.2.7,M11.1.0", "EST5EDT,J0,J100", "EST5EDT,366,100", "EST5EDT,M3.2.0/168,M11.1.0",
        "EST5EDT,M3.2.0,M11.1.0,", "EST5:60", "EST5EDT4:00:60,M3.2.0,M11.1.0", "1EST5",
    ])
    func refusesWhatIsNoRule(text: String) {
        #expect(PosixZoneRule(text) == nil)
    }
}
