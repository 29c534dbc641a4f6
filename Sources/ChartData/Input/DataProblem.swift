/// What went wrong, independent of where; each case prints as one line of text.
public enum DataProblem: Hashable, Sendable, CustomStringConvertible {
    // Reading the bytes.
    case fileNotFound
    case permissionDenied
    case isDirectory
    case isTerminal
    case readFailed(String)
    case inputTooLarge(limit: Int)
    /// A signal asked the program to stop while it waited for input.
    case interrupted
    case utf16NotSupported
    /// A binary file, by its signature (`binaryKind(of:)`).
    case notText(String)
    // Content, any format.
    case empty
    /// Well-formed JSON whose array of values has none (`[]`, `{"prices": []}`).
    case emptyArray
    case headerOnly(String)
    /// CSV whose only line is "sep=X" (the line as written).
    case separatorLineOnly(String)
    case notANumber(String)
    /// A value whose decimal mark is not the one an earlier value used (`line`).
    case mixedDecimalMarks(String, mark: DecimalMark, earlier: String, line: Int)
    case notFinite(String)
    case invalidTime(String)
    case timeOutOfRange(String)
    /// A time other than a bare year in a column whose first time is one.
    case notAYear(String)
    /// A time other than a serial day in a column whose first time is one (`SerialDay`).
    case notASerialDay(String)
    /// A numeric date ("1/2/2024") no date of the data tells the order of.
    case ambiguousDate(String)
    /// A numeric date whose day and month are in the other order than earlier ones.
    case dateOrderConflict(String)
    /// A field of a column of times of day (`Date,Time`) that is none.
    case notATimeOfDay(String)
    /// An empty field of a column of times of day (`Date,Time`), beside its `date`.
    case emptyTimeOfDay(date: String)
    /// A field of a column of dates whose times of day the column `timeColumn` holds, that is more than a date.
    case moreThanADate(String, timeColumn: String)
    case timesOutOfOrder
    case tooManyPoints(limit: Int)
    case tooFewPoints(Int)
    case negativeBar(label: String, value: String)
    case tooManyBars(limit: Int)
    /// Two keys of one JSON object, or two columns of a CSV header, that both
    /// give its `meaning` ("value" and "price").
    case twoKeys(String, String, meaning: String)
    // CSV.
    case fieldCount(found: Int, expected: String)
    case unclosedQuote
    case textAfterQuote
    case lineTooLong(limit: Int)
    case noValueColumn(String)
    /// A column asked for by name that the header does not have; `columns` are the header's names.
    case noSuchColumn(String, columns: [String])
    /// A column asked for by name in a file whose first row is data, not a header.
    case noHeader(column: String, firstRow: String)
    /// A name the header has more than once where its column is needed: asked
    /// for by name, or the value's, time's or label's name.
    case ambiguousColumn(String)
    /// A download of several tickers, whose columns' names (`repeatedName`
    /// among them) stand once for each.
    case severalTickers([String], repeatedName: String?)
    case notUTF8Text
    // JSON.
    case syntax(String)
    case truncated(String)
    case tooDeep(limit: Int)
    case invalidUTF8
    case duplicateKey(String)
    case wrongType(expected: String, found: String)
    case missingKey(String)
    /// An API's answer that holds an error instead of data (`"error": ["…"]`).
    case reportedError(String)
    /// Yahoo's chart: its times (`timesKey`) and closes (`valuesKey`) are paired one to one.
    case unpaired(timesKey: String, times: Int, valuesKey: String, values: Int)
    case notCoinGecko
    case coinGeckoHasNoBars
    case unknownCoin(String, available: [String], count: Int)
    case noSparkline(String)
    case coinNeedsMarkets
    /// An object without the key asked for by name; `keys` are the object's.
    case noSuchKey(String, keys: [String])
    /// An object without a value key: its keys, and the one other key holding
    /// a number, which `--column` would read.
    case noValueKey(keys: [String], numberKey: String?)
    /// A value column asked for by name in CoinGecko data, whose shapes have none to choose.
    case columnInCoinGecko

    public var description: String {
        switch self {
        case .fileNotFound: "no such file"
        case .permissionDenied: "permission denied"
        case .isDirectory: "is a directory, not a data file"
        case .isTerminal: "is a terminal; pipe the data in or give a file"
        case .readFailed(let reason): "cannot read: \(reason)"
        case .interrupted: "reading stopped by a signal"
        case .inputTooLarge(let limit): "input is larger than \(mebibytes(limit)); the limit keeps memory bounded"
        case .utf16NotSupported: "input is UTF-16; save it as UTF-8"
        case .notText(let kind): "is \(kind), not CSV or JSON text"
        case .empty: "the input is empty"
        case .emptyArray: "the JSON array holds no values"
        case .headerOnly(let header): "no data after the header \(quoted(header))"
        case .separatorLineOnly(let line):
            "the input has only the line \(quoted(line)), which names the delimiter; no data follows"
        case .notANumber(let text):
            "value \(quoted(text)) is not a number" + (FormattedNumber.hint(for: text).map { "; " + $0 } ?? "")
        case .mixedDecimalMarks(let text, let mark, let earlier, let line):
            mixedMarks(text, mark: mark, earlier: earlier, line: line)
        case .notFinite(let text): "value \(quoted(text)) is not a finite number"
        case .invalidTime(let text): "time \(quoted(text)) is neither an ISO-8601 date nor Unix seconds or milliseconds"
        case .notATimeOfDay(let text): "time of day \(quoted(text)) is not H:MM or H:MM:SS (AM or PM allowed)"
        case .emptyTimeOfDay(let date):
            "the time of day of \(quoted(date)) is empty; write one on every row (H:MM or H:MM:SS)"
        case .moreThanADate(let text, let timeColumn):
            "\(quoted(text)) is more than a date; its time of day is in column \(quoted(timeColumn))"
        case .notAYear(let text):
            "time \(quoted(text)) is not a year, as the column's first time is; write every time as a year or none"
        case .notASerialDay(let text):
            "time \(quoted(text)) is not a spreadsheet serial day (\(SerialDay.band.lowerBound) to \(SerialDay.band.upperBound)), "
                + "as the column's first time is; write every date one way"
        case .ambiguousDate(let text):
            "time \(quoted(text)) could have the month or the day first, and no date in the data tells which; "
                + "write ISO dates (YYYY-MM-DD)"
        case .dateOrderConflict(let text):
            "time \(quoted(text)) has its day and month in the other order than the dates before it"
        case .timeOutOfRange(let text): "time \(quoted(text)) is outside the years 0000…9999"
        case .timesOutOfOrder: "times are not in order (rows must run oldest to newest, or newest to oldest)"
        case .tooManyPoints(let limit): "more than \(limit) values; reduce the data first"
        case .tooFewPoints(let count):
            "the line chart needs at least 2 values, found \(count)"
        case .negativeBar(let label, let value):
            "bar \(quoted(label)) has the value \(value): bar values must be ≥ 0"
        case .tooManyBars(let limit):
            "more than \(limit) bars: the bar chart shows at most \(limit); aggregate or pick rows first"
        case .fieldCount(let found, let expected): "expected \(expected), found \(found) field\(found == 1 ? "" : "s")"
        case .unclosedQuote: "quoted field is not closed"
        case .textAfterQuote: "text after a closing quote (write a quote inside a quoted field as \"\")"
        case .lineTooLong(let limit): "line is longer than \(limit) bytes"
        case .noValueColumn(let header):
            "the header \(quoted(header)) names no value column (value, price or close); pick one with --column NAME"
        case .noSuchColumn(let name, let columns): "no column \(quoted(name)) in the header; its columns: \(listed(columns))"
        case .noHeader(let name, let row):
            "no header to find the column \(quoted(name)) in: the first row \(quoted(row)) is data"
        case .ambiguousColumn(let name): "the header has more than one column named \(quoted(name))"
        case .severalTickers(let tickers, let name):
            "the columns are those of several tickers (\(tickers.prefix(5).joined(separator: ", "))\(tickers.count > 5 ? ", …" : "")), "
                + "each name\(name.map { " such as \(quoted($0))" } ?? "") once for each, so --column cannot pick one either; "
                + "download one ticker"
        case .syntax(let what): "invalid JSON: \(what)"
        case .truncated(let what): "JSON ends early: \(what)"
        case .tooDeep(let limit): "JSON is nested deeper than \(limit) levels"
        case .invalidUTF8: "invalid UTF-8 in a JSON string (save the file as UTF-8)"
        case .notUTF8Text: "not UTF-8 text (save the file as UTF-8)"
        case .duplicateKey(let key): "duplicate key \(quoted(key))"
        case .twoKeys(let first, let second, let meaning):
            "both \(quoted(first)) and \(quoted(second)) hold the \(meaning); keep one"
                + (meaning == "value" ? ", or pick one with --column" : "")
        case .wrongType(let expected, let found): "expected \(expected), found \(found)"
        case .missingKey(let key): "object has no \(quoted(key))"
        // An API's sentence (Alpha Vantage's rate limit runs to 180 scalars) is the whole explanation.
        case .reportedError(let message): "the data holds the error \(quoted(message, limit: 240))"
        case .unpaired(let timesKey, let times, let valuesKey, let values):
            "\(quoted(timesKey)) holds \(times) times and \(quoted(valuesKey)) \(values) values; they must be as many"
        case .notCoinGecko:
            "not CoinGecko data: expected \(JSONTopLevelKey.marketChart.written(withValue: true)) or a /coins/markets array"
        case .coinGeckoHasNoBars: "CoinGecko data is a price series; draw it with the line chart"
        case .unknownCoin(let coin, let available, _) where available.isEmpty:
            "no coin \(quoted(coin)) in the data, and no coin there has an id, symbol or name"
        case .unknownCoin(let coin, let available, let count):
            "no coin \(quoted(coin)) in the data; available: \(available.map { printable($0) }.joined(separator: ", "))"
                + (count > available.count ? ", … (\(count) coins)" : "")
        case .noSparkline(let coin):
            "coin \(quoted(coin)) has no sparkline_in_7d.price (request /coins/markets with sparkline=true)"
        case .coinNeedsMarkets: "a coin can only be picked from CoinGecko /coins/markets data"
        case .noSuchKey(let key, let keys) where keys.isEmpty: "object has no \(quoted(key)); it is empty"
        case .noSuchKey(let key, let keys): "object has no \(quoted(key)); its keys: \(listed(keys))"
        case .noValueKey(let keys, let numberKey):
            "object has no \(valueNames); "
                + (keys.isEmpty ? "it is empty" : "its keys: \(listed(keys))")
                + (numberKey.map { "; to draw \(quoted($0)), add --column \(printable($0))" } ?? "")
        case .columnInCoinGecko:
            "CoinGecko data has no columns to pick; --column applies to CSV and to JSON objects"
        }
    }
}

/// Why `text`, with the decimal `mark`, clashes with line `line`'s `earlier`.
/// An earlier value that shows its mark only by grouping with the other sign
/// ("1,234" read as a thousand, so a point) is said to have been read so: the
/// user wrote no decimal point there, and in a German export its comma was
/// decimal, as in the "1,5" that follows it.
private func mixedMarks(_ text: String, mark: DecimalMark, earlier: String, line: Int) -> String {
    let (name, other) = mark == .point ? ("point", "comma") : ("comma", "point")
    guard !earlier.contains(mark == .point ? "," : ".") else {
        return "value \(quoted(text)) has a decimal \(name), line \(line)'s \(quoted(earlier)) a decimal \(other); "
            + "write every value one way"
    }
    let groups = earlier.filter { $0 == (mark == .point ? "." : ",") }.count
    return "value \(quoted(text)) has a decimal \(name), but line \(line)'s \(quoted(earlier)) was read with its "
        + "\(name)\(groups == 1 ? "" : "s") grouping thousands; "
        + (mark == .comma
            ? "if that comma is a decimal one too, export the numbers with decimal points (Google Sheets: File > Settings > Locale)"
            : "write every value one way")
}

/// `text` in double quotes, cut short (to `limit` scalars) so one bad field
/// cannot flood a terminal.
func quoted(_ text: String, limit: Int = 40) -> String {
    "\"" + printable(text, limit: limit) + "\""
}

/// `text` cut to `limit` scalars with control characters shown as `?`: names
/// taken from the input (keys, coin ids) must not break the error's single line.
func printable(_ text: String, limit: Int = 40) -> String {
    var scalars = String.UnicodeScalarView()
    var count = 0
    for scalar in text.unicodeScalars {
        if count == limit {
            scalars.append("…")
            break
        }
        scalars.append(scalar.properties.generalCategory == .control ? "?" : scalar)
        count += 1
    }
    return String(scalars)
}

/// Names from the input (a header's columns, an object's keys), each made
/// printable, the first twelve of them: a wide export must not flood the line.
/// The value names, quoted: `"value", "price" or "close"`.
private let valueNames: String = {
    let names = ColumnNames.value.map { quoted($0) }
    return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
}()

private func listed(_ names: [String]) -> String {
    let limit = 12
    let shown = names.prefix(limit).map { printable($0) }.joined(separator: ", ")
    return names.count > limit ? shown + ", … (\(names.count) in all)" : shown
}

private func mebibytes(_ bytes: Int) -> String {
    bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
}
