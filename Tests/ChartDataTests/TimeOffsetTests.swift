import Testing

@testable import ChartData

/// The UTC offsets the data's first and last times were written with, kept
/// after the times are read as UTC: a chart reads yfinance's `-04:00` dates on
/// the clock of the file.
@Suite struct TimeOffsetTests {
    func offsets(_ text: String, name: String = "data.csv") throws -> (first: Int?, last: Int?) {
        let series = try readPrices(text, name: name)
        return (series.firstTimeOffset, series.lastTimeOffset)
    }

    @Test func csvTimesKeepTheirOffsets() throws {
        // yfinance across a change of the clocks: the first in EST, the last in EDT.
        let yfinance = "Date,Close\n2024-03-08 00:00:00-05:00,1\n2024-03-11 00:00:00-04:00,2\n"
        #expect(try offsets(yfinance) == (-18_000, -14_400))
        #expect(try offsets("time,v\n2024-03-11T09:30+05:30,1\n2024-03-11T10:30+0530,2\n") == (19_800, 19_800))
        #expect(try offsets("time,v\n2024-01-02T00:00:00Z,1\n2024-01-03 00:00:00 UTC,2\n") == (0, 0))
        #expect(try offsets("time,v\n1704153600,1\n1704240000,2\n") == (0, 0))
        // Dates, and times without a zone, have none.
        #expect(try offsets("date,v\n2024-01-02,1\n2024-01-03,2\n") == (nil, nil))
        #expect(try offsets("time,v\n2024-01-02 09:30,1\n2024-01-02 9:45,2\n") == (nil, nil))
        #expect(try offsets("Date,Time,Close\n2024-01-02,09:30,1\n2024-01-02,09:31,2\n") == (nil, nil))
        #expect(try offsets("date,v\n1/2/2024,1\n1/13/2024,2\n") == (nil, nil))
        #expect(try offsets("year,v\n2019,1\n2020,2\n") == (nil, nil))
        #expect(try offsets("date,v\n20240102,1\n20240103,2\n") == (nil, nil))
    }

    /// Newest first, the offsets follow their times.
    @Test func newestFirstSwapsThem() throws {
        let text = "Date,Close\n2024-03-11 00:00:00-04:00,2\n2024-03-08 00:00:00-05:00,1\n"
        #expect(try offsets(text) == (-18_000, -14_400))
    }

    /// A mixed file keeps each end's own; a missing value's row does not count.
    @Test func eachEndKeepsItsOwn() throws {
        #expect(try offsets("time,v\n2024-01-02T00:00Z,1\n2024-01-03T00:00+01:00,2\n2024-01-04,3\n") == (0, nil))
        #expect(try offsets("time,v\n2024-01-01T00:00+09:00,\n2024-01-02T00:00Z,1\n2024-01-03T00:00Z,2\n") == (0, 0))
    }

    @Test func jsonTimesKeepTheirOffsets() throws {
        let objects = #"[{"time": "2024-01-02T09:30:00-05:00", "value": 1}, {"time": "2024-01-02T09:31:00-05:00", "value": 2}]"#
        #expect(try offsets(objects, name: "d.json") == (-18_000, -18_000))
        let pairs = #"[["2024-01-02T09:30:00+01:00", 1], ["2024-01-02T09:31:00+01:00", 2]]"#
        #expect(try offsets(pairs, name: "d.json") == (3600, 3600))
        let coinGecko = #"{"prices": [[1704153600000, 1], [1704240000000, 2]]}"#
        #expect(try offsets(coinGecko, name: "d.json") == (0, 0))
        let untimed = "[1, 2, 3]"
        #expect(try offsets(untimed, name: "d.json") == (nil, nil))
        // Objects some of which have no time: no first time, so no first offset.
        let partial = #"[{"value": 1}, {"time": "2026-11-30T00:00-03:00", "value": 2}]"#
        #expect(try offsets(partial, name: "d.json") == (nil, -10_800))
    }

    @Test func coinGeckoMarketsKeepLastUpdatedsOffset() throws {
        let markets = #"[{"id": "bitcoin", "symbol": "btc", "name": "Bitcoin", "last_updated": "2026-11-23T12:00:00.000Z", "sparkline_in_7d": {"price": [1, 2]}}]"#
        let series = try readPrices(markets, name: "m.json")
        #expect(series.lastTimeOffset == 0)
        #expect(series.firstTimeOffset == nil)
    }
}
