extension Color {
    /// Parses a colour as CSS writes it: `#RRGGBB`, `#RRGGBBAA` (alpha last), the
    /// short `#RGB` and `#RGBA` (each digit doubled), a named colour (`steelblue`,
    /// `cssNamed`) or `transparent`. Names and hex digits are case-insensitive, as in
    /// CSS; nothing else is accepted (no spaces, no `rgb(…)`).
    public init(parsing text: String) throws(ColorParseError) {
        guard text.first == "#" else {
            let name = text.lowercased()
            if name == "transparent" {
                self = .transparent
                return
            }
            guard let named = Self.cssNamed.first(where: { $0.name == name }) else { throw .unknownName(text) }
            self.init(hex: named.hex)
            return
        }
        var digits: [UInt32] = []
        for scalar in text.unicodeScalars.dropFirst() {
            guard let digit = Self.hexDigit(scalar) else { throw .malformedHex(text) }
            digits.append(digit)
        }
        switch digits.count {
        case 3, 4: digits = digits.flatMap { [$0, $0] }
        case 6, 8: break
        default: throw .malformedHex(text)
        }
        let channels = stride(from: 0, to: digits.count, by: 2).map { Double(digits[$0] << 4 | digits[$0 + 1]) / 255 }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
    }

    /// The value of an ASCII hex digit; nil for anything else (other scripts' digits too).
    private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f": scalar.value - 87
        case "A"..."F": scalar.value - 55
        default: nil
        }
    }
}

/// Why `Color(parsing:)` refused a text.
public enum ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Starts with `#` but is not 3, 4, 6 or 8 hex digits.
    case malformedHex(String)
    /// Not a CSS colour name, nor `transparent`.
    case unknownName(String)

    public var description: String {
        switch self {
        case .malformedHex(let text): "'\(text)' is not #RRGGBB or #RRGGBBAA (nor #RGB or #RGBA) in hex digits"
        case .unknownName(let text): "unknown colour '\(text)' (expected #RRGGBB, #RRGGBBAA or a CSS colour name)"
        }
    }
}
