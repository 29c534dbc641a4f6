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
                #expect(d.scratch[(y - rect.minY) * rect.width + x - rect.minX] == e, "x \(x) y \(y)")
            }
        }
        // No budget: no error is kept, so what is left is outside the rectangle.
        #expect(d.totalError == outside)
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
        let counted = census.weightedColors
        #expect(counted.count == expected.count)
        for (color, weight) in counted { #expect(expected[color] == weight, "colour \(color)") }
    }
}
