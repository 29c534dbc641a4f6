// Number labels without Foundation, rounded exactly.
//
// Algorithm: to print v with d decimals, n = round(v · 10^d) is needed on the
// exact binary value of v, not on a rounded product. The product p = v · 10^d
// (10^d exact for d ≤ 22) is computed, and its rounding error e = v · 10^d − p
// exactly with one fused multiply-add. Since |e| ≤ ulp(p)/2 and p's fraction
// and ½ both lie on p's ulp grid, e only matters when the fraction of p is
// exactly ½: then its sign decides, and a true tie (e = 0) goes away from zero.
// Division by 10^k for the K/M/Bn/Tr units works the same way with the exact
// remainder v − q · 10^k. So 1.005 (really 1.00499999999999989…) prints
// "1.00" and 0.125 prints "0.13"; glibc's printf differs only on true ties,
// which it sends to even. A result that rounds to zero never prints a minus.

/// Label text for chart axes.
public enum NumberFormatting {
    /// Abbreviated with two decimals, as the line chart's Y labels:
    /// |v| ≥ 10¹² → "1.23Tr", ≥ 10⁹ → "1.23Bn", ≥ 10⁶ → "1.23M", ≥ 10³ → "1.23K",
    /// else "12.34"; negative values keep their sign. A value that rounds up to
    /// 1000 of its unit moves to the next one (999 999 → "1.00M", not "1000.00K").
    ///
    /// Below 0.1 two decimals say little ("0.00" for every coin priced under half a
    /// cent), so such values keep three significant digits instead ("0.0123",
    /// "0.00123"), where docs/scenes.md's rule, written for Bitcoin, would print the
    /// same "0.00" on all three labels. Below 0.001, and from 1000 Tr up, the
    /// label is scientific with three significant digits ("1.23e-5", "1.50e15"):
    /// a row of zeros or a twenty-digit "Tr" number neither reads nor fits.
    public static func abbreviated(_ value: Double) -> String {
        abbreviated(value, decimals: 2)
    }

    /// Labels for values shown together (the line chart's top, middle and bottom):
    /// each as `abbreviated(_:)`, with one more decimal at a time (at most six more)
    /// while two different values would print alike. A stablecoin's week between
    /// 0.9993 and 1.0008 reads "1.00" three times with two decimals, and "1.001",
    /// "1.000", "0.999" with three; equal values keep two.
    public static func abbreviated(distinguishing values: [Double]) -> [String] {
        distinguishing(values) { abbreviated($0, decimals: $1) }
    }

    /// `values` written by `text` with 2 decimals, or more, one at a time up to 8,
    /// while two different values would read alike.
    static func distinguishing(_ values: [Double], _ text: (Double, Int) -> String) -> [String] {
        var labels: [String] = []
        for decimals in 2...8 {
            labels = values.map { text($0, decimals) }
            let clash = labels.indices.contains { i in
                labels.indices.contains { j in j > i && labels[i] == labels[j] && values[i] != values[j] }
            }
            if !clash { break }
        }
        return labels
    }

    /// `abbreviated(_:)` with `decimals` (0…8) after the point in place of two, and
    /// `decimals + 1` significant digits below 0.1 and in scientific form.
    static func abbreviated(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        let units: [(exponent: Int, suffix: String)] = [(12, "Tr"), (9, "Bn"), (6, "M"), (3, "K")]
        let magnitude = abs(value)
        let limit = 1000 * powerOfTen(decimals)
        if magnitude > 0, magnitude < 0.001 || magnitude >= 1e15 { return scientific(value, decimals: decimals) }
        for (index, unit) in units.enumerated() where magnitude >= powerOfTen(unit.exponent) {
            let scaled = roundedScaled(magnitude, decimals: decimals - unit.exponent)
            if scaled >= limit, index == 0 { return scientific(value, decimals: decimals) }
            if scaled >= limit {
                let larger = units[index - 1]
                let rescaled = roundedScaled(magnitude, decimals: decimals - larger.exponent)
                return fixed(rescaled, decimals: decimals, negative: value < 0) + larger.suffix
            }
            return fixed(scaled, decimals: decimals, negative: value < 0) + unit.suffix
        }
        if magnitude > 0, magnitude < 0.1 {
            return fixed(value, decimals: significantDecimals(magnitude, digits: decimals + 1))
        }
        let scaled = roundedScaled(magnitude, decimals: decimals)
        if scaled >= limit {
            return fixed(roundedScaled(magnitude, decimals: decimals - 3), decimals: decimals, negative: value < 0) + "K"
        }
        return fixed(scaled, decimals: decimals, negative: value < 0)
    }

    /// Scientific text with `decimals` digits after the point, e.g. "-2.50e25",
    /// "1.00e-20", for finite non-zero values.
    ///
    /// Rounded from the shortest digits that read back as `value` (Swift's
    /// `description`): those differ from the exact binary value's only past the
    /// point where the value is pinned down, so the rounding agrees with the
    /// exact one except on a 5 that ends those digits, which goes away from zero.
    /// A subnormal value holds fewer digits than the label, and reads as its
    /// shortest text (5e-324, exactly 4.94…e-324, as "5.00e-324").
    static func scientific(_ value: Double, decimals: Int) -> String {
        let text = abs(value).description
        let parts = text.split(separator: "e")
        let written = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts[0].split(separator: ".", omittingEmptySubsequences: false)
        let whole = mantissa[0].utf8.map { Int($0) - 48 }
        let allDigits = whole + (mantissa.count > 1 ? mantissa[1].utf8.map { Int($0) - 48 } : [])
        let leadingZeros = allDigits.prefix { $0 == 0 }.count
        var digits = Array(allDigits.dropFirst(leadingZeros))
        var exponent = written + whole.count - leadingZeros - 1
        let count = decimals + 1
        let roundsUp = digits.count > count && digits[count] >= 5
        digits = Array((digits + Array(repeating: 0, count: count)).prefix(count))
        if roundsUp {
            var i = count - 1
            while i >= 0, digits[i] == 9 {
                digits[i] = 0
                i -= 1
            }
            if i >= 0 {
                digits[i] += 1
            } else {
                digits.insert(1, at: 0)
                digits.removeLast()
                exponent += 1
            }
        }
        let characters = digits.map { Character(Unicode.Scalar(UInt8(48 + $0))) }
        let fraction = characters.count > 1 ? "." + String(characters.dropFirst()) : ""
        return (value < 0 ? "-" : "") + String(characters[0]) + fraction + "e\(exponent)"
    }

    /// Fixed-point text with `decimals` (0…15) digits after the point, e.g.
    /// `fixed(3.14159, decimals: 2)` is "3.14".
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        let d = min(max(decimals, 0), 15)
        return fixed(roundedProduct(abs(value), by: powerOfTen(d)), decimals: d, negative: value < 0)
    }

    /// The shortest exact text for an axis value: integers as integers ("6000"),
    /// other values with up to six decimals and no trailing zeros ("2.5", "0.25").
    public static func plain(_ value: Double) -> String {
        var text = fixed(value, decimals: 6)
        guard text.contains(".") else { return text }
        while text.last == "0" { text.removeLast() }
        if text.last == "." { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// The decimals that show `digits` significant digits of `magnitude` (0 < m < 1),
    /// at most 15: the zeros after the point, plus `digits`.
    static func significantDecimals(_ magnitude: Double, digits: Int) -> Int {
        // Compared with the literals, not a product that rounds: 0.001 has two zeros.
        let powers = [1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9, 1e-10, 1e-11, 1e-12, 1e-13, 1e-14]
        var zeros = 0
        while zeros < powers.count, zeros + digits < 15, magnitude < powers[zeros] { zeros += 1 }
        return zeros + digits
    }

    // MARK: Exact rounding

    /// round(v · 10^k) for v ≥ 0, exactly: a product for k ≥ 0, a quotient by
    /// 10^−k otherwise (10^−k itself is not a binary number).
    static func roundedScaled(_ v: Double, decimals k: Int) -> Double {
        k >= 0 ? roundedProduct(v, by: powerOfTen(k)) : roundedQuotient(v, by: powerOfTen(-k))
    }

    /// round(v · m) for v ≥ 0 on the exact product, ties away from zero.
    static func roundedProduct(_ v: Double, by m: Double) -> Double {
        let p = v * m
        guard p < 0x1p52 else { return p.rounded() }
        let error = (-p).addingProduct(v, m)
        return roundHalfAway(p, error: error)
    }

    /// round(v / d) for v ≥ 0 on the exact quotient, ties away from zero.
    static func roundedQuotient(_ v: Double, by d: Double) -> Double {
        let q = v / d
        guard q < 0x1p52 else { return q.rounded() }
        // v − q·d is exact for a correctly rounded q; dividing keeps its sign.
        let remainder = v.addingProduct(-q, d)
        return roundHalfAway(q, error: remainder)
    }

    /// Rounds x, the rounded form of some exact value x + ε (sign of ε given by
    /// `error`), to the nearest integer of the exact value.
    private static func roundHalfAway(_ x: Double, error: Double) -> Double {
        let floor = x.rounded(.down)
        let fraction = x - floor
        if fraction > 0.5 || (fraction == 0.5 && error >= 0) { return floor + 1 }
        return floor
    }

    /// "123.45" from 12345 hundredths; `n` a non-negative integral double.
    private static func fixed(_ n: Double, decimals: Int, negative: Bool) -> String {
        guard n < 0x1p63 else { return (negative ? "-" : "") + (n / powerOfTen(decimals)).description }
        let units = UInt64(n)
        var digits = String(units)
        if decimals > 0 {
            if digits.count <= decimals {
                digits = String(repeating: "0", count: decimals + 1 - digits.count) + digits
            }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
        }
        return (negative && units != 0 ? "-" : "") + digits
    }

    static func powerOfTen(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent { result *= 10 }
        return result
    }
}
