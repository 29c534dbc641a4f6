// Decimal text to Double without Foundation, correctly rounded.
//
// Algorithm: one pass checks the grammar and gathers up to 19 significant
// digits into a UInt64 with a decimal exponent. When at most 15 digits were
// seen and the exponent lies in −22…22, both the mantissa and 10^|e| are exact
// doubles, so one multiplication or division gives the correctly rounded result
// (Clinger's fast path); this covers most hand-written prices and timestamps.
// Machine-written doubles carry 16–17 digits (CoinGecko's prices do): for up to
// 19 digits and a decimal exponent in −21…19 the value is computed exactly in
// 128-bit integers (w · 10^e, or (w · 2^s) / 10^k with a sticky remainder) and
// rounded once to 53 bits, half to even. Anything else goes to the standard
// library's `Double(_: String)`, correctly rounded too, on text the grammar check
// has already accepted. The 128-bit path halves the time of reading
// machine-written prices against the standard library alone.
// Eisel–Lemire would be faster still but needs a 10 KB table of powers of five.
//
// Two grammars: JSON's (RFC 8259: no "+", no leading zeros, digits on both sides
// of the point) and a lenient CSV one (leading "+", ".5" and "5." allowed).
// Infinity and NaN are never numbers here; overflow (1e400) yields ±infinity,
// which callers reject as not finite.

/// Which decimal grammar a parse accepts.
enum DecimalGrammar {
    case json
    case csv
}

/// The value of `bytes[range]` if the whole range is one decimal number in
/// `grammar`, else nil. Overflow gives ±infinity.
func parseDecimal(_ bytes: [UInt8], _ range: Range<Int>, grammar: DecimalGrammar) -> Double? {
    var hasPoint = false
    return parseDecimal(bytes, range, grammar: grammar, hasPoint: &hasPoint)
}

/// The same, also telling whether the number has a decimal point (which a CSV
/// file must not mix with decimal commas: `DecimalMarks`) without a second look.
func parseDecimal(_ bytes: [UInt8], _ range: Range<Int>, grammar: DecimalGrammar, hasPoint: inout Bool) -> Double? {
    var i = range.lowerBound
    let end = range.upperBound
    guard i < end else { return nil }
    var isNegative = false
    if bytes[i] == UInt8(ascii: "-") {
        isNegative = true
        i += 1
    } else if bytes[i] == UInt8(ascii: "+"), grammar == .csv {
        i += 1
    }
    var mantissa: UInt64 = 0
    var significantDigits = 0
    var exponent = 0
    var isInexact = false
    // Integer part.
    let integerStart = i
    while i < end, let digit = decimalDigit(bytes[i]) {
        accumulate(digit, into: &mantissa, &significantDigits, &exponent, &isInexact, isFraction: false)
        i += 1
    }
    let integerDigits = i - integerStart
    if grammar == .json {
        guard integerDigits > 0 else { return nil }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { return nil }
    }
    // Fraction.
    var fractionDigits = 0
    if i < end, bytes[i] == UInt8(ascii: ".") {
        hasPoint = true
        i += 1
        let fractionStart = i
        while i < end, let digit = decimalDigit(bytes[i]) {
            accumulate(digit, into: &mantissa, &significantDigits, &exponent, &isInexact, isFraction: true)
            i += 1
        }
        fractionDigits = i - fractionStart
        if grammar == .json, fractionDigits == 0 { return nil }
    }
    guard integerDigits + fractionDigits > 0 else { return nil }
    // Exponent, saturated far beyond any double's range.
    if i < end, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
        i += 1
        var exponentIsNegative = false
        if i < end, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            exponentIsNegative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        let exponentStart = i
        var written = 0
        while i < end, let digit = decimalDigit(bytes[i]) {
            written = min(written * 10 + Int(digit), 1_000_000)
            i += 1
        }
        guard i > exponentStart else { return nil }
        exponent += exponentIsNegative ? -written : written
    }
    guard i == end else { return nil }

    if mantissa == 0 { return isNegative ? -0.0 : 0.0 }
    if significantDigits <= 15, !isInexact, (-22...22).contains(exponent) {
        let m = Double(mantissa)
        let value = exponent >= 0 ? m * exactPowersOfTen[exponent] : m / exactPowersOfTen[-exponent]
        return isNegative ? -value : value
    }
    if !isInexact, let value = exactlyRounded(mantissa, timesTenToThe: exponent) {
        return isNegative ? -value : value
    }
    return Double(String(decoding: bytes[range], as: UTF8.self))
}

/// w · 10^e correctly rounded, for w > 0 and e in −21…19 when the product fits
/// 128 bits; nil otherwise.
private func exactlyRounded(_ w: UInt64, timesTenToThe e: Int) -> Double? {
    guard (-21...19).contains(e) else { return nil }
    if e >= 0 {
        let (product, overflow) = UInt128(w).multipliedReportingOverflow(by: UInt128(exactPowersOfTen[e]))
        return overflow ? nil : roundedToDouble(product, isSticky: false, binaryExponent: 0)
    }
    // Put w's top bit at bit 127; 10^21 < 2^70, so the quotient keeps ≥ 58 bits.
    let shift = w.leadingZeroBitCount + 64
    let divisor = UInt128(exactPowersOfTen[-e])
    let (quotient, remainder) = (UInt128(w) << shift).quotientAndRemainder(dividingBy: divisor)
    return roundedToDouble(quotient, isSticky: remainder != 0, binaryExponent: -shift)
}

/// (x + δ) · 2^binaryExponent rounded to 53 bits, half to even, where x > 0 and
/// 0 < δ < 1 exactly when `isSticky`. The result must be a normal double.
private func roundedToDouble(_ x: UInt128, isSticky: Bool, binaryExponent: Int) -> Double {
    let bits = 128 - x.leadingZeroBitCount
    guard bits > 53 else { return Double(sign: .plus, exponent: binaryExponent, significand: Double(UInt64(x))) }
    let dropped = bits - 53
    var kept = UInt64(truncatingIfNeeded: x >> dropped)
    let rest = x & ((UInt128(1) << dropped) - 1)
    let half = UInt128(1) << (dropped - 1)
    if rest > half || (rest == half && (isSticky || kept & 1 == 1)) { kept += 1 }
    return Double(sign: .plus, exponent: binaryExponent + dropped, significand: Double(kept))
}

/// 10^0 … 10^22, every one exactly representable as a double.
private let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

@inline(__always)
func decimalDigit(_ byte: UInt8) -> UInt8? {
    let d = byte &- UInt8(ascii: "0")
    return d < 10 ? d : nil
}

/// Adds one digit to the running mantissa: leading zeros are skipped, digits past
/// the 19th only move the exponent (and mark the value inexact when non-zero).
@inline(__always)
private func accumulate(
    _ digit: UInt8, into mantissa: inout UInt64, _ significantDigits: inout Int,
    _ exponent: inout Int, _ isInexact: inout Bool, isFraction: Bool
) {
    if mantissa == 0, digit == 0 {
        if isFraction { exponent -= 1 }
        return
    }
    if significantDigits < 19 {
        mantissa = mantissa * 10 + UInt64(digit)
        significantDigits += 1
        if isFraction { exponent -= 1 }
    } else {
        if digit != 0 { isInexact = true }
        if !isFraction { exponent += 1 }
    }
}

/// Whether `bytes[range]` spells NaN or infinity the way spreadsheets and
/// programming languages write them (nan, NaN, inf, -Infinity, …).
func spellsNonFinite(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    var start = range.lowerBound
    if start < range.upperBound, bytes[start] == UInt8(ascii: "-") || bytes[start] == UInt8(ascii: "+") {
        start += 1
    }
    let word = String(decoding: bytes[start..<range.upperBound], as: UTF8.self).lowercased()
    return word == "nan" || word == "inf" || word == "infinity"
}
