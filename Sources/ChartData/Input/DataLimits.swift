/// The bounds every reader enforces, so that no input can exhaust memory or
/// time. Each is checked while reading, before the memory is spent.
///
/// - `inputBytes`: 256 MiB per file or stdin. The largest accepted input, held
///   in memory with its 10⁷ parsed values, stays under 400 MB.
/// - `lineBytes`: 64 KiB per CSV line (a data row is a few dozen bytes).
/// - `points`: 10⁷ values for the line chart; `PriceSeries.reduced(toColumns:)`
///   brings any accepted series down to the pixel grid.
/// - `bars`: 50 bars, beyond which the labels of an 800-pixel chart overlap.
/// - `labelCharacters`: 20 characters; longer labels are cut to 17 and end
///   with "..." (the font's ASCII always has the dots).
/// - `jsonDepth`: 64 nested arrays and objects (the supported shapes need 4).
public struct DataLimits: Hashable, Sendable {
    public var inputBytes: Int
    public var lineBytes: Int
    public var points: Int
    public var bars: Int
    public var labelCharacters: Int
    public var jsonDepth: Int

    public init(
        inputBytes: Int = 256 << 20, lineBytes: Int = 64 << 10, points: Int = 10_000_000,
        bars: Int = 50, labelCharacters: Int = 20, jsonDepth: Int = 64
    ) {
        self.inputBytes = inputBytes
        self.lineBytes = lineBytes
        self.points = points
        self.bars = bars
        self.labelCharacters = max(labelCharacters, 4)
        self.jsonDepth = jsonDepth
    }

    /// The documented defaults.
    public static let standard = DataLimits()
}
