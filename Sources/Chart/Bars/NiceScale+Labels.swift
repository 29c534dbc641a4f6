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

/// `digits` × 10^`exponent` written out: "6000", "0.25".
private func plainText(_ digits: Int, exponent: Int) -> String {
    var text = String(digits)
    guard exponent < 0 else { return text + String(repeating: "0", count: exponent) }
    let decimals = -exponent
    if text.count <= decimals { text = String(repeating: "0", count: decimals + 1 - text.count) + text }
    text.insert(".", at: text.index(text.endIndex, offsetBy: -decimals))
    return text
}

/// `digits` × 10^`exponent` with one digit before the point: "2.5e-7", "1e20".
private func scientificText(_ digits: Int, exponent: Int) -> String {
    let text = String(digits)
    let mantissa = text.count > 1 ? String(text.prefix(1)) + "." + text.dropFirst() : text
    return mantissa + "e" + String(exponent + text.count - 1)
}
