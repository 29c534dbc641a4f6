import Testing

@testable import ChartData

@Suite struct TimeParsingTests {
    private func seconds(_ text: String) -> ParsedTime {
        let bytes = Array(text.utf8)
        return parseTime(bytes, 0..<bytes.count)
    }

    @Test func matchesCivilArithmeticForEveryForm() {
        #expect(seconds("1970-01-01") == .seconds(0))
        #expect(seconds("1969-12-31T23:59:59Z") == .seconds(-1))
        #expect(seconds("0000-01-01T00:00:00Z") == .seconds(-62_167_219_200))
        #expect(seconds("9999-12-31T23:59:59Z") == .seconds(253_402_300_799))
        #expect(seconds("2024-02-29T00:00:00,5Z") == .seconds(1_709_164_800))
        #expect(seconds("2016-12-31T23:59:60Z") == .seconds(1_483_228_800))
        #expect(seconds("2026-11-23T12:00:00+00:00") == seconds("2026-11-23T12:00:00-00:00"))
    }

    @Test func tellsSecondsFromMillisecondsByMagnitude() {
        #expect(seconds("99999999999") == .seconds(99_999_999_999))
        #expect(seconds("100000000000") == .seconds(100_000_000))
        #expect(seconds("-1.5") == .seconds(-2))
        #expect(seconds("-100000000000") == .seconds(-100_000_000))
    }

    @Test func refusesMalformedTimes() {
        for text in [
            "2026-1-23", "2026-11-23T", "2026-11-23T12", "2026-11-23T12:60", "2026-11-23T12:00:61",
            "2026-11-23T12:00:00.", "2026-11-23T12:00:00Q", "2026-11-23T12:00:00+2", "2026-11-23T12:00:00+02:60",
            "2026-11-23T12:00:00+24:00", "2026-11-23x", "2026-13-01", "2026-00-10", "2025-02-29", "", "-", "abc",
        ] {
            #expect(seconds(text) == .invalid, "time: \(text)")
        }
    }
}
