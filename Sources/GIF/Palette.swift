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

    /// Whether every colour counted has an entry within `tolerance`: an exact table
    /// or a complete cover. Every pixel drawn then maps into the table, so the
    /// differencer need not ask each frame's colours (`survey`).
    var coversEveryColor: Bool { isExact || tolerance > 0 }

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
    /// 255 entries chosen greedily from the most frequent colour down; else, with a
    /// tolerance, the first 192 entries of the 1-level cover (the most drawn colours
    /// within a level) and a quantized table of the colours they leave out, both then
    /// moved to the weighted means of what they cover (`refined`): smaller GIFs than a
    /// median cut alone at the same PSNR, where the cover alone lost PSNR; else a
    /// quantized table. (The encoder asks for t ≤ 1: with covers within 2 or 3 levels
    /// every rewritten glow pixel snaps up to 3 levels away and uses up the frame's
    /// error budget.)
    init(census: ColorCensus, maximumTolerance: Int = 0) {
        let (counted, isExact) = census.tallied()
        if isExact, counted.count <= Self.capacity {
            self.init(colors: counted.map(\.color), isExact: true)
            return
        }
        if isExact, maximumTolerance > 0 {
            let colors = counted.map(\.color)
            // The greedy cover within 1 level, kept when it does not fit: its first
            // `coverShare` entries start the table below (computed once, not again),
            // and its grid tells which colours they leave (an entry's colours are
            // marked with the first entry within a level of them).
            var firstCover: (entries: [UInt32], grid: CoverGrid) = ([], CoverGrid(tolerance: 1, entries: 0))
            for t in 1...maximumTolerance {
                let cover = Self.greedyCover(colors, within: t)
                if cover.isComplete {
                    self.init(colors: cover.entries, isExact: false, tolerance: t)
                    return
                }
                if t == 1 { firstCover = (cover.entries, cover.grid) }
            }
            let partial = Array(firstCover.entries.prefix(Self.coverShare))
            let grid = firstCover.grid
            let rest = counted.filter { grid.firstEntry(covering: $0.color).map { $0 >= partial.count } ?? true }
            let extra = PaletteQuantizer.palette(for: rest, count: Self.capacity - partial.count)
            let table = partial + extra.filter { !partial.contains($0) }
            // Not a cover of every colour: tolerance 0 (the differencer's mapper
            // still takes entries within a level, as `maximumTolerance` > 0 asks).
            self.init(colors: Self.refined(table, counted), isExact: false)
            return
        }
        self.init(colors: PaletteQuantizer.palette(for: counted, count: Self.capacity), isExact: false)
    }

    /// The greedy cover of `colors` within `tolerance` (each colour not yet covered
    /// becomes an entry), in order, up to `capacity` entries, whether it covers
    /// them all, and the grid of its entries.
    static func greedyCover(_ colors: [UInt32], within tolerance: Int) -> (entries: [UInt32], isComplete: Bool, grid: CoverGrid) {
        var chosen: [UInt32] = []
        var grid = CoverGrid(tolerance: tolerance)
        for c in colors where !grid.covers(c) {
            guard chosen.count < capacity else { return (chosen, false, grid) }
            chosen.append(c)
            grid.mark(c)
        }
        return (chosen, true, grid)
    }

    /// Lloyd (k-means) iterations from `table` in sRGB, weighted by the census
    /// counts: each entry moves to the rounded mean of the colours nearest it. The
    /// greedy cover's entries are frequent colours, not the centres of what they
    /// cover, so a rewritten glow pixel kept a level off in one to three channels;
    /// three iterations (it settles there) take the line's PSNR up by about half a dB.
    /// sRGB, not Oklab, because the target is the squared sRGB error PSNR counts.
    static func refined(_ table: [UInt32], _ counted: [(color: UInt32, weight: UInt32)]) -> [UInt32] {
        var entries = table
        for _ in 0..<refinements {
            var sums = [SIMD4<Double>](repeating: .zero, count: entries.count)
            let search = NearestEntry(entries)
            for (color, weight) in counted {
                let w = Double(weight)
                sums[search.index(nearest: color)] += SIMD4(Double(color & 0xFF) * w, Double(color >> 8 & 0xFF) * w, Double(color >> 16 & 0xFF) * w, w)
            }
            for j in entries.indices where sums[j].w > 0 {
                let mean = sums[j] / sums[j].w
                entries[j] = UInt32(mean.x.rounded()) | UInt32(mean.y.rounded()) << 8 | UInt32(mean.z.rounded()) << 16
            }
        }
        var seen = Set<UInt32>()
        return entries.filter { seen.insert($0).inserted }
    }

    static let refinements = 3

    /// Entries of a partial cover; the rest of the table quantizes what it leaves out.
    static let coverShare = 192

    /// The largest channel difference of two packed colours.
    @inline(__always)
    static func chebyshev(_ a: UInt32, _ b: UInt32) -> Int {
        let r = abs(Int(a & 0xFF) - Int(b & 0xFF))
        let g = abs(Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF))
        let bl = abs(Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF))
        return max(r, g, bl)
    }
}
