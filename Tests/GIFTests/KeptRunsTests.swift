import Raster
import TestSupport
import Testing

@testable import GIF

#if canImport(Glibc)
import Glibc
#endif

/// The kept pixels' indices (`KeptRuns`) against a run-by-run reference, and the
/// narrowed code size through giflib against the decoded indices.
@Suite struct KeptRunsTests {
    /// The rule written out run by run: a maximal run of `transparent` whose screen
    /// indices are all one c ≠ `transparent`, with c just before or just after it,
    /// becomes c. Also the largest other index.
    static func reference(_ symbols: [UInt8], _ screen: [UInt8], _ transparent: UInt8) -> (symbols: [UInt8], largest: UInt8) {
        var result = symbols
        var i = 0
        while i < symbols.count {
            guard symbols[i] == transparent else {
                i += 1
                continue
            }
            var j = i
            while j < symbols.count, symbols[j] == transparent { j += 1 }
            let c = screen[i]
            let uniform = screen[i..<j].allSatisfy { $0 == c }
            let joins = (i > 0 && symbols[i - 1] == c) || (j < symbols.count && symbols[j] == c)
            if c != transparent, uniform, joins {
                for k in i..<j { result[k] = c }
            }
            i = j
        }
        return (result, symbols.filter { $0 != transparent }.max() ?? 0)
    }

    /// Runs of 1…`run` symbols from `alphabet`, reproducible from `seed`.
    static func runs(count: Int, alphabet: [UInt8], run: Int, seed: UInt64) -> [UInt8] {
        var random = SeededRandom(seed: seed)
        var result: [UInt8] = []
        while result.count < count {
            let symbol = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
            result += repeatElement(symbol, count: min(count - result.count, Int.random(in: 1...run, using: &random)))
        }
        return result
    }

    /// Streams of every length 0–70 and runs up to 20 (across the octets), with
    /// symbols next to the transparent one (t ^ 1, which the zero-byte test may
    /// flag) and screens that repeat the neighbours' indices.
    @Test(arguments: [UInt8(5), 200, 254, 255])
    func keptRunsMatchTheRunByRunRule(transparent: UInt8) {
        let colors: [UInt8] = [0, 3, transparent ^ 1, transparent &- 2, 127, 128]
        for count in 0...70 {
            for seed in 0..<12 {
                let run = 1 + seed % 20
                let symbols = Self.runs(count: count, alphabet: colors + [transparent, transparent], run: run, seed: UInt64(count * 100 + seed))
                let under = Self.runs(count: count, alphabet: colors + [transparent], run: run * 2, seed: UInt64(count * 100 + seed + 50))
                // A pixel to rewrite shows its own index; a kept one offers what the screen has.
                let screen = zip(symbols, under).map { $0 == transparent ? $1 : $0 }
                var written = symbols
                let largest = written.withUnsafeMutableBufferPointer { out in
                    screen.withUnsafeBufferPointer { KeptRuns.choose(out, screen: $0, transparent: transparent) }
                }
                let expected = Self.reference(symbols, screen, transparent)
                #expect(written == expected.symbols, "count \(count), seed \(seed)")
                #expect(largest == expected.largest, "count \(count), seed \(seed)")
            }
        }
    }

    @Test func replacingTheTransparentIndexTouchesOnlyItsBytes() {
        for old in [UInt8(0), 1, 127, 128, 254, 255] {
            for count in 0...40 {
                let symbols = Self.runs(count: count, alphabet: [old, old ^ 1, old ^ 0x80, old &+ 1, 7], run: 5, seed: UInt64(count) + UInt64(old) << 8)
                var replaced = symbols
                replaced.withUnsafeMutableBufferPointer { KeptRuns.replace(old, by: 42, in: $0) }
                #expect(replaced == symbols.map { $0 == old ? 42 : $0 }, "old \(old), count \(count)")
            }
        }
    }

    /// The transparent index above the largest, where the LZW code size it needs,
    /// max(2, ⌈log2(largest + 2)⌉), is below the current one's.
    @Test func theTransparentIndexNarrowsOnlyWhereTheCodeSizeShrinks() {
        func codeSize(_ transparent: Int) -> Int { max(2, Int(log2(Double(transparent) + 1).rounded(.up))) }
        for transparent in 1...255 {
            for largest in 0..<transparent {
                let narrowed = KeptRuns.narrowedTransparent(largest: UInt8(largest), transparent: transparent)
                let expected = codeSize(largest + 1) < codeSize(transparent) ? largest + 1 : nil
                #expect(narrowed == expected, "transparent \(transparent), largest \(largest)")
            }
        }
    }

    /// The LZW code size byte after each image descriptor, read from the GIF's bytes.
    static func codeSizes(_ gif: [UInt8]) -> [Int] {
        func tableBytes(_ flags: UInt8) -> Int { flags & 0x80 == 0 ? 0 : 3 << (Int(flags & 7) + 1) }
        var sizes: [Int] = []
        var p = 13 + tableBytes(gif[10])
        func skipBlocks() {
            while p < gif.count, gif[p] != 0 { p += Int(gif[p]) + 1 }
            p += 1
        }
        while p < gif.count {
            switch gif[p] {
            case 0x21:
                p += 2
                skipBlocks()
            case 0x2C:
                p += 10 + tableBytes(gif[p + 9])
                sizes.append(Int(gif[p]))
                p += 1
                skipBlocks()
            default:
                return sizes
            }
        }
        return sizes
    }

    /// 200 grey levels drawn once, then a bar that grows in the theme's colour: the
    /// bar's images on the global table (exact) code with the fewest bits their
    /// decoded indices allow, and every screen is the rendered frame.
    @Test func imagesOnTheGlobalTableCodeWithTheFewestBits() throws {
        let width = 64, height = 40, count = 8
        let draw = { (k: Int, pixmap: inout Pixmap) -> PixelRect in
            if k == 0 {
                Scene.fill(&pixmap, pixmap.bounds) { x, y in y < 10 ? UInt32((x + 64 * y) % 200) * 0x01_0101 : Scene.background }
            }
            let bar = PixelRect(x: 10, y: 38 - 3 * k, width: 30, height: 3 * k + 1)
            Scene.fill(&pixmap, bar) { _, _ in Scene.bar }
            return k == 0 ? pixmap.bounds : bar
        }
        let encoder = try GIFEncoder(width: width, height: height, frameTimes: Scene.times(count, fps: 30), hold: 1, maximumError: 0)
        let bytes = try encoder.encode { k, p in draw(k, &p) }
        let gif = try DecodedGIF(bytes: bytes)
        let expected = try Scene.frames(count, width: width, height: height, draw)
        for (screen, frame) in zip(try gif.screens(), expected) { #expect(Scene.psnr(screen, frame) == .infinity) }
        let sizes = Self.codeSizes(bytes)
        try #require(sizes.count == gif.frames.count)
        for (frame, size) in zip(gif.frames, sizes).dropFirst() where !frame.hasLocalColorTable {
            let largest = frame.indices.max().map(Int.init) ?? 0
            var bits = 2
            while 1 << bits < largest + 1 { bits += 1 }
            #expect(size == bits)
        }
        #expect(sizes.dropFirst().contains { $0 < 8 })
    }
}
