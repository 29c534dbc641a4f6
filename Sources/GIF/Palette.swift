/// The global colour table of an animation, and how its colours map to indices.
///
/// At most 255 colours, so that index `colors.count` is free for "unchanged" pixels.
/// When the census found at most 255 colours the table holds exactly those (most
/// frequent first) and `isExact` is true; otherwise it holds what `PaletteQuantizer`
/// chose.
struct Palette: Sendable {
    /// The largest number of colours; one index of 256 stays transparent.
    static let capacity = 255

    /// Packed `0x00BBGGRR` colours.
    let colors: [UInt32]
    /// Whether every colour of the animation is in `colors`.
    let isExact: Bool
    /// Colour → index, for the colours in `colors`.
    let indices: ColorTable

    var transparentIndex: Int { colors.count }

    init(colors: [UInt32], isExact: Bool) {
        self.colors = colors
        self.isExact = isExact
        var indices = ColorTable(expected: colors.count)
        for (i, c) in colors.enumerated() { indices.set(UInt32(i), for: c) }
        self.indices = indices
    }

    /// The exact colours when they fit, a quantized table otherwise.
    init(census: ColorCensus) {
        let counted = census.weightedColors
        if census.isExact, counted.count <= Self.capacity {
            self.init(colors: counted.map(\.color), isExact: true)
        } else {
            self.init(colors: PaletteQuantizer.palette(for: counted, count: Self.capacity), isExact: false)
        }
    }
}
