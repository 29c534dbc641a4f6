import Foundation
import Testing

@testable import ChartData

/// Alpha Vantage's time series (`TIME_SERIES_DAILY` and the like): each date's
/// "4. close", newest first (refused before: 'found an object without "prices"').
@Suite struct AlphaVantageTests {
    @Test func readsTheDailyClosesNewestFirst() throws {
        let text = """
            {"Meta Data": {"1. Information": "Daily Prices (open, high, low, close) and Volumes", "2. Symbol": "IBM",
            "3. Last Refreshed": "2024-01-04", "4. Output Size": "Compact", "5. Time Zone": "US/Eastern"},
            "Time Series (Daily)": {
            "2024-01-04": {"1. open": "162.0", "2. high": "163.0", "3. low": "160.5", "4. close": "161.1", "5. volume": "4212340"},
            "2024-01-03": {"1. open": "161.0", "2. high": "162.5", "3. low": "160.0", "4. close": "160.1", "5. volume": "4032120"}}}
            """
        let expected = PriceSeries(values: [160.1, 161.1], lastValueTime: 1_704_326_400, firstValueTime: 1_704_240_000)
        #expect(try readPrices(text, name: "ibm.json") == expected)
    }

    /// Intraday keys carry a time of day; the adjusted series keep "4. close" beside "5. adjusted close".
    @Test func readsIntradayAndAdjustedSeries() throws {
        let intraday = #"{"Time Series (5min)": {"2024-01-03 16:00:00": {"4. close": "2"}, "2024-01-03 15:55:00": {"4. close": "1"}}}"#
        #expect(try readPrices(intraday, name: "ibm.json").values == [1, 2])
        #expect(try readPrices(intraday, name: "ibm.json").lastValueTime == 1_704_297_600)
        let monthly = #"{"Monthly Adjusted Time Series": {"2024-02-29": {"4. close": "185.03", "5. adjusted close": "183.2"}, "2024-01-31": {"4. close": "183.66", "5. adjusted close": "181.9"}}}"#
        #expect(try readPrices(monthly, name: "ibm.json").values == [183.66, 185.03])
    }

    /// Intraday times are the wall clock of the zone "Meta Data" names: 16:00 in
    /// New York is 21:00 UTC in winter (EST) and 20:00 in summer (EDT).
    @Test func readsIntradayTimesInTheZoneOfTheMetaData() throws {
        func intraday(_ zone: String, _ day: String) -> String {
            #"{"Meta Data": {"2. Symbol": "IBM", "6. Time Zone": "\#(zone)"}, "Time Series (60min)": {"\#(day) 16:00:00": {"4. close": "2"}, "\#(day) 15:00:00": {"4. close": "1"}}}"#
        }
        let winter = try readPrices(intraday("US/Eastern", "2024-03-08"), name: "ibm.json")
        #expect(winter.lastValueTime == 1_709_931_600 && winter.lastTimeOffset == -18_000)
        #expect(winter.firstValueTime == 1_709_928_000 && winter.firstTimeOffset == -18_000)
        let summer = try readPrices(intraday("America/New_York", "2024-03-11"), name: "ibm.json")
        #expect(summer.lastValueTime == 1_710_187_200 && summer.lastTimeOffset == -14_400)
        let (unknown, warnings) = try readPricesAndWarnings(intraday("Mars/Olympus", "2024-03-08"), name: "ibm.json")
        #expect(unknown.lastValueTime == 1_709_913_600 && unknown.lastTimeOffset == nil)
        #expect(warnings == [#"ibm.json: time zone "Mars/Olympus" is not in this machine's zoneinfo; times of day read as UTC"#])
    }

    /// Debian 13 moved US/Eastern and its kin to tzdata-legacy: the zones they link to stand in.
    @Test func aLegacyUSZoneNameFindsTheZoneItLinksTo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("av-zones-\(getpid())")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("America"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            atPath: ZoneRules.defaultDirectory + "/America/New_York", toPath: directory.path + "/America/New_York")
        let zone = try #require(JSONDataReader.zone(named: "US/Eastern", directory: directory.path))
        #expect(zone.offset(at: 1_709_931_600).seconds == -18_000)
        #expect(JSONDataReader.zone(named: "US/Pacific", directory: directory.path) == nil)
    }

    /// Alpha Vantage answers a bad call or its rate limit with a sentence instead of data.
    @Test func reportsItsMessages() {
        let cases = [
            (
                #"{"Error Message": "Invalid API call. Please retry or visit the documentation (https://www.alphavantage.co/documentation/) for TIME_SERIES_DAILY."}"#,
                #"av.json:1:19: the data holds the error "Invalid API call. Please retry or visit the documentation (https://www.alphavantage.co/documentation/) for TIME_SERIES_DAILY.""#
            ),
            (
                #"{"Information": "Thank you for using Alpha Vantage! Our standard API rate limit is 25 requests per day."}"#,
                #"av.json:1:17: the data holds the error "Thank you for using Alpha Vantage! Our standard API rate limit is 25 requests per day.""#
            ),
            (
                #"{"Note": "Thank you for using Alpha Vantage! Our standard API call frequency is 5 calls per minute."}"#,
                #"av.json:1:10: the data holds the error "Thank you for using Alpha Vantage! Our standard API call frequency is 5 calls per minute.""#
            ),
            (
                #"{"Time Series (Daily)": {"2024-01-04": {"1. open": "1"}, "2024-01-03": {"4. close": "1"}}}"#,
                #"av.json:1:40: object has no "4. close""#
            ),
            // A date twice drew both closes at one time.
            (
                #"{"Time Series (Daily)": {"2024-01-04": {"4. close": "1"}, "2024-01-04": {"4. close": "2"}}}"#,
                #"av.json:1:59: duplicate key "2024-01-04""#
            ),
            (#"{"Time Series (Daily)": {"Jan 4": {"4. close": "1"}}}"#, #"av.json:1:26: time "Jan 4" is neither an ISO-8601 date nor Unix seconds or milliseconds"#),
        ]
        for (text, message) in cases {
            #expect(pricesError(text, name: "av.json") == message, "input: \(text)")
        }
    }
}
