import Testing

@testable import ChartData
import TestSupport

@Suite struct DecimalParserTests {
    private func parse(_ text: String, _ grammar: DecimalGrammar) -> Double? {
        let bytes = Array(text.utf8)
        return parseDecimal(bytes, 0..<bytes.count, grammar: grammar)
    }

    @Test func agreesWithTheStandardLibraryOnRandomNumbers() {
        var random = SeededRandom(seed: 5)
        for _ in 0..<50_000 {
            let integerDigits = Int.random(in: 1...22, using: &random)
            let fractionDigits = Int.random(in: 0...22, using: &random)
            var text = Bool.random(using: &random) ? "-" : ""
            text += String(Int.random(in: 1...9, using: &random))
            for _ in 1..<integerDigits { text += String(Int.random(in: 0...9, using: &random)) }
            if fractionDigits > 0 {
                text += "."
                for _ in 0..<fractionDigits { text += String(Int.random(in: 0...9, using: &random)) }
            }
            if Int.random(in: 0..<3, using: &random) == 0 {
                text += "e" + String(Int.random(in: -330...330, using: &random))
            }
            let expected = Double(text)
            guard parse(text, .json)?.bitPattern == expected?.bitPattern,
                parse(text, .csv)?.bitPattern == expected?.bitPattern
            else {
                Issue.record("\(text): \(String(describing: parse(text, .json))) != \(String(describing: expected))")
                return
            }
        }
    }

    @Test func roundTripsShortestDoubleText() {
        // Swift prints the shortest text that reads back as the same double,
        // mostly 15–17 digits: the 128-bit path's main customers.
        var random = SeededRandom(seed: 11)
        for _ in 0..<100_000 {
            let value =
                Double.random(in: 1e-6...1e16, using: &random) / Double(1 << Int.random(in: 0...20, using: &random))
            let text = value.description
            guard parse(text, .csv) == value, parse(text, .json) == value else {
                Issue.record("\(text) read back as \(String(describing: parse(text, .csv)))")
                return
            }
        }
    }

    @Test func agreesWithTheStandardLibraryOnNineteenDigits() {
        var random = SeededRandom(seed: 12)
        for _ in 0..<100_000 {
            let mantissa = UInt64.random(in: 1_000_000_000_000_000...UInt64.max / 2, using: &random)
            let text = "\(mantissa)e\(Int.random(in: -40...20, using: &random))"
            guard parse(text, .json)?.bitPattern == Double(text)?.bitPattern else {
                Issue.record(
                    "\(text): \(String(describing: parse(text, .json))) != \(String(describing: Double(text)))")
                return
            }
        }
    }

    @Test func followsEachGrammar() {
        let table: [(String, Double?, Double?)] = [
            // text, JSON, CSV
            ("0", 0, 0), ("-0", -0.0, -0.0), ("12", 12, 12), ("1.5e3", 1500, 1500), ("1E+2", 100, 100),
            ("0.1", 0.1, 0.1), ("+1", nil, 1), (".5", nil, 0.5), ("5.", nil, 5), ("01", nil, 1), ("-", nil, nil),
            ("", nil, nil), ("1e", nil, nil), ("1e+", nil, nil), ("1.e3", nil, 1000), ("e3", nil, nil),
            ("0x10", nil, nil), ("1,5", nil, nil), ("1 ", nil, nil), ("nan", nil, nil), ("inf", nil, nil),
            ("--1", nil, nil), ("1.2.3", nil, nil), ("1e400", .infinity, .infinity), ("1e-400", 0, 0),
            ("0.000000000000000000000000000001", 1e-30, 1e-30),
            ("123456789012345678901234567890", 1.2345678901234568e29, 1.2345678901234568e29),
            ("1" + String(repeating: "0", count: 400), .infinity, .infinity),
            ("1e99999999999999999999", .infinity, .infinity),
        ]
        for (text, json, csv) in table {
            #expect(parse(text, .json) == json, "JSON \(text)")
            #expect(parse(text, .csv) == csv, "CSV \(text)")
        }
        #expect(parse("-0", .json)?.sign == .minus)
    }
}
