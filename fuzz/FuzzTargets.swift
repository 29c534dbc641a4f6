// libFuzzer entry point for the ChartData readers; compiled by run.sh into the
// ChartData module itself (so internal parsers are reachable) with
// -sanitize=fuzzer,address. FUZZ_TARGET picks what the input feeds:
//   csv        bars and prices read as CSV, by the default columns and by the column "b"
//   json       bars and prices read as JSON, by the default keys and by the key "b"
//   coingecko  prices read as CoinGecko data, with and without a coin
//   detect     format detection, then the full read with the detected format
//   numbers    the decimal parser against the standard library's Double(String)
// Besides crashes, hangs and leaks, each target checks what the readers promise:
// results within the limits and finite, errors one non-empty line.

#if canImport(Glibc)
import Glibc
#endif

private let target: String = {
    guard let name = getenv("FUZZ_TARGET") else { return "detect" }
    return String(cString: name)
}()

/// Small limits, so the fuzzer reaches every limit's code path quickly.
private let limits = DataLimits(inputBytes: 1 << 20, lineBytes: 4096, points: 5000, bars: 50, jsonDepth: 64)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let input = DataInput(name: "fuzz.in", bytes: bytes)
    switch target {
    case "csv", "json":
        let format: DataFormat = target == "csv" ? .csv : .json
        for column in [nil, "b"] {
            checkBars(input, format: format, column: column)
            checkPrices(input, format: format, coin: nil, column: column)
        }
    case "coingecko":
        checkPrices(input, format: .coingecko, coin: nil)
        checkPrices(input, format: .coingecko, coin: "btc")
    case "numbers":
        checkNumber(bytes)
    default:
        _ = DataFormat(detecting: bytes)
        checkBars(input, format: nil)
        checkPrices(input, format: nil, coin: nil)
    }
    return 0
}

private func checkBars(_ input: DataInput, format: DataFormat?, column: String? = nil) {
    do {
        let data = try BarData(reading: input, format: format, column: column, limits: limits)
        precondition((1...limits.bars).contains(data.bars.count))
        for bar in data.bars {
            precondition(bar.value.isFinite && bar.value >= 0 && bar.value.sign == .plus)
            precondition(bar.label.count <= limits.labelCharacters)
            precondition(!bar.label.unicodeScalars.contains { $0.properties.generalCategory == .control })
        }
    } catch {
        checkMessage(error)
    }
}

private func checkPrices(_ input: DataInput, format: DataFormat?, coin: String?, column: String? = nil) {
    do {
        let series = try PriceSeries(reading: input, format: format, coin: coin, column: column, limits: limits)
        precondition((2...limits.points).contains(series.values.count))
        precondition(series.values.allSatisfy(\.isFinite))
        if let time = series.lastValueTime { precondition(representableSeconds.contains(time)) }
        let reduced = series.reduced(toColumns: 7)
        precondition(reduced.values.min() == series.values.min() && reduced.values.max() == series.values.max())
        precondition(reduced.values.first == series.values.first && reduced.values.last == series.values.last)
        _ = NumberFormatting.abbreviated(series.values[0])
    } catch {
        checkMessage(error)
    }
}

private func checkMessage(_ error: DataError) {
    let message = error.description
    precondition(message.hasPrefix("fuzz.in"))
    precondition(!message.contains("\n") && !message.contains("\r"))
}

/// Whatever text the parser accepts as a decimal must read as the standard
/// library reads it; what it refuses must not be a plain decimal.
private func checkNumber(_ bytes: [UInt8]) {
    guard bytes.count <= 64 else { return }
    let text = String(decoding: bytes, as: UTF8.self)
    let isHex = text.contains("x") || text.contains("X")
    let reference = isHex || text.lowercased().contains("n") ? nil : Double(text)
    for grammar in [DecimalGrammar.json, .csv] {
        let value = parseDecimal(bytes, 0..<bytes.count, grammar: grammar)
        if let value {
            precondition(
                reference?.bitPattern == value.bitPattern,
                "\(text) read as \(value), not \(String(describing: reference))")
        }
    }
    if reference != nil, bytes.allSatisfy({ decimalDigit($0) != nil || $0 == UInt8(ascii: ".") }),
        bytes.contains(where: { decimalDigit($0) != nil }), bytes.filter({ $0 == UInt8(ascii: ".") }).count <= 1
    {
        precondition(parseDecimal(bytes, 0..<bytes.count, grammar: .csv) != nil, "\(text) refused")
    }
    var clamped = bytes
    if clamped.count > 40 { clamped.removeLast(clamped.count - 40) }
    _ = parseTime(clamped, 0..<clamped.count)
}
