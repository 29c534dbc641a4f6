import Raster
import Testing

@testable import GIF

@Suite struct PaletteTests {
    /// `0xRRGGBB` as the encoder packs colours, `0x00BBGGRR`.
    static func packed(_ rgb: UInt32) -> UInt32 {
        (rgb & 0xFF) << 16 | (rgb & 0xFF00) | rgb >> 16
    }

    /// A one-row pixmap holding `colors`.
    static func strip(_ colors: [UInt32]) throws -> Pixmap {
        var p = try Pixmap(width: colors.count, height: 1)
        for (x, c) in colors.enumerated() { p.setPixel(x: x, y: 0, to: Scene.pixel(c)) }
        return p
    }

    static func census(_ colors: [UInt32]) throws -> ColorCensus {
        var census = ColorCensus()
        let p = try strip(colors)
        census.count(p, in: p.bounds)
        return census
    }

    /// Theme colours blended over the background at `steps` alphas each.
    static func themeBlends(_ steps: Int) -> [UInt32] {
        let theme: [UInt32] = [Scene.bar, Scene.white, 0x2E_CC71, 0x8E_8E93]
        return theme.flatMap { c in (0...steps).map { Scene.blend(c, Double($0) / Double(steps), over: Scene.background) } }
    }

    @Test func themeBlendsRoundTripExactly() throws {
        let colors = Self.themeBlends(60)
        let distinct = Set(colors)
        #expect(distinct.count <= 255)
        let palette = Palette(census: try Self.census(colors))
        #expect(palette.isExact)
        #expect(Set(palette.colors) == Set(distinct.map(Self.packed)))
        for c in distinct { #expect(palette.indices.value(for: Self.packed(c)).map { palette.colors[Int($0)] } == Self.packed(c)) }
    }

    @Test func everyAlphaOfOneThemeColourIsExact() throws {
        let colors = (0...255).map { Scene.blend(Scene.bar, Double($0) / 255, over: Scene.background) }
        let distinct = Set(colors)
        let palette = Palette(census: try Self.census(colors))
        #expect(palette.isExact == (distinct.count <= 255))
        #expect(Set(palette.colors).isSuperset(of: distinct.map(Self.packed)) || !palette.isExact)
    }

    @Test func tooManyBlendsAreQuantizedCloselyAndTheBackgroundStaysExact() throws {
        var colors = Self.themeBlends(255)
        colors += [UInt32](repeating: Scene.background, count: 5000)
        let palette = Palette(census: try Self.census(colors))
        #expect(!palette.isExact)
        #expect(palette.colors.count <= 255)
        #expect(palette.colors.contains(Self.packed(Scene.background)))
        var worst = 0
        for c in Set(colors) {
            let p = Self.packed(c)
            let nearest = palette.colors.map { q in Self.channelDistance(p, q) }.min() ?? 255
            worst = max(worst, nearest)
        }
        // About 1000 colours on four lines through RGB: 255 entries leave gaps of 4 levels.
        #expect(worst <= 4)
    }

    @Test func aCoverKeepsEveryColourWithinOneLevelOrTheMostDrawnOnes() throws {
        // Two theme colours at every alpha: about 450 colours, coverable within a level.
        let few = (0...255).flatMap { a in
            [Scene.bar, Scene.white].map { Scene.blend($0, Double(a) / 255, over: Scene.background) }
        }
        #expect(Set(few).count > 255)
        let small = Palette(census: try Self.census(few), maximumTolerance: 1)
        #expect(small.tolerance == 1 && small.coversEveryColor)
        for c in Set(few) { #expect(small.colors.contains { Self.channelDistance($0, Self.packed(c)) <= 1 }) }

        var many = Self.themeBlends(255)
        many += [UInt32](repeating: Scene.background, count: 5000)
        let partial = Palette(census: try Self.census(many), maximumTolerance: 1)
        #expect((Palette.coverShare...Palette.capacity).contains(partial.colors.count))
        #expect(partial.colors.first == Self.packed(Scene.background))
        let covered = Set(many).filter { c in partial.colors.contains { Self.channelDistance($0, Self.packed(c)) <= 1 } }
        #expect(covered.count * 2 > Set(many).count)
        // Not every colour has an entry within a level, so the differencer must ask.
        #expect(!partial.coversEveryColor && partial.tolerance == 0)
    }

    /// The largest channel difference of two packed colours.
    static func channelDistance(_ a: UInt32, _ b: UInt32) -> Int {
        var worst = 0
        for shift in [0, 8, 16] as [UInt32] {
            let d = Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)
            worst = max(worst, abs(d))
        }
        return worst
    }

    @Test func theCensusCoarsensPastItsLimitAndKeepsTheWeight() throws {
        var census = ColorCensus()
        var p = try Pixmap(width: 256, height: 300)
        Scene.fill(&p, p.bounds) { x, y in UInt32(x) << 16 | UInt32(y & 0xFF) << 8 | UInt32(y >> 8) * 97 }
        census.count(p, in: p.bounds)
        let (counted, isExact) = census.tallied()
        #expect(!isExact)
        #expect(counted.count <= 1 << 18)
        #expect(counted.reduce(0) { $0 + Int($1.weight) } == 256 * 300)
    }

    /// Thousands of colours, many colliding in the census's run cache, over frames
    /// whose rows all change: the counts are a dictionary's.
    @Test func theCensusCountsLikeADictionary() throws {
        var census = ColorCensus()
        var reference: [UInt32: Int] = [:]
        var p = try Pixmap(width: 97, height: 60)
        for k in 0..<5 {
            var state = UInt64(k + 7) &* 0x9E37_79B9_7F4A_7C15
            Scene.fill(&p, p.bounds) { x, y in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                // Runs of 1…4 pixels, 6 000 colours; column 0 differs in every frame.
                let c = x == 0 ? UInt32(k) : UInt32((state >> 33) % 6_000) * 2_797 & 0xFF_FFFF
                return (x / (1 + Int(state >> 62))) % 2 == 0 && x > 0 ? UInt32(y * 131) : c
            }
            census.count(p, in: p.bounds)
            for y in 0..<p.height {
                for x in 0..<p.width { reference[Self.packed(Scene.rgb(try #require(p.pixel(x: x, y: y)))), default: 0] += 1 }
            }
        }
        let (counted, isExact) = census.tallied()
        #expect(isExact)
        #expect(counted.count == reference.count)
        for (color, weight) in counted { #expect(reference[color] == Int(weight), "\(color)") }
    }

    @Test func oklabRoundTripsEveryGrey() {
        for v in 0...255 {
            let c = UInt32(v) * 0x01_0101
            #expect(Oklab(packed: c).packed == c)
        }
    }

    @Test func ditheringMixesTwoEntriesByScreenPositionOnly() {
        let palette = Palette(colors: [0x40_4040, 0x50_5050], isExact: false)
        var mapper = ColorMapper(palette: palette)
        let entry = mapper.entry(for: 0x44_4444)
        ColorMapper.bayer.withUnsafeBufferPointer { bayer in
            var whites = 0
            for y in 0..<8 {
                for x in 0..<8 {
                    let i = ColorMapper.index(entry, x: x, y: y, bayer: bayer)
                    #expect(i == ColorMapper.index(entry, x: x + 8, y: y + 16, bayer: bayer))
                    whites += Int(i)
                }
            }
            // 4 of the 16 levels between the entries: 16 of 64 pixels the lighter one.
            #expect(whites == 16)
        }
        #expect(mapper.entry(for: 0x41_4141) == 0)
    }

    /// Regression: a grey between the background and white (a text edge) was dithered
    /// between the two, so its pixels showed up to 180 levels off (the bars' axis
    /// labels at 1920×1080 in exact mode). Entries farther apart than
    /// `ditherSegment` are not mixed: the nearest stands alone.
    @Test func ditheringNeverMixesDistantEntries() {
        let palette = Palette(colors: [0x10_1010, 0xF0_F0F0, 0x60_6060], isExact: false)
        var mapper = ColorMapper(palette: palette)
        #expect(mapper.entry(for: 0x90_9090) == 2)
        #expect(mapper.entry(for: 0xC8_C8C8) == 1)
    }

    /// The index and error `shown` reads from the memo against the index `index` picks
    /// and the squared distance to that entry in Double (at most 254), for dithered and
    /// plain entries, near and far colours (errors past 254), asked for twice (the memo's
    /// miss and its hit) at every position of the Bayer matrix.
    @Test func shownErrorsMatchTheSquaredDistanceToTheIndexShown() {
        let palette = Palette(
            colors: [0x00_0000, 0xFF_FFFF, 0x20_4080, 0x80_4020, 0x7F_7F7F, 0x40_4040, 0x50_5050], isExact: false)
        var mapper = ColorMapper(palette: palette)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let colors: [UInt32] = [0x44_4444, 0x4B_4B4B, 0x02_0202, 0x21_4181, 0xC0_C0C0] + (0..<200).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 40) & 0xFF_FFFF
        }
        var dithered = 0
        ColorMapper.bayer.withUnsafeBufferPointer { bayer in
            for color in colors + colors {
                let entry = mapper.entry(for: color)
                let memo = mapper.entryAndErrors(for: color)
                #expect(UInt32(truncatingIfNeeded: memo) == entry)
                if entry >> 16 & 0x7F != 0 { dithered += 1 }
                for y in 0..<8 {
                    for x in 0..<8 {
                        let shown = ColorMapper.shown(memo, x: x, y: y, bayer: bayer)
                        let index = ColorMapper.index(entry, x: x, y: y, bayer: bayer)
                        #expect(shown.index == index)
                        let expected = min(254, Self.squared(color, palette.colors[Int(index)]))
                        #expect(Double(shown.error) == expected, "\(color) at (\(x), \(y))")
                    }
                }
            }
        }
        #expect(dithered > 0)
    }

    /// The squared sRGB distance of two packed colours, in Double.
    static func squared(_ a: UInt32, _ b: UInt32) -> Double {
        var sum = 0.0
        for shift: UInt32 in [0, 8, 16] {
            let d = Double(a >> shift & 0xFF) - Double(b >> shift & 0xFF)
            sum += d * d
        }
        return sum
    }

    @Test func toleranceTiesGoToTheSmallerSquaredError() {
        // Both entries are one level off in the largest channel; the first in all three.
        let color: UInt32 = 0x40_4040
        let palette = Palette(colors: [0x41_4141, 0x40_4041, 0x00_0000], isExact: false, tolerance: 1)
        var mapper = ColorMapper(palette: palette, tolerance: 1)
        func largest(_ c: UInt32) -> Int {
            var largest = 0
            for shift: UInt32 in [0, 8, 16] {
                let d = Int(c >> shift & 0xFF) - Int(color >> shift & 0xFF)
                largest = max(largest, abs(d))
            }
            return largest
        }
        let chebyshev = palette.colors.map(largest)
        let nearest = chebyshev.min() ?? 0
        let expected = palette.colors.indices.filter { chebyshev[$0] == nearest }
            .min { Self.squared(palette.colors[$0], color) < Self.squared(palette.colors[$1], color) }
        let entry = mapper.entry(for: color)
        #expect(Int(entry & 0xFF) == expected)
        #expect(entry & ColorMapper.withinTolerance != 0)
    }

    /// The entry within the tolerance against a scan of every entry in Double (the
    /// smallest largest-channel distance, then squared error, then index), for 3 000
    /// colours within 4 levels of a 255-entry table of clustered greys and tints with
    /// repeated reds, duplicates and ties, at tolerances 1 to 3.
    @Test(arguments: [1, 2, 3])
    func toleranceSearchMatchesAFullScan(tolerance: Int) {
        var state: UInt64 = 0x1234_5678_9ABC_DEF1 &* UInt64(tolerance)
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % n
        }
        let table: [UInt32] = (0..<255).map { i in
            let base = UInt32(40 + 3 * (i % 60))
            return base | UInt32(min(255, Int(base) + next(5))) << 8 | UInt32(min(255, Int(base) + next(5))) << 16
        }
        let palette = Palette(colors: table, isExact: false, tolerance: tolerance)
        var mapper = ColorMapper(palette: palette, tolerance: tolerance)
        for _ in 0..<3_000 {
            let c = table[next(table.count)]
            var color: UInt32 = 0
            for shift: UInt32 in [0, 8, 16] {
                let v = min(255, max(0, Int(c >> shift & 0xFF) + next(9) - 4))
                color |= UInt32(v) << shift
            }
            func largest(_ e: UInt32) -> Int {
                [0, 8, 16].map { (shift: UInt32) in abs(Int(e >> shift & 0xFF) - Int(color >> shift & 0xFF)) }.max() ?? 0
            }
            let best = table.indices.min { a, b in
                (largest(table[a]), Self.squared(table[a], color), a) < (largest(table[b]), Self.squared(table[b], color), b)
            } ?? 0
            let entry = mapper.entry(for: color)
            if let exact = palette.indices.value(for: color) {
                // A colour in the table maps to itself (a duplicate to the index the table keeps).
                #expect(entry == exact | ColorMapper.withinTolerance, "\(color)")
            } else if largest(table[best]) <= tolerance {
                #expect(entry & ColorMapper.withinTolerance != 0, "\(color)")
                #expect(Int(entry & 0xFF) == best, "\(color)")
            } else {
                #expect(entry & ColorMapper.withinTolerance == 0, "\(color)")
            }
        }
    }

    @Test func refinementMovesEntriesToTheWeightedMeansOfWhatTheyCover() {
        // Two clusters of greys, each starting from its most frequent colour.
        let counted: [(color: UInt32, weight: UInt32)] = [
            (0x10_1010, 5), (0x12_1212, 3), (0x16_1616, 2), (0xA0_A0A0, 4), (0xA8_A8A8, 4),
        ]
        let start: [UInt32] = [0x10_1010, 0xA0_A0A0]
        let refined = Palette.refined(start, counted)
        func cost(_ table: [UInt32]) -> Double {
            counted.reduce(0.0) { sum, c in sum + Double(c.weight) * (table.map { Self.squared($0, c.color) }.min() ?? 0) }
        }
        #expect(cost(refined) < cost(start))
        // The clusters stay apart, so each entry is its cluster's rounded weighted mean.
        for cluster in [Array(counted[0..<3]), Array(counted[3...])] {
            let total = cluster.reduce(0.0) { $0 + Double($1.weight) }
            let level = (cluster.reduce(0.0) { $0 + Double($1.color & 0xFF) * Double($1.weight) } / total).rounded()
            #expect(refined.contains(UInt32(level) * 0x01_0101))
        }
        #expect(refined.count == start.count)
    }

    /// Colours near a few centres, so that ties and near ties occur (a fixed LCG).
    static func clustered(_ count: Int, seed: UInt64) -> [UInt32] {
        var state = seed
        func next(_ range: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % range
        }
        return (0..<count).map { _ in
            let base = next(4) * 60
            let channels = (0..<3).map { _ in UInt32(min(255, base + next(9))) }
            return channels[0] | channels[1] << 8 | channels[2] << 16
        }
    }

    @Test func theSortedSearchFindsTheFirstNearestEntryLikeAFullScan() {
        let table = Self.clustered(200, seed: 7) + [0, 0xFF_FFFF, 0x00_0001]
        let search = NearestEntry(table)
        for color in Self.clustered(2000, seed: 11) + [0, 0xFF_FFFF, 0x80_8080] {
            let distances = table.map { Self.squared($0, color) }
            let nearest = distances.min() ?? 0
            #expect(search.index(nearest: color) == distances.firstIndex(of: nearest))
        }
    }

    @Test func theLightnessSearchFindsTheFirstNearestOklabEntryLikeAFullScan() {
        // Duplicates in the list, so that ties occur.
        let list = (Self.clustered(120, seed: 5) + Self.clustered(20, seed: 5)).map { Oklab(packed: $0) }
        let search = NearestOklab(list)
        for color in Self.clustered(1500, seed: 13) + [0, 0xFF_FFFF] {
            let p = Oklab(packed: color)
            let distances = list.map { p.distanceSquared(to: $0) }
            let nearest = distances.min() ?? 0
            #expect(search.index(nearest: p) == distances.firstIndex(of: nearest))
        }
    }

    static func largestChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift: UInt32 in [0, 8, 16] {
            let d = Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)
            largest = max(largest, abs(d))
        }
        return largest
    }

    /// Entries 0 and 3 are 2 levels apart: their colours overlap within 1 and 2, and
    /// there the first entry is 0.
    @Test func aCoverGridHoldsExactlyTheColoursWithinItsTolerance() {
        let entries: [UInt32] = [0x10_2030, 0xFF_FF00, 0x00_0000, 0x10_2032]
        for tolerance in 0...2 {
            var grid = CoverGrid(tolerance: tolerance, entries: entries.count)
            for e in entries { grid.mark(e) }
            let near: [UInt32] = entries.flatMap { e in [e, e + 1, e + 0x300, e ^ 0x40_0000] }
            for color in Self.clustered(3000, seed: 3) + near {
                let first = entries.firstIndex { e in Self.largestChannelDifference(e, color) <= tolerance }
                #expect(grid.covers(color) == (first != nil))
                #expect(grid.firstEntry(covering: color) == first, "\(color) within \(tolerance)")
            }
        }
    }
}
