import Raster
import Testing

@testable import GIF

/// The passes take a run of one colour (over one screen colour) as one item; each
/// is checked here against a pixel-by-pixel reference on rows of crafted runs:
/// lengths 1…20 starting anywhere against the 8-pixel blocks, a run broken by one
/// pixel, runs that end at the row's end.
@Suite struct RunPathTests {
    static let width = 53, height = 9

    /// Run lengths for row y: 1…20 in turn, shifted by the row, so runs start at
    /// every offset within an octet; row 3 is one run broken by one pixel.
    static func runs(_ y: Int, salt: Int) -> [Int] {
        if y == 3 { return [26, 1, 26] }
        var lengths: [Int] = [], total = 0, k = y * 7 + salt
        while total < width {
            let n = min(width - total, k % 20 + 1)
            lengths.append(n)
            total += n
            k += 3
        }
        return lengths
    }

    /// Packed opaque words (`0xFFBBGGRR`) of rows of runs: each run's colour is a
    /// step from `base` that `step` picks per run.
    static func words(salt: Int, _ step: (Int) -> UInt32) -> [UInt32] {
        var words: [UInt32] = []
        for y in 0..<height {
            for (r, n) in runs(y, salt: salt).enumerated() {
                words += repeatElement(0xFF00_0000 | step(y * 31 + r), count: n)
            }
        }
        return words
    }

    static func pixmap(_ words: [UInt32]) throws -> Pixmap {
        var p = try Pixmap(width: width, height: height)
        p.withUnsafeMutableBytes { raw in
            for (i, w) in words.enumerated() { raw.storeBytes(of: w, toByteOffset: 4 * i, as: UInt32.self) }
        }
        return p
    }

    @Test func aRunEndsAtTheFirstOtherWord() {
        for length in 0...20 {
            for start in 0..<9 {
                for tail in [0, 1, 8] {
                    var words = [UInt32](repeating: 7, count: start) + [UInt32](repeating: 5, count: length)
                    words += [UInt32](repeating: 6, count: tail)
                    let end = words.withUnsafeBufferPointer {
                        FrameDifferencer.runEnd($0.baseAddress!, from: start, to: words.count, 5)
                    }
                    #expect(end == start + length, "run of \(length) from \(start), \(tail) after")
                }
            }
        }
    }

    @Test func byteSumsAndFillsCoverEveryCount() {
        for count in 0...20 {
            var bytes = (0..<24).map { UInt8($0 * 11 % 256) }
            let sum = bytes.withUnsafeBufferPointer { FrameDifferencer.byteSum($0.baseAddress! + 1, count) }
            #expect(sum == bytes[1..<(1 + count)].reduce(0) { $0 + Int($1) })
            bytes.withUnsafeMutableBufferPointer { FrameDifferencer.fill($0.baseAddress! + 1, count, 200) }
            #expect(bytes[1..<(1 + count)].allSatisfy { $0 == 200 } && bytes[0] == 0 && bytes[1 + count] != 200)
        }
    }

    /// Measure's errors against `error` pixel by pixel: rendered runs over screen
    /// runs with other boundaries, steps within and beyond the bound, inside a dirty
    /// rectangle that starts and ends off the octets; errors outside it stay.
    @Test func measureTakesARunAsOneItem() throws {
        let limit = 6
        let rendered = Self.words(salt: 0) { UInt32($0 * 5 % 9) * 0x01_0102 + 0x30_3030 }
        let screen = Self.words(salt: 5) { UInt32($0 * 3 % 7) * 0x01_0101 + 0x30_3030 }
        let palette = Palette(colors: [0x30_3030], isExact: false)
        var d = FrameDifferencer(width: Self.width, height: Self.height, palette: palette, maximumError: limit)
        d.screen = screen
        d.errors = (0..<screen.count).map { UInt8($0 % 5) }
        d.totalError = d.errors.reduce(0) { $0 + Int($1) }
        let rect = PixelRect(x: 3, y: 1, width: Self.width - 4, height: Self.height - 1)
        _ = d.measure(try Self.pixmap(rendered), rect)
        var outside = 0
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                let i = y * Self.width + x
                guard rect.contains(x: x, y: y) else {
                    outside += i % 5
                    #expect(d.errors[i] == UInt8(i % 5))
                    continue
                }
                let e = FrameDifferencer.error(rendered[i], screen[i], limit: Int32(limit))
                #expect(d.errors[i] == e, "x \(x) y \(y)")
            }
        }
        // No budget: no error is kept, so what is left is outside the rectangle.
        #expect(d.totalError == outside)
    }

    /// Outside each row's changed span errors carry over, and those of (bound + 1)² or
    /// more (a rewrite may have stored them) are measured again: checked against
    /// `error` pixel by pixel, with such errors in whole octets and among a row's last
    /// few pixels on either side of a span of one pixel.
    @Test func carriedErrorsAreMeasuredAgainWhereTheyMayNotHold() throws {
        let limit = 6, consistent = (limit + 1) * (limit + 1)
        let rendered = Self.words(salt: 1) { UInt32($0 * 5 % 9) * 0x01_0102 + 0x30_3030 }
        let screen = Self.words(salt: 4) { UInt32($0 * 3 % 7) * 0x01_0101 + 0x30_3030 }
        let palette = Palette(colors: [0x30_3030], isExact: false)
        var d = FrameDifferencer(width: Self.width, height: Self.height, palette: palette, maximumError: limit)
        d.screen = screen
        // Examined before as now but for one pixel a row.
        d.rendered = rendered
        for y in 0..<Self.height { d.rendered[y * Self.width + 5 + 4 * y] ^= 1 }
        // Errors below (bound + 1)² are the measured ones (the pass relies on it); some
        // others are what a rewrite may have left.
        let errors = (0..<screen.count).map { i in FrameDifferencer.error(rendered[i], screen[i], limit: Int32(limit)) }
        let before = errors.indices.map { i in i % 11 == 0 ? UInt8(consistent + i % 3) : i % 13 == 0 ? 254 : errors[i] }
        #expect(before.indices.filter { before[$0] != errors[$0] }.count > 20)
        d.errors = before
        d.totalError = before.reduce(0) { $0 + Int($1) }
        _ = d.measure(try Self.pixmap(rendered), PixelRect(x: 0, y: 0, width: Self.width, height: Self.height))
        #expect(d.errors == errors)
    }

    /// The census's counts against a count pixel by pixel, over rows of runs (some
    /// of one colour under two alphas) counted twice, the second time with changes.
    @Test func theCensusCountsARunAsOneItem() throws {
        var words = Self.words(salt: 2) { UInt32($0 % 6) * 0x10_2030 }
        // A run of one colour whose second half has another alpha.
        for i in 60..<70 { words[i] = 0x8000_0000 | words[60] & 0x00FF_FFFF }
        var census = ColorCensus()
        var expected: [UInt32: UInt32] = [:]
        var pixmap = try Self.pixmap(words)
        census.count(pixmap, in: pixmap.bounds)
        for w in words { expected[w & 0x00FF_FFFF, default: 0] += 1 }
        let changed = Self.words(salt: 4) { UInt32($0 % 5) * 0x10_2030 }
        pixmap = try Self.pixmap(changed)
        census.count(pixmap, in: pixmap.bounds)
        for y in 0..<Self.height where changed[(y * Self.width)..<((y + 1) * Self.width)] != words[(y * Self.width)..<((y + 1) * Self.width)] {
            for w in changed[(y * Self.width)..<((y + 1) * Self.width)] { expected[w & 0x00FF_FFFF, default: 0] += 1 }
        }
        let counted = census.tallied().colors
        #expect(counted.count == expected.count)
        for (color, weight) in counted { #expect(expected[color] == weight, "colour \(color)") }
    }

    /// Rectangles that end inside rows, at the last column and at the last pixel,
    /// over frames whose runs go on past the rectangle's edges: the census counts
    /// only the rows of a rectangle that differ from what it saw there last, and a
    /// run only up to the edge. A reference keeps its own copy of the pixels counted.
    @Test func theCensusCountsRunsUpToTheRectanglesEdge() throws {
        let rects = [
            PixelRect(x: 0, y: 0, width: 30, height: 9), PixelRect(x: 23, y: 2, width: 30, height: 7),
            PixelRect(x: 5, y: 1, width: 11, height: 4), PixelRect(x: 0, y: 0, width: Self.width, height: Self.height),
            PixelRect(x: 40, y: 8, width: 13, height: 1), PixelRect(x: 0, y: 0, width: Self.width, height: Self.height),
        ]
        var census = ColorCensus()
        var seen = [UInt32?](repeating: nil, count: Self.width * Self.height)
        var expected: [UInt32: UInt32] = [:]
        for (k, rect) in rects.enumerated() {
            // Runs of 1…20 in three colours, so many go on past an edge.
            let words = Self.words(salt: k % 3) { UInt32($0 % 3) * 0x10_2030 }
            census.count(try Self.pixmap(words), in: rect)
            for y in rect.minY..<rect.maxY {
                let span = (y * Self.width + rect.minX)..<(y * Self.width + rect.maxX)
                guard span.contains(where: { seen[$0] != words[$0] }) else { continue }
                for i in span {
                    seen[i] = words[i]
                    expected[words[i] & 0x00FF_FFFF, default: 0] += 1
                }
            }
        }
        let counted = census.tallied().colors
        #expect(counted.count == expected.count)
        for (color, weight) in counted { #expect(expected[color] == weight, "colour \(color)") }
    }

    /// Rows of runs of 1…40 pixels in over 255 colours, each 3 to 6 levels off the
    /// table's greys and changing every frame, so every image maps through the inexact
    /// global table (`emitMapped`); in even frames pairs of runs share a colour, which
    /// the next frame splits over one screen colour. Each image applied to the last
    /// screen gives the new screen, and the error total is the screen's squared
    /// error against the frame, summed here pixel by pixel (a run taken past its
    /// colour keeps the wrong error).
    @Test func mappedRunsKeepTheScreenAndItsError() throws {
        let width = 61, height = 100
        let greys = (0..<32).map { UInt32($0 * 8) * 0x01_0101 }
        let table = Palette(colors: greys, isExact: false)
        var d = FrameDifferencer(width: width, height: height, palette: table, maximumError: 6, errorBudget: 0)
        var indices: [UInt8] = []
        var p = try Pixmap(width: width, height: height)
        var mapped = 0
        for k in 0..<6 {
            var colors: [UInt32] = []
            for y in 0..<height {
                var x = 0, r = 0
                while x < width {
                    let n = min(width - x, (y * 7 + r * 5) % 40 + 1)
                    let g = UInt32(3 + 8 * ((y * 5 + (k % 2 == 0 ? r / 2 * 2 : r) + k * 3) % 31))
                    colors += repeatElement((g + UInt32(y % 4)) << 16 | g << 8 | (g + UInt32(r % 3)), count: n)
                    x += n
                    r += 1
                }
            }
            Scene.fill(&p, p.bounds) { x, y in colors[y * width + x] }
            var expected = d.screen
            guard let frame = d.encode(p, dirty: p.bounds, into: &indices) else { continue }
            if frame.localColors == nil, k > 0 { mapped += 1 }
            let rect = frame.rect
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX {
                    let index = Int(indices[(y - rect.minY) * rect.width + x - rect.minX])
                    if index != frame.transparentIndex { expected[y * width + x] = (frame.localColors ?? greys)[index] | FrameDifferencer.opaque }
                }
            }
            // Compared as a Bool: a failure names the frame instead of printing the planes.
            let sameScreen = expected == d.screen
            #expect(sameScreen, "frame \(k)")
            let total = (0..<(width * height)).reduce(0) { $0 + FrameDifferencerTests.keptError(d.screen[$1], colors[$1]) }
            #expect(d.totalError == total, "frame \(k)")
        }
        #expect(mapped == 5)
    }
}
