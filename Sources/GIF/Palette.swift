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

    /// The exact colours when they fit; else, when `tolerance` > 0 and at most 255
    /// colours suffice, a cover: every colour within `tolerance` (largest channel
    /// difference) of an entry, chosen greedily from the most frequent colour down;
    /// else a quantized table.
    init(census: ColorCensus, tolerance: Int = 0) {
        let counted = census.weightedColors
        if census.isExact, counted.count <= Self.capacity {
            self.init(colors: counted.map(\.color), isExact: true)
        } else if census.isExact, tolerance > 0, let cover = Self.cover(counted.map(\.color), within: tolerance) {
            self.init(colors: cover, isExact: false)
        } else {
            self.init(colors: PaletteQuantizer.palette(for: counted, count: Self.capacity), isExact: false)
        }
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
