/// Maps colours to indices of the global palette: exactly, within the tolerance, or
/// by nearest colour with ordered dithering where it helps.
///
/// Order: a colour in the palette maps to itself; else, with a tolerance, to the
/// entry nearest in the Chebyshev (largest channel) distance, ties going to the
/// smaller squared error, if that is within the tolerance; else to the entry nearest in Oklab. If that entry is within
/// `ditherThreshold` (sRGB units, Euclidean) it is used alone: dithering always raises
/// the per-pixel error (for a colour a fraction t of the way from entry A to entry B
/// it costs t(1−t)|AB|² against t²|AB|² for A alone), so it only pays where the error
/// would show as banding. Otherwise the colour is written as a mix of that entry and
/// the second entry whose segment passes within a third of that error of it (else
/// dithering would only add noise) and is at most `ditherSegment` long: a ramp's
/// neighbouring entries are close, while mixing distant ones (a grey text edge as the
/// background and white) put single pixels up to 180 levels off. The mix is chosen
/// per pixel by an 8×8 Bayer matrix indexed by *screen* coordinates, so a pixel that
/// does not change keeps its index from frame to frame (no flicker, no noise in the
/// frame difference). Results are cached per colour; the cache is emptied when it
/// grows past 2¹⁸ colours. In front of it, a direct-mapped memo of 4 096 colours
/// answers inline, without a call: the line chart's glow asks for colours it has
/// nearly all seen before. The memo also
/// keeps the error each of the entry's two indices shows the colour with
/// (`entryAndErrors`), so the mapped index pass reads a pixel's error instead of
/// computing it.
struct ColorMapper: Sendable {
    /// Larger errors (sRGB units) are dithered.
    static let ditherThreshold: Float = 6
    /// The farthest apart (sRGB units) two entries a dither mixes.
    static let ditherSegment: Float = 32
    /// Mixing levels of the Bayer matrix.
    static let levels: UInt32 = 64
    /// Set in an entry whose colour is within the tolerance of entry `a`.
    static let withinTolerance: UInt32 = 1 << 24
    private static let cacheLimit = 1 << 18

    /// The 8×8 Bayer matrix, row-major, values 0…63.
    static let bayer: [UInt8] = [
        0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
    ]

    private let palette: Palette
    private let tolerance: Int
    private let nearestPerceptual: NearestOklab
    /// The palette's colours sorted by red: the entries within the tolerance of a
    /// colour lie in a window of reds.
    private let byRed: NearestEntry
    private var cache = ColorTable(expected: 4096)
    private static let memoBits = 12
    /// The memo: colours (`ColorTable.empty` where none) and their `entryAndErrors`.
    private var memoColors = [UInt32](repeating: ColorTable.empty, count: 1 << memoBits)
    private var memoEntries = [UInt64](repeating: 0, count: 1 << memoBits)
    /// And their `mappingError`s once asked for, `squared << 8 | largest`, or `unmeasured`.
    private var memoErrors = [UInt32](repeating: unmeasured, count: 1 << memoBits)
    private static let unmeasured: UInt32 = 0xFFFF_FFFF

    init(palette: Palette, tolerance: Int = 0) {
        self.palette = palette
        self.tolerance = tolerance
        nearestPerceptual = NearestOklab(palette.colors.map { Oklab(packed: $0) })
        byRed = NearestEntry(palette.colors)
    }

    /// The index for a pixel of `entry` (from `entry(for:)`) at screen position (x, y).
    @inline(__always)
    static func index(_ entry: UInt32, x: Int, y: Int, bayer: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let level = entry >> 16 & 0x7F
        guard level > 0 else { return entry & 0xFF }
        return UInt32(bayer[(y & 7) << 3 | (x & 7)]) < level ? entry >> 8 & 0xFF : entry & 0xFF
    }

    /// How far `color` shows from itself when mapped through `entry`: the squared
    /// error (summed over channels) on average over the dither, which shows b on a
    /// `level`/64 share of pixels, and the largest channel error of any pixel.
    func mappingError(of color: UInt32, entry: UInt32) -> (squared: Int, largest: Int) {
        let colors = palette.colors
        let a = Int(entry & 0xFF), b = Int(entry >> 8 & 0xFF), level = Int(entry >> 16 & 0x7F)
        guard a < colors.count else { return (0, 0) }
        let ea = Self.squaredDistance(color, colors[a])
        guard level > 0, b < colors.count else { return (ea, Palette.chebyshev(color, colors[a])) }
        let squared = (ea * (Int(Self.levels) - level) + Self.squaredDistance(color, colors[b]) * level) / Int(Self.levels)
        return (squared, max(Palette.chebyshev(color, colors[a]), Palette.chebyshev(color, colors[b])))
    }

    @inline(__always)
    static func squaredDistance(_ a: UInt32, _ b: UInt32) -> Int {
        let r = Int(a & 0xFF) - Int(b & 0xFF)
        let g = Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF)
        let bl = Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF)
        return r * r + g * g + bl * bl
    }

    /// Nearest index `a`, mix index `b`, level and flag packed as
    /// `a | b << 8 | level << 16 | withinTolerance`; level 0 means "always a".
    @inline(__always)
    mutating func entry(for color: UInt32) -> UInt32 {
        let h = Int((color &* 0x9E37_79B1) >> UInt32(32 - Self.memoBits))
        if memoColors[h] == color { return UInt32(truncatingIfNeeded: memoEntries[h]) }
        return UInt32(truncatingIfNeeded: missed(color, at: h))
    }

    /// `entry(for:)` in the low 32 bits, and the error `a` and `b` show `color` with
    /// (the squared distance, at most 254: `FrameDifferencer.error`) in bits 32–39
    /// and 40–47.
    @inline(__always)
    mutating func entryAndErrors(for color: UInt32) -> UInt64 {
        let h = Int((color &* 0x9E37_79B1) >> UInt32(32 - Self.memoBits))
        if let known = memoized(color, at: h) { return known }
        return memoize(color, at: h)
    }

    /// The memo's `entryAndErrors` for `color` at its slot `h` (below 2¹² by the hash's
    /// shift), read without the arrays' bounds checks: 4 instructions a look-up of the
    /// mapped pass. The survey's `entry(for:)` keeps them: without, its loop compiled
    /// dearer on the bars.
    @inline(__always)
    private func memoized(_ color: UInt32, at h: Int) -> UInt64? {
        memoColors.withUnsafeBufferPointer { colors in
            memoEntries.withUnsafeBufferPointer { entries in colors[h] == color ? entries[h] : nil }
        }
    }

    /// A memo miss out of line, for `entry(for:)`: the survey's loop keeps its
    /// registers, where the mapped pass's loop is cheaper with it inline.
    @inline(never)
    private mutating func missed(_ color: UInt32, at h: Int) -> UInt64 {
        memoize(color, at: h)
    }

    @inline(__always)
    private mutating func memoize(_ color: UInt32, at h: Int) -> UInt64 {
        let entry = cachedEntry(for: color)
        let result = UInt64(entry) | UInt64(shownError(of: color, index: entry & 0xFF)) << 32
            | UInt64(shownError(of: color, index: entry >> 8 & 0xFF)) << 40
        memoColors[h] = color
        memoEntries[h] = result
        memoErrors[h] = Self.unmeasured
        return result
    }

    /// The index (`index`) and the error it shows with, for a pixel at screen position
    /// (x, y) whose colour has `entryAndErrors`.
    @inline(__always)
    static func shown(_ entryAndErrors: UInt64, x: Int, y: Int, bayer: UnsafeBufferPointer<UInt8>) -> (index: UInt32, error: UInt8) {
        let level = UInt32(truncatingIfNeeded: entryAndErrors >> 16) & 0x7F
        let b: UInt64 = level > 0 && UInt32(bayer[(y & 7) << 3 | (x & 7)]) < level ? 8 : 0
        return (UInt32(truncatingIfNeeded: entryAndErrors >> b) & 0xFF, UInt8(truncatingIfNeeded: entryAndErrors >> (32 | b)))
    }

    private func shownError(of color: UInt32, index: UInt32) -> UInt8 {
        let colors = palette.colors
        guard Int(index) < colors.count else { return 0 }
        return UInt8(min(Int(FrameDifferencer.must) - 1, Self.squaredDistance(color, colors[Int(index)])))
    }

    /// `mappingError(of:entry:)` for a colour just asked for by `entry(for:)`, kept in
    /// the memo beside its entry: the survey asks for it at every change of colour
    /// among the pixels to rewrite, nearly always for a colour seen before.
    @inline(__always)
    mutating func memoizedMappingError(of color: UInt32, entry: UInt32) -> (squared: Int, largest: Int) {
        let h = Int((color &* 0x9E37_79B1) >> UInt32(32 - Self.memoBits))
        let known = memoColors[h] == color
        if known, memoErrors[h] != Self.unmeasured { return (Int(memoErrors[h] >> 8), Int(memoErrors[h] & 0xFF)) }
        let error = mappingError(of: color, entry: entry)
        if known { memoErrors[h] = UInt32(error.squared) << 8 | UInt32(error.largest) }
        return error
    }

    private mutating func cachedEntry(for color: UInt32) -> UInt32 {
        if let cached = cache.value(for: color) { return cached }
        if cache.count >= Self.cacheLimit { cache.removeAll() }
        let result = compute(color)
        cache.set(result, for: color)
        return result
    }

    private func compute(_ color: UInt32) -> UInt32 {
        if let i = palette.indices.value(for: color) { return i | Self.withinTolerance }
        let colors = palette.colors
        guard !colors.isEmpty else { return 0 }
        if tolerance > 0, let within = nearestWithinTolerance(color) { return UInt32(within) | Self.withinTolerance }
        let a = nearestPerceptual.index(nearest: Oklab(packed: color))
        let c = Self.rgb(color), pa = Self.rgb(colors[a])
        let v = c - pa
        let error = (v * v).sum().squareRoot()
        guard error > Self.ditherThreshold else { return UInt32(a) }
        var best = (residual: error, b: a, t: Float(0))
        for (b, color) in colors.enumerated() where b != a {
            let d = Self.rgb(color) - pa
            let dd = (d * d).sum()
            guard dd > 0, dd <= Self.ditherSegment * Self.ditherSegment else { continue }
            let t = min(1, max(0, (v * d).sum() / dd))
            let r = v - t * d
            let residual = (r * r).sum().squareRoot()
            if residual < best.residual { best = (residual, b, t) }
        }
        let level = UInt32((best.t * Float(Self.levels)).rounded())
        guard best.residual < error / 3, level > 0 else { return UInt32(a) }
        guard level < Self.levels else { return UInt32(best.b) }
        return UInt32(a) | UInt32(best.b) << 8 | level << 16
    }

    /// Among the entries nearest in the largest channel, if within the tolerance, the
    /// one nearest in squared error, then the first: (1, 0, 0) off rather than (1, 1, 1).
    /// Only the window of reds within the tolerance can hold one: a binary search and a
    /// few entries instead of a scan of all 255.
    private func nearestWithinTolerance(_ color: UInt32) -> Int? {
        let red = Int(color & 0xFF)
        var best: (distance: Int, squared: Int, index: Int)?
        byRed.forEach(keyIn: (red - tolerance)...(red + tolerance)) { entry, index in
            let d = Palette.chebyshev(color, entry)
            guard d <= tolerance else { return }
            let candidate = (distance: d, squared: Self.squaredDistance(color, entry), index: index)
            if best.map({ candidate < $0 }) ?? true { best = candidate }
        }
        return best?.index
    }

    @inline(__always)
    private static func rgb(_ c: UInt32) -> SIMD3<Float> {
        SIMD3(Float(c & 0xFF), Float(c >> 8 & 0xFF), Float(c >> 16 & 0xFF))
    }
}
