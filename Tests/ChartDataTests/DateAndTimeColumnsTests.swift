import Testing

@testable import ChartData

/// A date in one column and its time of day in the next (`Date,Time,Close`, as
/// brokers' and loggers' exports write them) are one time: they were refused
/// as two columns holding the time.
@Suite struct DateAndTimeColumnsTests {
    /// 2024-01-02T00:00:00Z.
    static let midnight: Int64 = 1_704_153_600

    @Test func aDateAndATimeOfDayAreOneTime() throws {
        let prices = try readPrices("Date,Time,Close\n2024-01-02,09:30,185.6\n2024-01-02,10:30,186\n")
        #expect(prices.values == [185.6, 186])
        #expect(prices.firstValueTime == Self.midnight + 34_200 && prices.lastValueTime == Self.midnight + 37_800)
        // Spreadsheet times, seconds, and a value before the two.
        let spreadsheet = try readPrices("close;date;time\n1,5;13/01/2024;9:30 AM\n2,5;13/01/2024;1:30:15 PM\n")
        #expect(spreadsheet.values == [1.5, 2.5])
        #expect(spreadsheet.lastValueTime == Self.midnight + 11 * 86_400 + 13 * 3600 + 30 * 60 + 15)
    }

    /// Fractions of a second are dropped, as ISO-8601's are: they were refused
    /// as "both "Date" and "Time" hold the time; keep one".
    @Test func fractionsOfASecondAreDropped() throws {
        let prices = try readPrices("Date,Time,Close\n2024-01-02,09:30:15.5,10\n2024-01-02,09:30:16.999,11\n")
        #expect(prices.firstValueTime == Self.midnight + 34_215 && prices.lastValueTime == Self.midnight + 34_216)
        // Also after a local date or a spreadsheet's one-digit hour, and before AM/PM.
        let local = try readPrices("Datum;Wert\n02.01.2024 9:30:15,25;1\n02.01.2024 1:30:15.5 PM;2\n")
        #expect(local.firstValueTime == Self.midnight + 34_215 && local.lastValueTime == Self.midnight + 48_615)
        #expect(try readPrices("time,value\n2024-01-02 9:30:15.5,1\n2024-01-02 9:30:17,2\n").firstValueTime == Self.midnight + 34_215)
        // A fraction needs its seconds and a digit.
        #expect(pricesError("Date,Time,Close\n2024-01-02,09:30,1\n2024-01-02,09:30.5,2\n") == #"data.csv:3: column "Time": time of day "09:30.5" is not H:MM or H:MM:SS (AM or PM allowed)"#)
        #expect(pricesError("Date,Time,Close\n2024-01-02,09:30,1\n2024-01-02,09:30:15.,2\n") == #"data.csv:3: column "Time": time of day "09:30:15." is not H:MM or H:MM:SS (AM or PM allowed)"#)
    }

    @Test func aRowThatIsNoDateAndTimeOfDayIsRefused() {
        #expect(
            pricesError("Date,Time,Close\n2024-01-02,09:30,1\n2024-01-02,9h30,2\n")
                == #"data.csv:3: column "Time": time of day "9h30" is not H:MM or H:MM:SS (AM or PM allowed)"#)
        #expect(
            pricesError("Date,Time,Close\n2024-01-02,09:30,1\n2024-01-02 10:00,10:30,2\n")
                == #"data.csv:3: column "Date": "2024-01-02 10:00" is more than a date; its time of day is in column "Time""#)
    }

    /// A row whose time of day is empty is refused saying so: the message was
    /// 'time of day "" is not H:MM or H:MM:SS'. A gap's row is refused too, as a
    /// gap's time is checked in any file.
    @Test func anEmptyTimeOfDayIsSaidToBeMissing() {
        let missing = #"data.csv:3: column "Time": the time of day of "2024-01-02" is empty; write one on every row (H:MM or H:MM:SS)"#
        #expect(pricesError("Date,Time,Close\n2024-01-02,09:30,1\n2024-01-02,,2\n") == missing)
        #expect(pricesError("Date,Time,Close\n2024-01-02,09:30,1\n2024-01-02,,\n2024-01-02,09:32,3\n") == missing)
        // In the first row too: that said 'both "Date" and "Time" hold the time; keep one'.
        #expect(
            pricesError("Date,Time,Close\n2024-01-02,,1\n2024-01-02,09:30,2\n")
                == #"data.csv:2: column "Time": the time of day of "2024-01-02" is empty; write one on every row (H:MM or H:MM:SS)"#)
    }

    /// Two columns that do not split a time so stay refused.
    @Test func otherPairsStayTwoTimes() {
        let keepOne = #"data.csv:1: both "Date" and "Time" hold the time; keep one"#
        #expect(pricesError("Date,Time,Close\n2024-01-02,2024-01-02,1\n2024-01-03,2024-01-03,2\n") == keepOne)
        #expect(pricesError("Date,Time,Close\n2024-01-02 09:30,09:30,1\n2024-01-03 09:30,09:30,2\n") == keepOne)
        #expect(pricesError("Time,Date,Close\n09:30,2024-01-02,1\n10:30,2024-01-02,2\n") == #"data.csv:1: both "Time" and "Date" hold the time; keep one"#)
        #expect(pricesError("Date,Close,Time\n2024-01-02,1,09:30\n2024-01-02,2,10:30\n") == #"data.csv:1: both "Date" and "Time" hold the time; keep one"#)
    }
}
