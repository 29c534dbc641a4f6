import Testing

@testable import ChartData
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

@Suite struct NumberFormattingTests {
    @Test func abbreviatesAsTheTutorialDoes() {
        let table: [(Double, String)] = [
            (0, "0.00"), (12.344, "12.34"), (12.345, "12.35"), (-12.345, "-12.35"), (999.99, "999.99"),
            (999.995, "1.00K"), (1000, "1.00K"), (1234.5, "1.23K"), (-91_892.42, "-91.89K"), (999_499, "999.50K"),
            (999_995, "1.00M"), (1_000_000, "1.00M"), (2.5e9, "2.50Bn"), (1.23456e12, "1.23Tr"), (999.99e12, "999.99Tr"),
            (-0.0, "0.00"), (0.125, "0.13"), (0.375, "0.38"), (1.005, "1.00"), (0.1, "0.10"), (0.105, "0.10"),
            (2.675, "2.67"), (1.015, "1.01"), (1_234.995, "1.23K"), (1_235, "1.24K"), (1_245, "1.25K"),
        ]
        for (value, text) in table {
            #expect(NumberFormatting.abbreviated(value) == text, "value \(value)")
        }
        #expect(NumberFormatting.abbreviated(.nan) == "nan")
        // Below 0.1: three significant digits, so sub-cent prices stay apart.
        let small: [(Double, String)] = [
            (0.0999, "0.0999"), (0.045, "0.0450"), (0.0123, "0.0123"), (0.001, "0.00100"), (-0.005, "-0.00500"),
            (-0.001, "-0.00100"), (0.099_999_9, "0.1000"),
            (0.000999, "9.99e-4"), (0.0000123, "1.23e-5"), (-0.00001234567, "-1.23e-5"), (0.000999_999, "1.00e-3"),
            (1e-20, "1.00e-20"), (3e-13, "3.00e-13"), (5e-324, "5.00e-324"),
        ]
        for (value, text) in small {
            #expect(NumberFormatting.abbreviated(value) == text, "value \(value)")
        }
        #expect(NumberFormatting.abbreviated(-.infinity) == "-inf")
    }

    /// Regression: beyond the units and below 0.001, labels were "1500.00Tr",
    /// "20000000000000.00Tr", "1e+288Tr" or "0.000000000000000" (for 1e-20 and
    /// 2e-20 alike); they now take scientific form, three significant digits.
    @Test func usesScientificFormOutsideTheUnits() {
        let table: [(Double, String)] = [
            (1.5e15, "1.50e15"), (999.995e12, "1.00e15"), (1e25, "1.00e25"), (-2.5e25, "-2.50e25"),
            (9e28, "9.00e28"), (1e300, "1.00e300"), (.greatestFiniteMagnitude, "1.80e308"), (1.2345e16, "1.23e16"),
            (9.995e20, "1.00e21"), (9.994e20, "9.99e20"),
        ]
        for (value, text) in table {
            #expect(NumberFormatting.abbreviated(value) == text, "value \(value)")
        }
        #expect(NumberFormatting.abbreviated(distinguishing: [2e-20, 1.5e-20, 1e-20]) == ["2.00e-20", "1.50e-20", "1.00e-20"])
        #expect(
            NumberFormatting.abbreviated(distinguishing: [1.0001e25, 1.00005e25, 1e25])
                == ["1.00010e25", "1.00005e25", "1.00000e25"])
    }

    /// Scientific labels read back within half a unit of their last digit, at
    /// every exponent of a normal Double (a subnormal one holds fewer digits
    /// than the label shows, and is labelled as its shortest text).
    @Test func scientificLabelsReadBack() {
        var random = SeededRandom(seed: 79)
        for _ in 0..<20_000 {
            let exponent = Bool.random(using: &random) ? Int.random(in: -307 ... -4, using: &random) : Int.random(in: 15...307, using: &random)
            let value = Double.random(in: 1..<10, using: &random) * pow(10, Double(exponent))
            guard value.isFinite, value.isNormal, value < 1e-3 || value >= 1e15 else { continue }
            let decimals = Int.random(in: 2...8, using: &random)
            let text = NumberFormatting.abbreviated(value, decimals: decimals)
            guard let e = text.firstIndex(of: "e"), let mantissa = Double(text[..<e]), let power = Int(text[text.index(after: e)...]),
                text[..<e].count == decimals + 2, mantissa >= 1, mantissa < 10
            else {
                Issue.record("\(value): \(text)")
                return
            }
            // The mantissa the label stands for, compared on the value's own scale.
            let exact = value / pow(10, Double(power))
            guard abs(exact - mantissa) <= 0.5 / pow(10, Double(decimals)) * (1 + 1e-6) else {
                Issue.record("\(value) with \(decimals) decimals: \(text)")
                return
            }
        }
    }

    @Test func abbreviatesExactlyLikeDecimalArithmetic() {
        var random = SeededRandom(seed: 77)
        for _ in 0..<20_000 {
            let digits = Int.random(in: 0...14, using: &random)
            let scale = Int.random(in: 0...6, using: &random)
            var mantissa = Double(UInt64.random(in: 0...(UInt64(1) << 50), using: &random) % pow10(digits))
            if Bool.random(using: &random) { mantissa = -mantissa }
            let value = mantissa / Double(pow10(scale))
            // Below 0.1 the label keeps significant digits instead (tested below).
            guard value == 0 || abs(value) >= 0.1 else { continue }
            let decimals = Int.random(in: 2...8, using: &random)
            let expected = referenceAbbreviation(value, decimals: decimals)
            let text = decimals == 2 ? NumberFormatting.abbreviated(value) : NumberFormatting.abbreviated(value, decimals: decimals)
            guard text == expected else {
                Issue.record("\(value) with \(decimals) decimals: \(text) != \(expected)")
                return
            }
        }
    }

    @Test func keepsThreeSignificantDigitsBelowATenth() {
        var random = SeededRandom(seed: 78)
        for _ in 0..<20_000 {
            // Below 0.001 the label is scientific (tested above).
            let value = (Bool.random(using: &random) ? -1 : 1)
                * Double.random(in: 1...9.999, using: &random)
                / Double(pow10(Int.random(in: 2...3, using: &random)))
            let text = NumberFormatting.abbreviated(value)
            // Read back by the standard library: within half a unit of the last decimal.
            guard let point = text.firstIndex(of: "."), let read = Double(text) else {
                Issue.record("\(value): \(text)")
                return
            }
            let decimals = text.distance(from: point, to: text.endIndex) - 1
            let significant = text[text.index(after: point)...].drop { $0 == "0" }.count
            let unit = 1 / Double(pow10(decimals))
            guard abs(read - value) <= unit / 2 * (1 + 1e-9), significant == 3 || (significant == 4 && text.hasSuffix("1000")),
                (value < 0) == text.hasPrefix("-")
            else {
                Issue.record("\(value): \(text) (\(significant) significant digits)")
                return
            }
        }
    }

    @Test func printsPlainAxisNumbers() {
        let table: [(Double, String)] = [
            (6000, "6000"), (0, "0"), (-0.0, "0"), (2.5, "2.5"), (0.25, "0.25"), (-3, "-3"), (1e-7, "0"),
            (12.345_678_9, "12.345679"), (1_000_000_000, "1000000000"), (0.1 + 0.2, "0.3"),
        ]
        for (value, text) in table {
            #expect(NumberFormatting.plain(value) == text, "value \(value)")
        }
        #expect(NumberFormatting.fixed(3.14159, decimals: 2) == "3.14")
        #expect(NumberFormatting.fixed(-0.4, decimals: 0) == "0")
        #expect(NumberFormatting.fixed(2.5, decimals: 0) == "3")
    }
}

private func pow10(_ n: Int) -> UInt64 {
    (0..<n).reduce(1) { result, _ in result * 10 }
}

/// The exact decimal expansion of `value`'s magnitude from glibc's printf
/// (which prints binary values exactly): integer digits and fraction digits.
private func exactDecimal(_ value: Double) -> (integer: [UInt8], fraction: [UInt8]) {
    var buffer = [CChar](repeating: 0, count: 2048)
    _ = withVaList([abs(value)]) { vsnprintf(&buffer, buffer.count, "%.1100f", $0) }
    let length = buffer.firstIndex(of: 0) ?? buffer.count
    let text = buffer[..<length].map { UInt8(bitPattern: $0) }.map {
        $0 == UInt8(ascii: ".") ? $0 : $0 - UInt8(ascii: "0")
    }
    let point = text.firstIndex(of: UInt8(ascii: ".")) ?? text.count
    return (Array(text[..<point]), Array(text[(point + 1)...]))
}

/// Rounds |value| / 10^shift to `decimals` decimals, ties away from zero, on
/// decimal digits; returns the digits of the rounded value times 10^decimals.
private func rounded(_ value: Double, shift: Int, decimals: Int) -> [UInt8] {
    var (integer, fraction) = exactDecimal(value)
    integer = [UInt8](repeating: 0, count: max(0, shift + 1 - integer.count)) + integer
    fraction = Array(integer.suffix(shift)) + fraction
    integer = Array(integer.dropLast(shift))
    var kept = integer + fraction.prefix(decimals)
    let rest = fraction.dropFirst(decimals)
    if let first = rest.first, first >= 5 {
        var i = kept.count - 1
        while i >= 0 {
            if kept[i] == 9 {
                kept[i] = 0
                i -= 1
            } else {
                kept[i] += 1
                break
            }
        }
        if i < 0 { kept.insert(1, at: 0) }
    }
    while kept.count > decimals + 1, kept.first == 0 { kept.removeFirst() }
    return kept
}

private func referenceAbbreviation(_ value: Double, decimals: Int) -> String {
    let units: [(Int, String)] = [(12, "Tr"), (9, "Bn"), (6, "M"), (3, "K"), (0, "")]
    var pick = units.firstIndex { abs(value) >= Double(pow10($0.0)) } ?? units.count - 1
    var digits = rounded(value, shift: units[pick].0, decimals: decimals)
    if digits.count > decimals + 3, pick > 0 {
        pick -= 1
        digits = rounded(value, shift: units[pick].0, decimals: decimals)
    }
    let isZero = digits.allSatisfy { $0 == 0 }
    let text = String(decoding: digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
    return (value < 0 && !isZero ? "-" : "") + text.dropLast(decimals) + "." + text.suffix(decimals) + units[pick].1
}
