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
    /// Every colour counted lies within this many levels (per channel) of an entry,
    /// when the table is a cover; 0 otherwise.
    let tolerance: Int

    var transparentIndex: Int { colors.count }

    init(colors: [UInt32], isExact: Bool, tolerance: Int = 0) {
        self.colors = colors
        self.isExact = isExact
        self.tolerance = tolerance
        var indices = ColorTable(expected: colors.count)
        for (i, c) in colors.enumerated() { indices.set(UInt32(i), for: c) }
        self.indices = indices
    }

    /// The exact colours when they fit; else the tightest cover: every colour within
    /// t (largest channel difference, t = 1 … `maximumTolerance`) of an entry, at most
    /// 255 entries chosen greedily from the most frequent colour down; else a
    /// quantized table. (The encoder asks for t ≤ 1: covers within 2 or 3 levels made
    /// the line chart's GIF 1.9× larger, because every rewritten glow pixel then snaps
    /// up to 3 levels away and uses up the frame's error budget.)
    init(census: ColorCensus, maximumTolerance: Int = 0) {
        let counted = census.weightedColors
        if census.isExact, counted.count <= Self.capacity {
            self.init(colors: counted.map(\.color), isExact: true)
            return
        }
        if census.isExact, maximumTolerance > 0 {
            let colors = counted.map(\.color)
            for t in 1...maximumTolerance {
                if let cover = Self.cover(colors, within: t) {
                    self.init(colors: cover, isExact: false, tolerance: t)
                    return
                }
            }
        }
        self.init(colors: PaletteQuantizer.palette(for: counted, count: Self.capacity), isExact: false)
    }

    /// At most 255 of `colors` such that every colour is within `tolerance` of one, or nil.
    static func cover(_ colors: [UInt32], within tolerance: Int) -> [UInt32]? {
        var chosen: [UInt32] = []
        for c in colors where !chosen.contains(where: { chebyshev(c, $0) <= tolerance }) {
            guard chosen.count < capacity else { return nil }
            chosen.append(c)
        }
        return chosen
    }

    /// The largest channel difference of two packed colours.
    @inline(__always)
    static func chebyshev(_ a: UInt32, _ b: UInt32) -> Int {
        let r = abs(Int(a & 0xFF) - Int(b & 0xFF))
        let g = abs(Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF))
        let bl = abs(Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF))
        return max(r, g, bl)
    }
}
