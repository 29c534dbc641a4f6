extension Easing {
    /// Parses a CSS timing-function name: `linear`, `ease`, `ease-in`,
    /// `ease-out`, `ease-in-out` or `cubic-bezier(x1, y1, x2, y2)`.
    ///
    /// Keywords are case-insensitive, as in CSS; spaces are allowed around
    /// the numbers. Numbers are plain decimals (`0.25`, `.5`, `-1e-2`); `inf`,
    /// `nan` and hexadecimal forms are rejected.
    public init(parsing text: String) throws(EasingError) {
        let lowered = text.lowercased()
        if let match = Self.named.first(where: { $0.name == lowered }) {
            self = match.easing
            return
        }
        let prefix = "cubic-bezier("
        guard lowered.hasPrefix(prefix) else { throw .unknownName(text) }
        guard lowered.hasSuffix(")") else { throw .malformedCubicBezier(text) }
        let inner = lowered.dropFirst(prefix.count).dropLast()
        let fields = inner.split(separator: ",", omittingEmptySubsequences: false)
        var numbers: [Double] = []
        for field in fields {
            guard let number = Self.decimal(field.trimmingSpaces) else { throw .malformedCubicBezier(text) }
            numbers.append(number)
        }
        guard numbers.count == 4 else { throw .malformedCubicBezier(text) }
        self = .cubicBezier(try CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3]))
    }

    /// A finite plain decimal, or nil: only digits, sign, point and exponent
    /// characters reach `Double.init`, which then checks the grammar.
    static func decimal(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ "0123456789+-.e".contains($0) }) else { return nil }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

extension Easing: CustomStringConvertible {
    /// The CSS form, which `init(parsing:)` reads back.
    public var description: String {
        if let match = Self.named.first(where: { $0.easing == self }) { return match.name }
        guard case .cubicBezier(let c) = self else { return "linear" }
        return "cubic-bezier(\(c.x1), \(c.y1), \(c.x2), \(c.y2))"
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[start...end]
    }
}
