import Raster
import Testing

@testable import GIF

@Suite struct FrameDifferencerTests {
    let palette = Palette(colors: [PaletteTests.packed(Scene.background), PaletteTests.packed(Scene.bar), 0xFF_FFFF], isExact: true)

    func frame(_ changes: [(x: Int, y: Int, rgb: UInt32)]) throws -> Pixmap {
        var p = try Pixmap(width: 20, height: 10)
        Scene.fill(&p, p.bounds) { _, _ in Scene.background }
        for c in changes { p.setPixel(x: c.x, y: c.y, to: Scene.pixel(c.rgb)) }
        return p
    }

    @Test func theFirstFrameIsTheWholeScreen() throws {
        var d = FrameDifferencer(width: 20, height: 10, palette: palette)
        var indices: [UInt8] = []
        let f = d.encode(try frame([]), dirty: PixelRect(x: 0, y: 0, width: 20, height: 10), into: &indices)
        #expect(f?.rect == PixelRect(x: 0, y: 0, width: 20, height: 10))
        #expect(indices.prefix(200).allSatisfy { $0 == 0 })
    }

    @Test func aChangeIsItsBoundingBoxWithUnchangedPixelsTransparent() throws {
        var d = FrameDifferencer(width: 20, height: 10, palette: palette)
        var indices: [UInt8] = []
        let all = PixelRect(x: 0, y: 0, width: 20, height: 10)
        _ = d.encode(try frame([]), dirty: all, into: &indices)
        let changes = [(x: 3, y: 2, rgb: Scene.bar), (x: 7, y: 5, rgb: Scene.white)]
        let f = try #require(d.encode(try frame(changes), dirty: all, into: &indices))
        #expect(f.rect == PixelRect(x: 3, y: 2, width: 5, height: 4))
        #expect(f.localColors == nil)
        #expect(f.transparentIndex == 3)
        for y in 0..<4 {
            for x in 0..<5 {
                let expected: UInt8 = (x, y) == (0, 0) ? 1 : (x, y) == (4, 3) ? 2 : 3
                #expect(indices[y * 5 + x] == expected, "(\(x), \(y))")
            }
        }
        #expect(d.encode(try frame(changes), dirty: all, into: &indices) == nil)
    }

    @Test func onlyTheDirtyRectangleIsExamined() throws {
        var d = FrameDifferencer(width: 20, height: 10, palette: palette)
        var indices: [UInt8] = []
        _ = d.encode(try frame([]), dirty: PixelRect(x: 0, y: 0, width: 20, height: 10), into: &indices)
        let changed = try frame([(x: 1, y: 1, rgb: Scene.bar), (x: 15, y: 8, rgb: Scene.bar)])
        let f = d.encode(changed, dirty: PixelRect(x: 10, y: 5, width: 10, height: 5), into: &indices)
        #expect(f?.rect == PixelRect(x: 15, y: 8, width: 1, height: 1))
        #expect(d.encode(changed, dirty: .empty, into: &indices) == nil)
    }

    /// A table that covers every colour drawn within a level (`Palette.coversEveryColor`)
    /// takes colours a level off its entries without a local table, even in exact mode;
    /// the survey then only bounds the pixels to rewrite.
    @Test func aCoverTakesColoursWithinItsToleranceWithoutALocalTable() throws {
        let cover = Palette(colors: palette.colors, isExact: false, tolerance: 1)
        #expect(cover.coversEveryColor)
        var d = FrameDifferencer(width: 20, height: 10, palette: cover)
        var indices: [UInt8] = []
        let all = PixelRect(x: 0, y: 0, width: 20, height: 10)
        _ = d.encode(try frame([]), dirty: all, into: &indices)
        let changes = [(x: 2, y: 3, rgb: Scene.bar - 1), (x: 9, y: 3, rgb: Scene.bar), (x: 6, y: 7, rgb: 0xFE_FFFF)]
        let f = try #require(d.encode(try frame(changes), dirty: all, into: &indices))
        #expect(f.rect == PixelRect(x: 2, y: 3, width: 8, height: 5))
        #expect(f.localColors == nil)
        #expect(indices[0] == 1 && indices[7] == 1 && indices[4 * 8 + 4] == 2)
        #expect(indices.prefix(40).enumerated().allSatisfy { [0, 7, 36].contains($0.offset) || $0.element == 3 })
    }

    @Test func coloursOutsideTheGlobalPaletteGetAnExactLocalTable() throws {
        var d = FrameDifferencer(width: 20, height: 10, palette: Palette(colors: palette.colors, isExact: false))
        var indices: [UInt8] = []
        let all = PixelRect(x: 0, y: 0, width: 20, height: 10)
        _ = d.encode(try frame([]), dirty: all, into: &indices)
        let f = try #require(d.encode(try frame([(x: 4, y: 4, rgb: 0x12_3456), (x: 5, y: 4, rgb: 0x65_4321)]), dirty: all, into: &indices))
        #expect(f.rect == PixelRect(x: 4, y: 4, width: 2, height: 1))
        #expect(f.localColors == [PaletteTests.packed(0x12_3456), PaletteTests.packed(0x65_4321)])
        #expect(f.transparentIndex == 2)
        #expect(Array(indices.prefix(2)) == [0, 1])
    }

    /// Transparent pixels of the box offer the index of the colour already on the
    /// screen (which is the previous frame: the palette is exact); rewritten pixels
    /// offer nothing else.
    @Test func transparentPixelsOfferTheIndexOfWhatIsOnTheScreen() throws {
        var d = FrameDifferencer(width: 20, height: 10, palette: palette)
        var indices: [UInt8] = []
        let all = PixelRect(x: 0, y: 0, width: 20, height: 10)
        let first = try frame([(x: 5, y: 3, rgb: Scene.white)])
        _ = d.encode(first, dirty: all, into: &indices)
        let second = try frame([(x: 3, y: 2, rgb: Scene.bar), (x: 7, y: 5, rgb: Scene.bar)])
        let f = try #require(d.encode(second, dirty: all, into: &indices))
        let box = f.rect
        for y in box.minY..<box.maxY {
            for x in box.minX..<box.maxX {
                let o = (y - box.minY) * box.width + (x - box.minX)
                let previous = PaletteTests.packed(Scene.rgb(try #require(first.pixel(x: x, y: y))))
                if Int(indices[o]) == f.transparentIndex {
                    #expect(palette.colors[Int(d.alternatives[o])] == previous, "(\(x), \(y))")
                } else {
                    #expect(d.alternatives[o] == indices[o], "(\(x), \(y))")
                }
            }
        }
        #expect(indices.prefix(box.area).contains { Int($0) == f.transparentIndex })
    }

    /// Colours a level or two off the palette: after the first frame, within the lag
    /// bound and the budget, they are mapped to the global palette instead of costing
    /// a local table; exact mode and the first frame keep the exact local table.
    /// A frame with more than 255 new colours goes through an inexact global
    /// palette. A pixel that changed by a level, away from its nearest entry, is
    /// left as the screen shows it (the entry would be further off); one that
    /// the entry brings closer is rewritten.
    @Test func aMappedPixelIsRewrittenOnlyWhereItComesCloser() throws {
        let inexact = Palette(colors: palette.colors, isExact: false)
        var d = FrameDifferencer(width: 20, height: 20, palette: inexact, maximumError: 6, errorBudget: 0)
        let all = PixelRect(x: 0, y: 0, width: 20, height: 20)
        let start = Scene.bar - 0x00_0300, further = Scene.bar - 0x00_0400, closer = Scene.bar - 0x00_0001
        func frame(_ pixel: UInt32, manyColours: Bool) throws -> Pixmap {
            var p = try Pixmap(width: 20, height: 20)
            Scene.fill(&p, p.bounds) { x, y in
                if x == 1, y == 1 { return pixel }
                if x == 2, y == 2, manyColours { return closer }
                let k = (y - 3) * 20 + x
                return manyColours && y >= 3 ? UInt32(k / 256) << 16 | UInt32(k % 256) << 8 | 0x40 : Scene.background
            }
            return p
        }
        var indices: [UInt8] = []
        _ = try #require(d.encode(try frame(start, manyColours: false), dirty: all, into: &indices))
        let mapped = try #require(d.encode(try frame(further, manyColours: true), dirty: all, into: &indices))
        #expect(mapped.localColors == nil)
        #expect(d.screen[1 * 20 + 1] == PaletteTests.packed(start) | FrameDifferencer.opaque)
        #expect(d.screen[2 * 20 + 2] == PaletteTests.packed(Scene.bar) | FrameDifferencer.opaque)
    }

    /// After an image through the inexact table, the threshold is the largest whose
    /// kept errors plus the residual per pixel for every pixel above it fit three
    /// quarters of the budget: checked against every threshold tried in turn.
    @Test(arguments: [0, 1, 3]) func theThresholdCountsTheResidualOfPixelsToRewrite(perPixel: Int) throws {
        let inexact = Palette(colors: palette.colors, isExact: false)
        let budget = 400
        var d = FrameDifferencer(width: 20, height: 10, palette: inexact, maximumError: 6, errorBudget: budget)
        var indices: [UInt8] = []
        _ = try #require(d.encode(try frame([]), dirty: PixelRect(x: 0, y: 0, width: 20, height: 10), into: &indices))
        d.residual = (error: 100 * perPixel, pixels: perPixel == 0 ? 0 : 100)
        // Green 0…4 levels up, and every row changes, so every pixel is examined.
        var changes: [(x: Int, y: Int, rgb: UInt32)] = []
        var errors: [Int] = []
        for y in 0..<10 {
            for x in 0..<20 {
                let level = UInt32((x * 3 + y) % 5)
                changes.append((x: x, y: y, rgb: Scene.background + level << 8))
                errors.append(Int(level * level))
            }
        }
        let threshold = d.measure(try frame(changes), PixelRect(x: 0, y: 0, width: 20, height: 10))
        let allowance = perPixel == 0 ? Double(budget) : Double(budget / 4 * 3)
        var expected = 0
        // Thresholds between two errors that occur select the same pixels: only those.
        for t in Set(errors + [0]).sorted() {
            let kept = errors.filter { $0 <= t }.reduce(0, +)
            let above = errors.filter { $0 > t }.count
            if Double(kept) + Double(perPixel) * Double(above) <= allowance { expected = t }
        }
        #expect(Int(threshold) == expected)
    }

    @Test func nearColoursUseTheGlobalPaletteWhenTheBoundsAllow() throws {
        let inexact = Palette(colors: palette.colors, isExact: false)
        let near: UInt32 = Scene.bar - 0x02_0100
        let all = PixelRect(x: 0, y: 0, width: 20, height: 10)
        var indices: [UInt8] = []

        var lagging = FrameDifferencer(width: 20, height: 10, palette: inexact, maximumError: 6, errorBudget: 10_000)
        let firstLocal = try #require(lagging.encode(try frame([(x: 1, y: 1, rgb: near)]), dirty: all, into: &indices))
        #expect(firstLocal.localColors != nil)
        let mapped = try #require(lagging.encode(try frame([(x: 1, y: 1, rgb: near), (x: 6, y: 6, rgb: near)]), dirty: all, into: &indices))
        #expect(mapped.localColors == nil)
        #expect(mapped.rect == PixelRect(x: 6, y: 6, width: 1, height: 1))
        #expect(indices[0] == 1)
        #expect(lagging.totalError == 2 * 2 + 1 * 1)

        var exact = FrameDifferencer(width: 20, height: 10, palette: inexact, maximumError: 0, errorBudget: 10_000)
        _ = exact.encode(try frame([(x: 1, y: 1, rgb: near)]), dirty: all, into: &indices)
        let local = try #require(exact.encode(try frame([(x: 1, y: 1, rgb: near), (x: 6, y: 6, rgb: near)]), dirty: all, into: &indices))
        #expect(local.localColors == [PaletteTests.packed(near)])
    }

    @Test func theWordTestsFindEveryByteAboveTheThreshold() {
        var state: UInt64 = 0x1234_5678
        for threshold in 0...254 {
            for _ in 0..<64 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                // Mostly small bytes, as errors are, with some at and around the threshold.
                var word: UInt64 = 0
                for k in 0..<8 {
                    let r = Int(state >> UInt64(k * 8) & 0xFF)
                    let byte = r < 160 ? r % 4 : r < 230 ? min(255, threshold + r % 3) : r
                    word |= UInt64(byte) << UInt64(k * 8)
                }
                let expected = (0..<8).contains { Int(word >> UInt64($0 * 8) & 0xFF) > threshold }
                #expect(FrameDifferencer.exceeds(word, UInt8(threshold)) == expected, "\(word) > \(threshold)")
                var mask: UInt64 = 0
                for k in 0..<8 where Int(word >> UInt64(k * 8) & 0xFF) > threshold { mask |= 0x80 << UInt64(k * 8) }
                #expect(FrameDifferencer.above(word, UInt8(threshold)) == mask, "\(word) > \(threshold)")
            }
        }
    }

    @Test func extremesAreTheFirstAndLastErrorAboveTheThreshold() {
        var state: UInt64 = 99
        for count in [1, 7, 8, 9, 23, 64] {
            for _ in 0..<200 {
                var errors = [UInt8](repeating: 0, count: count)
                for i in errors.indices {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    errors[i] = state >> 60 == 0 ? UInt8(truncatingIfNeeded: state >> 40) : UInt8(state >> 62)
                }
                let threshold = UInt8(state >> 32 & 3)
                let above = errors.indices.filter { errors[$0] > threshold }
                let found = errors.withUnsafeBufferPointer { FrameDifferencer.extremes($0.baseAddress!, count, threshold) }
                #expect(found?.0 == above.first && found?.1 == above.last, "\(errors) > \(threshold)")
            }
        }
    }

    @Test func laneCountsCountTheLanesSet() {
        for lanes in 0..<256 {
            var mask: UInt64 = 0
            for k in 0..<8 where lanes >> k & 1 != 0 { mask |= 0x80 << UInt64(8 * k) }
            #expect(FrameDifferencer.laneCount(mask) == lanes.nonzeroBitCount, "\(mask)")
        }
    }

    @Test func byteSumsAndColourOctetsMatchByteByByte() {
        var state: UInt64 = 17
        for _ in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let word = state | (state >> 63 == 0 ? 0 : 0xFFFF_FFFF_0000_0000)
            let expected = (0..<8).reduce(0) { $0 + Int(word >> UInt64(8 * $1) & 0xFF) }
            #expect(FrameDifferencer.byteSum(word) == expected)
            let colors = (0..<8).map { UInt32(truncatingIfNeeded: state >> UInt64($0 * 4)) & 0x00FF_FFFF }
            // The same colours under any alpha match; a change in one channel does not:
            // 0x80 in the byte of each pixel that matches.
            var pixels = colors.enumerated().map { $1 | UInt32(truncatingIfNeeded: $0 * 37) << 24 }
            func mask() -> UInt64 {
                pixels.withUnsafeBufferPointer { p in colors.withUnsafeBufferPointer { FrameDifferencer.sameColorMask(p.baseAddress!, $0.baseAddress!) } }
            }
            #expect(mask() == 0x8080_8080_8080_8080)
            var matching: UInt64 = 0x8080_8080_8080_8080
            for k in 0..<8 where state >> UInt64(20 + k) & 1 == 1 {
                pixels[k] ^= 1 << UInt32(state >> UInt64(4 * k) & 15)
                matching &= ~(0x80 << UInt64(8 * k))
            }
            #expect(mask() == matching, "\(pixels) \(colors)")
        }
    }

    /// The 8-lane error against channel-by-channel arithmetic: pixels within ±12
    /// levels of a screen word (so some channels pass the bound and some do not),
    /// screen alphas 255 and 0 (unseen), every bound 0…9, and far-off pixels.
    @Test func eightErrorsAtOnceMatchChannelByChannel() {
        var state: UInt64 = 29
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % n
        }
        for limit in 0...9 {
            for _ in 0..<400 {
                var pixels: [UInt32] = [], screen: [UInt32] = []
                for _ in 0..<8 {
                    let base = UInt32(next(1 << 24))
                    var pixel = UInt32(next(256)) << 24
                    for shift: UInt32 in [0, 8, 16] {
                        let spread = next(4) == 0 ? 255 : 12
                        let v = min(255, max(0, Int(base >> shift & 0xFF) + next(2 * spread + 1) - spread))
                        pixel |= UInt32(v) << shift
                    }
                    pixels.append(pixel)
                    screen.append(base | (next(5) == 0 ? 0 : 0xFF00_0000))
                }
                let found = pixels.withUnsafeBufferPointer { p in
                    screen.withUnsafeBufferPointer { FrameDifferencer.measuredErrors(p.baseAddress!, $0.baseAddress!, limit: Int16(limit)) }
                }
                for k in 0..<8 {
                    var expected = 0
                    for shift: UInt32 in [0, 8, 16] {
                        let d = Int(pixels[k] >> shift & 0xFF) - Int(screen[k] >> shift & 0xFF)
                        expected = abs(d) > limit || expected == 255 ? 255 : expected + d * d
                    }
                    if screen[k] >> 24 != 0xFF { expected = 255 }
                    #expect(Int(found >> UInt64(8 * k) & 0xFF) == expected, "limit \(limit) \(pixels[k]) over \(screen[k])")
                }
            }
        }
    }

    @Test func theChangedSpanIsTheFirstAndLastWordThatDiffer() {
        var state: UInt64 = 5
        for count in [1, 7, 8, 9, 23, 64] {
            for _ in 0..<200 {
                let a = (0..<count).map { UInt32($0) * 0x0101_0101 }
                var b = a
                for i in b.indices {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    // A few words differ, in any one byte (the alpha byte too).
                    if state >> 59 == 0 { b[i] ^= 1 << UInt32(state >> 32 & 31) }
                }
                let differ = a.indices.filter { a[$0] != b[$0] }
                let found = a.withUnsafeBufferPointer { a in
                    b.withUnsafeBufferPointer { b in FrameDifferencer.changedSpan(a.baseAddress!, b.baseAddress!, count) }
                }
                #expect(found?.0 == differ.first && found?.1 == differ.last, "\(differ)")
            }
        }
    }

    /// The error the differencer keeps account of is the screen's squared error
    /// against the rendered frames, summed here from the screen itself: for a soft
    /// field jittering by 0…5 levels under a moving square (some pixels lag within
    /// the budget, some must change, some stay): with a few colours (local tables)
    /// and with hundreds (mapped through the global palette); and for rows of one
    /// grey that drift by up to 6 levels a frame, as a bar's gradient does, each a
    /// level off the palette's.
    @Test(arguments: [false, true]) func theErrorTotalIsTheScreensSquaredError(manyColours: Bool) throws {
        try checkErrorTotal(manyColours: manyColours, bands: false)
    }

    /// Bands a level off the palette's greys (shown through the global table) and
    /// 3 levels off in green (mapped through it).
    @Test(arguments: [UInt32(0), 3]) func theErrorTotalIsTheScreensSquaredErrorOverBands(green: UInt32) throws {
        try checkErrorTotal(manyColours: false, bands: true, green: green)
    }

    func checkErrorTotal(manyColours: Bool, bands: Bool, green: UInt32 = 0) throws {
        let width = 40, height = 24
        // Greys at even levels: the many colours below are 3 to 8 levels off them.
        let greys = (0..<128).map { UInt32($0 * 2) * 0x01_0101 }
        let table = Palette(colors: manyColours || bands ? greys : palette.colors, isExact: false)
        // Bands 3 levels off in green may map only with room in the budget.
        let budget = green > 0 ? 40_000 : 4_000
        var d = FrameDifferencer(width: width, height: height, palette: table, maximumError: 6, errorBudget: budget)
        var indices: [UInt8] = []
        var p = try Pixmap(width: width, height: height)
        for k in 0..<12 {
            Scene.fill(&p, p.bounds) { x, y in
                let jitter = UInt32((x * 7 + y * 13 + k * 5) % 6)
                let inSquare = (2 + 3 * k..<9 + 3 * k).contains(x) && (4..<12).contains(y)
                // Hundreds of colours: a grey ramp with green 3…8 levels above it.
                let g = UInt32((x * 6 + y * 2) % 250)
                let ramp = g << 16 | (g + 3 + jitter) << 8 | g
                // Odd greys, a level off the palette's: shown through it with an error.
                let band = UInt32(40 + (y / 3) * 10 + 2 * ((k * (y % 4)) % 4) + 1) * 0x01_0101 + green << 8
                if bands { return band }
                return inSquare ? Scene.white : manyColours ? ramp : (40 + jitter) << 8 | Scene.background
            }
            let dirty = k % 3 == 2 ? PixelRect(x: 5, y: 0, width: 30, height: height) : p.bounds
            let frame = d.encode(p, dirty: dirty, into: &indices)
            if manyColours { #expect(frame.map { $0.localColors == nil } ?? true) }
            guard k % 3 != 2 else { continue }
            var expected = 0
            for y in 0..<height {
                for x in 0..<width {
                    expected += Self.keptError(d.screen[y * width + x], Scene.rgb(try #require(p.pixel(x: x, y: y))))
                }
            }
            #expect(d.totalError == expected, "frame \(k)")
            #expect(d.totalError <= budget || k == 0 || manyColours)
        }
    }

    /// The error the differencer keeps for a screen word (`0xFFBBGGRR`) showing a
    /// rendered colour (`0xRRGGBB`): the squared error over the channels, at most 254.
    static func keptError(_ shown: UInt32, _ rendered: UInt32) -> Int {
        var squared = 0
        for shift in [0, 8, 16] as [UInt32] {
            let e = Int(shown >> shift & 0xFF) - Int(rendered >> (16 - shift) & 0xFF)
            squared += e * e
        }
        return min(254, squared)
    }

    /// `stuck` only skips work: pixels that flip between colours that map no closer
    /// and colours that do (so the screen changes under a remembered colour) give the
    /// same images, screens and residual errors as a differencer that forgets `stuck`
    /// every frame, whether a few pixels of an octet are remembered or all of them.
    @Test func rememberingColoursThatMapNoCloserChangesNothing() throws {
        let width = 40, height = 16
        let greys = (0..<64).map { UInt32($0 * 4) * 0x01_0101 }
        let table = Palette(colors: greys, isExact: false)
        var cached = FrameDifferencer(width: width, height: height, palette: table, maximumError: 6, errorBudget: 0)
        var reference = cached
        // Each pixel of rows 0…3 cycles through: 0x42 twice (two levels from the
        // entries 0x40 and 0x44: the second time it maps no closer than the screen),
        // 0x47 (the screen moves to 0x48), 0x42 (now closer: must not be skipped),
        // 0x4A, 0x41; the phase moves along rows 0 and 1 pixel by pixel, along rows
        // 2 and 3 octet by octet.
        let shades: [UInt32] = [0x42_4242, 0x42_4242, 0x47_4747, 0x42_4242, 0x4A_4A4A, 0x41_4141]
        var p = try Pixmap(width: width, height: height)
        var a: [UInt8] = [], b: [UInt8] = []
        var remembered = 0
        for k in 0..<16 {
            // Rows from 4 on: 480 colours that change every frame, so that no table
            // holds a frame's and every image goes through the inexact one (`emitMapped`).
            Scene.fill(&p, p.bounds) { x, y in
                y >= 4 ? UInt32(x * 6) << 16 | UInt32(y * 15 + k % 2 * 9) << 8 | UInt32(x + y)
                    : shades[(k + (y < 2 ? x : x / 8) + y) % shades.count]
            }
            reference.stuck = [UInt32](repeating: FrameDifferencer.noColor, count: width * height)
            let fromCached = cached.encode(p, dirty: p.bounds, into: &a)
            let fromReference = reference.encode(p, dirty: p.bounds, into: &b)
            #expect(fromCached?.rect == fromReference?.rect, "frame \(k)")
            let n = fromCached?.rect.area ?? 0
            // Compared as Bools: a failure names the frame instead of printing the planes.
            let sameImage = a.prefix(n).elementsEqual(b.prefix(n)), sameScreen = cached.screen == reference.screen
            #expect(sameImage, "frame \(k)")
            #expect(sameScreen, "frame \(k)")
            #expect(cached.totalError == reference.totalError, "frame \(k)")
            #expect(cached.residual == reference.residual, "frame \(k)")
            remembered += cached.stuck.filter { $0 != FrameDifferencer.noColor }.count
        }
        #expect(remembered > 0)
    }

    @Test func theTableErrorIsTheBranchingError() {
        var state: UInt64 = 5
        for limit in 0...FrameDifferencer.maximumErrorLimit {
            FrameDifferencer.squares(limit: limit).withUnsafeBufferPointer { squares in
                for _ in 0..<2_000 {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    let a = UInt32(truncatingIfNeeded: state >> 32) | FrameDifferencer.opaque
                    // Near colours (within ±12 a channel), on an opaque or the unseen screen.
                    var b = a
                    for shift in [0, 8, 16] as [UInt32] {
                        let c = Int(a >> shift & 0xFF) + Int(state >> UInt64(shift) & 0x1F) - 12
                        b = b & ~(0xFF << shift) | UInt32(min(255, max(0, c))) << shift
                    }
                    if state & 0x3F == 0 { b = FrameDifferencer.unseen }
                    guard a != b else { continue }
                    let expected = FrameDifferencer.error(a, b, limit: Int32(limit))
                    // Any alpha in the frame's pixel: it is read as opaque.
                    let pixel = a & 0x00FF_FFFF | UInt32(truncatingIfNeeded: state >> 8) & 0xFF00_0000
                    #expect(FrameDifferencer.measuredError(pixel, b, squares) == expected, "\(a) \(b) \(limit)")
                }
            }
        }
    }
}
