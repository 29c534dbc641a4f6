/// How a chart writes its values: the notation, the decimals, and text around
/// the number ("$43.55K", "43,549.06 €").
///
/// The defaults keep each place's own notation: the line's value labels compact,
/// the header's price grouped, the bars' axis whichever of its spellings fits.
public struct ValueFormat: Hashable, Sendable {
    public enum Notation: String, CaseIterable, Sendable {
        /// Thousands, millions, billions and trillions as K, M, Bn and Tr: "43.55K".
        case compact
        /// Thousands separated by commas: "43,549.06".
        case grouped
    }

    /// nil: the place's own.
    public var notation: Notation?
    /// Digits after the point; nil: two, or more where values shown together
    /// would read alike. Values under 0.1 keep one more significant digit.
    public var decimals: Int?
    /// Written before the number, after its minus sign: "$", "€".
    public var prefix: String
    /// Written after the number: " €", " %", "K".
    public var suffix: String

    /// The decimals `--decimals` takes.
    public static let decimalsRange = 0...8

    public init(notation: Notation? = nil, decimals: Int? = nil, prefix: String = "", suffix: String = "") {
        self.notation = notation
        self.decimals = decimals.map { min(max($0, Self.decimalsRange.lowerBound), Self.decimalsRange.upperBound) }
        self.prefix = prefix
        self.suffix = suffix
    }

    /// Whether every setting is the default, so that labels read as they always did.
    public var isDefault: Bool { self == ValueFormat() }

    /// `value` in this format, `notation` where none is set.
    public func text(_ value: Double, notation place: Notation) -> String {
        decorated(Self.number(value, notation: notation ?? place, decimals: decimals ?? 2))
    }

    /// Texts for values shown together: with `decimals` when set, else two or
    /// more, one at a time up to eight, while two different values would read
    /// alike (`NumberFormatting.abbreviated(distinguishing:)`).
    public func texts(distinguishing values: [Double], notation place: Notation) -> [String] {
        let notation = notation ?? place
        if let decimals { return values.map { decorated(Self.number($0, notation: notation, decimals: decimals)) } }
        return NumberFormatting.distinguishing(values) { Self.number($0, notation: notation, decimals: $1) }
            .map(decorated)
    }

    /// `number` with the prefix after its minus sign and the suffix after it: "-$1.50".
    public func decorated(_ number: String) -> String {
        guard !prefix.isEmpty || !suffix.isEmpty else { return number }
        if number.hasPrefix("-") { return "-" + prefix + number.dropFirst() + suffix }
        return prefix + number + suffix
    }

    private static func number(_ value: Double, notation: Notation, decimals: Int) -> String {
        switch notation {
        case .compact: NumberFormatting.abbreviated(value, decimals: decimals)
        case .grouped: NumberFormatting.grouped(value, decimals: decimals)
        }
    }
}
