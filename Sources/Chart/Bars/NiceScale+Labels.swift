// The value axis's labels, spelled exactly from the step's decimal digits.
//
// Grid line k is worth k × stepTenths × 10^(stepExponent − 1): an integer of at
// most three digits times a power of ten, so its text is built from digits, not
// from a rounded Double (which printed "inf" near Double's limit, "0" for steps
// under 10⁻⁶ and a decimal expansion for steps over 10¹⁵). Three spellings are
// tried in order and the first whose widest label fits the room left of the
// axis is used for all six lines, so one axis never mixes them:
//   plain       "1000" … "6000", "2.5" … "15" (docs/scenes.md's form)
//   units       "200K" … "1.2M", as the line chart abbreviates (K, M, Bn, Tr),
//               in the largest unit the top line reaches
//   scientific  "2.5e-7" … "1.5e-6"
// When none fits, the narrowest is used.
//
// A value format (`--numbers`, `--decimals`, `--prefix`, `--suffix`) puts its
// notation first (grouped "1,000" … "6,000"; compact "1K" … "6K", plain under a
// thousand) and writes its decimals and text around each; labels it makes too
// wide shrink to a smaller font rather than run past the chart.

import ChartData
import Raster

extension NiceScale {
    /// The six labels, bottom (line 1) to top, in the first spelling whose
    /// widest label `measure` finds no wider than `room`.
    public func labels(fitting room: Double, measure: (String) -> Double) -> [String] {
        var candidates = [spelled { plainText($0, exponent: $1) }]
        if let unit = unit {
            candidates.append(spelled { plainText($0, exponent: $1 - unit.exponent) + unit.suffix })
        }
        candidates.append(spelled(scientificText))
        let widths = candidates.map { $0.map(measure).max() ?? 0 }
        if let fitting = widths.firstIndex(where: { $0 <= room }) { return candidates[fitting] }
        return candidates[widths.indices.min { widths[$0] < widths[$1] } ?? 0]
    }

    /// The six labels in `format`, and the font they are drawn in. The default
    /// format's are `labels(fitting:measure:)`'s, in `font`. Otherwise the
    /// notation asked for comes first, and where it is wider than `room` a smaller
    /// font, down to the smallest; without a notation, the first spelling that
    /// fits in `font`. When nothing fits, the narrowest in the smallest font.
    public func labels(_ format: ValueFormat, fitting room: Double, font: Font) -> (labels: [String], font: Font) {
        guard !format.isDefault else { return (labels(fitting: room) { font.width(of: $0) }, font) }
        let plain = spelled { decimalText($0, exponent: $1, decimals: format.decimals) }
        let units = unit.map { unit in
            spelled { decimalText($0, exponent: $1 - unit.exponent, decimals: format.decimals) + unit.suffix }
        }
        var candidates: [[String]]
        switch format.notation {
        case .grouped: candidates = [plain.map(NumberFormatting.separatingThousands)] + [units].compactMap { $0 }
        case .compact: candidates = [units ?? plain]
        case nil: candidates = [plain] + [units].compactMap { $0 }
        }
        candidates = (candidates + [spelled(scientificText)]).map { $0.map(format.decorated) }
        func widest(_ labels: [String], in font: Font) -> Double { labels.map { font.width(of: $0) }.max() ?? 0 }
        if format.notation == nil, let fitting = candidates.first(where: { widest($0, in: font) <= room }) {
            return (fitting, font)
        }
        var shrunk = font
        while widest(candidates[0], in: shrunk) > room, let smaller = shrunk.nextSmaller { shrunk = smaller }
        if widest(candidates[0], in: shrunk) <= room { return (candidates[0], shrunk) }
        let narrowest = candidates.min { widest($0, in: shrunk) < widest($1, in: shrunk) } ?? candidates[0]
        return (narrowest, shrunk)
    }

    /// Grid line k's value as `digits` × 10^`exponent`, `digits` not a multiple of 10.
    func decimal(ofLine k: Int) -> (digits: Int, exponent: Int) {
        var digits = k * stepTenths
        var exponent = stepExponent - 1
        while digits % 10 == 0 {
            digits /= 10
            exponent += 1
        }
        return (digits, exponent)
    }

    /// The six labels in one spelling.
    private func spelled(_ text: (Int, Int) -> String) -> [String] {
        (1...Self.gridLineCount).map { k in
            let (digits, exponent) = decimal(ofLine: k)
            return text(digits, exponent)
        }
    }

    /// The line chart's unit for the top line's magnitude, if it reaches a thousand.
    private var unit: (exponent: Int, suffix: String)? {
        let (digits, exponent) = decimal(ofLine: Self.gridLineCount)
        let magnitude = String(digits).count - 1 + exponent
        return [(12, "Tr"), (9, "Bn"), (6, "M"), (3, "K")].first { magnitude >= $0.0 }.map { ($0.0, $0.1) }
    }
}

/// `digits` × 10^`exponent` written out: "6000", "0.25"; with `padding`
/// decimals at least, zeros after the digits ("6000.00").
private func plainText(_ digits: Int, exponent: Int, padding: Int = 0) -> String {
    var text = String(digits)
    let zeros = max(exponent, 0), decimals = max(-exponent, padding)
    text += String(repeating: "0", count: zeros + decimals + min(exponent, 0))
    guard decimals > 0 else { return text }
    if text.count <= decimals { text = String(repeating: "0", count: decimals + 1 - text.count) + text }
    text.insert(".", at: text.index(text.endIndex, offsetBy: -decimals))
    return text
}

/// `digits` × 10^`exponent` with `decimals` after the point, rounded half away
/// from zero ("2.5" with 0 decimals is "3"); written out exactly when nil.
private func decimalText(_ digits: Int, exponent: Int, decimals: Int?) -> String {
    guard let decimals else { return plainText(digits, exponent: exponent) }
    let dropped = -exponent - decimals
    guard dropped > 0 else { return plainText(digits, exponent: exponent, padding: decimals) }
    // `digits` is at most 300 (6 × 50), so past three dropped digits nothing is left.
    guard dropped <= 3 else { return plainText(0, exponent: -decimals, padding: decimals) }
    var power = 1
    for _ in 0..<dropped { power *= 10 }
    let rounded = digits / power + (digits % power * 2 >= power ? 1 : 0)
    return plainText(rounded, exponent: -decimals, padding: decimals)
}

/// `digits` × 10^`exponent` with one digit before the point: "2.5e-7", "1e20".
private func scientificText(_ digits: Int, exponent: Int) -> String {
    let text = String(digits)
    let mantissa = text.count > 1 ? String(text.prefix(1)) + "." + text.dropFirst() : text
    return mantissa + "e" + String(exponent + text.count - 1)
}
