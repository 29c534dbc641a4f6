import Testing

@testable import ChartData
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

@Suite struct CivilDateTests {
    @Test func matchesGlibcOverFourHundredYearsOfDays() {
        // gmtime_r is the independent reference: every day from 1800 to 2200,
        // and a stride over the whole 0000…9999 range.
        let days = Array(-62_091...84_006) + Array(stride(from: -719_528, through: 2_932_896, by: 97))
        for day in days {
            var t = time_t(day) * 86_400
            var parts = tm()
            gmtime_r(&t, &parts)
            let date = CivilDate(daysSinceEpoch: day)
            let expected = (Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday))
            guard date.year == expected.0, date.month == expected.1, date.day == expected.2 else {
                Issue.record("day \(day): \(date) != \(expected)")
                return
            }
            guard date.daysSinceEpoch == day, CivilDate(year: date.year, month: date.month, day: date.day) == date
            else {
                Issue.record("day \(day) does not round-trip")
                return
            }
        }
    }

    @Test func convertsUnixSecondsRoundingDown() {
        #expect(CivilDate(unixSeconds: 0) == CivilDate(year: 1970, month: 1, day: 1))
        #expect(CivilDate(unixSeconds: -1) == CivilDate(year: 1969, month: 12, day: 31))
        #expect(CivilDate(unixSeconds: 1_795_435_200) == CivilDate(year: 2026, month: 11, day: 23))
        #expect(CivilDate(unixSeconds: 253_402_300_799) == CivilDate(year: 9999, month: 12, day: 31))
        // And back, against glibc's timegm.
        var random = SeededRandom(seed: 3)
        for _ in 0..<10_000 {
            let seconds = Int64.random(in: -62_167_219_200...253_402_300_799, using: &random)
            let date = CivilDate(unixSeconds: seconds)
            var parts = tm()
            parts.tm_year = Int32(date.year - 1900)
            parts.tm_mon = Int32(date.month - 1)
            parts.tm_mday = Int32(date.day)
            #expect(Int64(timegm(&parts)) == date.unixSeconds)
            #expect(date.unixSeconds <= seconds && seconds - date.unixSeconds < 86_400)
        }
    }

    @Test func validatesDates() {
        #expect(CivilDate(year: 2024, month: 2, day: 29) != nil)
        #expect(CivilDate(year: 2100, month: 2, day: 29) == nil)
        #expect(CivilDate(year: 2000, month: 2, day: 29) != nil)
        #expect(CivilDate(year: 2026, month: 4, day: 31) == nil)
        #expect(CivilDate(year: 2026, month: 13, day: 1) == nil)
        #expect(CivilDate(year: 2026, month: 1, day: 0) == nil)
    }
}
