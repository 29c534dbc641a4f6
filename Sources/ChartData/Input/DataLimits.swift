/// The bounds every reader enforces, so that no input can exhaust memory or
/// time. Each is checked while reading, before the memory is spent.
///
/// - `inputBytes`: 256 MiB per file or stdin. The largest accepted input, held
///   in memory with its 10⁷ parsed values, stays under 400 MB.
/// - `lineBytes`: 64 KiB per CSV line (a data row is a few dozen bytes).
/// - `points`: 10⁷ values for the line chart; `PriceSeries.reduced(toColumns:)`
///   brings any accepted series down to the pixel grid.
/// - `bars`: 50 bars, 6 pixels wide each on an 800-pixel chart (their labels
///   are thinned to every k-th bar long before that).
/// - `labelCharacters`: 20 characters; longer labels are cut to 17 and end
///   with "..." (the font's ASCII always has the dots).
/// - `jsonDepth`: 64 nested arrays and objects (the supported shapes need 4);
///   at most 1024 can be asked for, which bounds the parser's recursion.
public struct DataLimits: Hashable, Sendable {
    public let inputBytes: Int
    public let lineBytes: Int
    public let points: Int
    public let bars: Int
    public let labelCharacters: Int
    public let jsonDepth: Int

    public init(
        inputBytes: Int = 256 << 20, lineBytes: Int = 64 << 10, points: Int = 10_000_000,
        bars: Int = 50, labelCharacters: Int = 20, jsonDepth: Int = 64
    ) {
        self.inputBytes = inputBytes
        self.lineBytes = lineBytes
        self.points = points
        self.bars = bars
        self.labelCharacters = max(labelCharacters, 4)
        self.jsonDepth = min(max(jsonDepth, 1), 1024)
    }

    /// The documented defaults.
    public static let standard = DataLimits()
}
