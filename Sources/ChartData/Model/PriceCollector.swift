/// Gathers a price series value by value for every reader: enforces the point
/// limit as values arrive, and accepts times running either way (oldest or
/// newest first) but not back and forth.
struct PriceCollector {
    private(set) var values: [Double] = []
    let limit: Int
    private var lastTime: Int64?
    private var newestTime: Int64?
    private var oldestTime: Int64?
    /// The UTC offsets the newest and the oldest time were written with.
    private var newestOffset: Int?
    private var oldestOffset: Int?
    private var timedCount = 0
    private var isDescending: Bool?
    /// Values whose time equals the one before (several series in rows?).
    private(set) var repeatedTimes = RepeatedTimes()

    /// `inputBytes` bounds the count: every value takes at least two bytes (a
    /// digit and a separator). Reserving that much once, up to the limit, avoids
    /// the doubling copies of a growing array; untouched pages cost no memory.
    init(limit: Int, inputBytes: Int) {
        self.limit = limit
        values.reserveCapacity(max(0, min(limit, inputBytes / 2 + 1)))
    }

    /// Adds a value and its time, if any, written with the UTC `offset` (seconds
    /// east; nil: none written) on `line` of a CSV file; returns the problem
    /// when it cannot.
    /// Always inlined: called out of line, returning the optional `DataProblem`
    /// cost about 85 instructions a row.
    @inline(__always)
    mutating func append(_ value: Double, time: Int64?, offset: Int?, line: Int? = nil) -> DataProblem? {
        guard values.count < limit else { return .tooManyPoints(limit: limit) }
        if let time {
            if let lastTime {
                if time == lastTime {
                    repeatedTimes.add(line: line)
                } else {
                    let descending = time < lastTime
                    if let isDescending, isDescending != descending { return .timesOutOfOrder }
                    isDescending = descending
                }
            }
            lastTime = time
            if time >= newestTime ?? time {
                newestTime = time
                newestOffset = offset
            }
            if time <= oldestTime ?? time {
                oldestTime = time
                oldestOffset = offset
            }
            timedCount += 1
        }
        values.append(value)
        return nil
    }

    /// Takes back the last value, which had no time (a total row, `TotalRow`).
    mutating func removeLast() {
        values.removeLast()
    }

    /// The series, oldest first; nil when it has fewer than two values.
    consuming func finish() -> PriceSeries? {
        guard values.count >= 2 else { return nil }
        if isDescending == true { values.reverse() }
        let isEveryValueTimed = timedCount == values.count
        return PriceSeries(
            values: values, lastValueTime: newestTime, firstValueTime: isEveryValueTimed ? oldestTime : nil,
            lastTimeOffset: newestOffset, firstTimeOffset: isEveryValueTimed ? oldestOffset : nil)
    }
}
