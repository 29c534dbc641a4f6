import Testing

@testable import ChartData

/// The strftime subset of `--date-format` and `--caption`.
@Suite struct TimePatternTests {
    /// 2026-11-23 09:05:07 in Berlin (CET), a Monday.
    static let monday = LocalTime(unixSeconds: 1_795_421_107, offset: ZoneOffset(seconds: 3600, abbreviation: "CET"))

    @Test(arguments: [
        ("%Y-%m-%d %H:%M:%S", "2026-11-23 09:05:07"),
        ("%d.%m.%y", "23.11.26"),
        ("%-m/%-d/%y", "11/23/26"),
        ("%-H:%M", "9:05"),
        ("as of %H:%M %Z", "as of 09:05 CET"),
        ("%a %-d %b %Y", "Mon 23 Nov 2026"),
        ("%A, %B %-d", "Monday, November 23"),
        ("100%% at %S s", "100% at 07 s"),
        ("no fields", "no fields"),
        ("", ""),
        ("%%Y", "%Y"),
        ("€ %Y ✓", "€ 2026 ✓"),
    ])
    func writesFields(pattern: String, text: String) throws {
        #expect(try TimePattern(pattern).text(for: Self.monday) == text)
    }

    @Test func shortDateIsTheLineChartsLabel() throws {
        #expect(TimePattern.shortDate.text(for: Self.monday) == "11/23/26")
        #expect(try TimePattern("%-m/%-d/%y") == .shortDate)
        let cases: [(Int, Int, Int, String)] = [
            (2026, 11, 23, "11/23/26"), (2026, 11, 16, "11/16/26"), (2000, 1, 1, "1/1/00"), (2009, 12, 31, "12/31/09"),
            (1999, 7, 4, "7/4/99"), (0, 3, 5, "3/5/00"), (2005, 1, 2, "1/2/05"),
        ]
        for (y, m, d, label) in cases {
            let date = try #require(CivilDate(year: y, month: m, day: d))
            #expect(TimePattern.shortDate.text(for: LocalTime(midnightOf: date, offset: .utc)) == label)
        }
    }

    @Test(arguments: [
        ("%q", TimePatternError.unknownField("%q")),
        ("at %", .endsInPercent),
        ("%-", .endsInPercent),
        ("%-Z", .unknownField("%-Z")),
        ("%-Y", .unknownField("%-Y")),
        ("%E", .unknownField("%E")),
        ("%é", .unknownField("%é")),
    ])
    func refusesWhatIsNoField(pattern: String, error: TimePatternError) {
        #expect(throws: error) { try TimePattern(pattern) }
    }

    @Test func errorsNameTheFields() {
        #expect(
            TimePatternError.unknownField("%q").description
                == "%q is no field; use %Y %y %m %d %H %M %S %Z %b %B %a %A, %% for a percent sign (%-d, %-H, … drop the leading zero)")
    }

    @Test func weekdaysFollowTheCalendar() {
        // 1970-01-01 was a Thursday; 2000-02-29 a Tuesday; 1969-12-31 a Wednesday.
        #expect(CivilDate(daysSinceEpoch: 0).weekday == 4)
        #expect(CivilDate(year: 2000, month: 2, day: 29)?.weekday == 2)
        #expect(CivilDate(daysSinceEpoch: -1).weekday == 3)
        #expect(CivilDate(year: 1, month: 1, day: 1)?.weekday == 1)
    }

    /// Times no reader gives still make a wall clock without trapping.
    @Test func extremeTimesDoNotTrap() {
        for time in [Int64.min, Int64.max, Int64.min + 1] {
            for seconds in [-50_400, 0, 50_400] {
                let local = LocalTime(unixSeconds: time, offset: ZoneOffset(fixedSeconds: seconds))
                #expect((0...23).contains(local.hour))
                _ = TimePattern.shortDate.text(for: local)
            }
        }
    }
}
