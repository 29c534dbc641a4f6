import Raster
import Testing

@testable import GIF

/// Our LZW streams, decoded by giflib (`DGifSlurp` through `DecodedGIF`): the indices
/// must come back exactly, whatever the table size, length and repetition.
@Suite struct LZWEncoderTests {
    /// A one-frame GIF of `indices` (`width` wide) with a global table of `colors`
    /// colours, decoded again; returns the decoded indices. With `alternatives`,
    /// `indices` is left holding what the encoder chose.
    func roundTrip(_ indices: [UInt8], width: Int, colors: Int) throws -> [UInt8] {
        var copy = indices
        return try roundTrip(&copy, width: width, colors: colors)
    }

    func roundTrip(_ indices: inout [UInt8], alternatives: [UInt8]? = nil, width: Int, colors: Int) throws -> [UInt8] {
        let height = indices.count / width
        let sink = ByteSink()
        let palette = (0..<colors).map { UInt32($0) * 0x01_0101 }
        let writer = try GIFStreamWriter(sink: sink, width: width, height: height, globalColors: palette, loop: .forever)
        let frame = EncodedFrame(rect: PixelRect(x: 0, y: 0, width: width, height: height), localColors: nil, transparentIndex: colors)
        try indices.withUnsafeMutableBufferPointer { buffer throws(GIFError) in
            guard let alternatives else { return try writer.write(frame, indices: buffer, delay: 10) }
            try alternatives.withUnsafeBufferPointer { alternatives throws(GIFError) in
                try writer.write(frame, indices: buffer, alternatives: alternatives, delay: 10)
            }
        }
        try writer.finish()
        let decoded = try DecodedGIF(bytes: sink.bytes)
        try #require(decoded.frames.count == 1)
        return decoded.frames[0].indices
    }

    /// A reproducible index stream: random symbols below `colors`, in runs of 1…`run`.
    static func stream(count: Int, colors: Int, run: Int, seed: UInt64) -> [UInt8] {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        var result: [UInt8] = []
        while result.count < count {
            let symbol = UInt8(next() % (colors + 1))
            result += repeatElement(symbol, count: min(count - result.count, 1 + next() % run))
        }
        return result
    }

    @Test(arguments: [1, 3, 7, 15, 31, 63, 127, 255])
    func randomIndicesComeBackForEveryCodeSize(colors: Int) throws {
        let indices = Self.stream(count: 300 * 200, colors: colors, run: 1, seed: UInt64(colors))
        #expect(try roundTrip(indices, width: 300, colors: colors) == indices)
    }

    @Test(arguments: [2, 9, 100, 5000])
    func runsComeBack(longestRun: Int) throws {
        let indices = Self.stream(count: 400 * 300, colors: 40, run: longestRun, seed: UInt64(longestRun))
        #expect(try roundTrip(indices, width: 400, colors: 40) == indices)
    }

    @Test func oneColourEverywhereComesBack() throws {
        let indices = [UInt8](repeating: 5, count: 1920 * 1080)
        #expect(try roundTrip(indices, width: 1920, colors: 200) == indices)
    }

    @Test(arguments: 1...12)
    func tinyImagesComeBack(count: Int) throws {
        let indices = Self.stream(count: count, colors: 3, run: 2, seed: UInt64(count))
        #expect(try roundTrip(indices, width: count, colors: 3) == indices)
    }

    /// The code width grows exactly when the dictionary reaches a power of two; these
    /// lengths end the stream right around each growth and each clear.
    @Test func streamsEndingAtEveryCodeWidthComeBack() throws {
        let base = Self.stream(count: 20_000, colors: 255, run: 1, seed: 7)
        for count in [254, 255, 256, 257, 766, 767, 768, 769, 1790, 1791, 1792, 1793, 3838, 3839, 3840, 3841, 3842, 3843, 7000] {
            let indices = Array(base.prefix(count))
            #expect(try roundTrip(indices, width: count, colors: 255) == indices, "\(count) pixels")
        }
    }

    /// With alternatives, every coded symbol is the pixel's own or its alternative,
    /// the written-back symbols are what giflib decodes, and the stream is no longer
    /// than without them.
    @Test func alternativesAreOnlyEverTheGivenOnes() throws {
        let count = 200 * 150
        let primary = Self.stream(count: count, colors: 20, run: 30, seed: 11)
        let alternatives = Self.stream(count: count, colors: 20, run: 30, seed: 12)
        let plain = LZWEncoder()
        var plainSymbols = primary
        plainSymbols.withUnsafeMutableBufferPointer { plain.encode($0, minimumCodeSize: 5) }
        let lzw = LZWEncoder()
        var chosen = primary
        chosen.withUnsafeMutableBufferPointer { symbols in
            alternatives.withUnsafeBufferPointer { lzw.encode(symbols, alternatives: $0, minimumCodeSize: 5) }
        }
        #expect(lzw.byteCount < plain.byteCount)
        #expect(chosen != primary)
        #expect((0..<count).allSatisfy { chosen[$0] == primary[$0] || chosen[$0] == alternatives[$0] })
        var written = primary
        let decoded = try roundTrip(&written, alternatives: alternatives, width: 200, colors: 20)
        #expect(written == chosen)
        #expect(decoded == chosen)
    }

    /// Plain greedy GIF LZW written the textbook way (a dictionary of strings' codes,
    /// a pixel at a time, a code at a time into a bit list, sub-blocks cut at the end),
    /// as the reference the coder must match byte for byte: same codes, widths and
    /// clears. With `alternatives`, a pixel whose symbol does not extend the string
    /// takes its alternative where that does (the coder's rule); `coded` is what was
    /// coded at each pixel.
    static func referenceLZW(
        _ symbols: [UInt8], alternatives: [UInt8]? = nil, minimumCodeSize: Int
    ) -> (bytes: [UInt8], coded: [UInt8]) {
        let clear = 1 << minimumCodeSize
        var bits = minimumCodeSize + 1, next = clear + 2
        var dictionary: [Int: Int] = [:]
        var stream: [Bool] = []
        var coded = symbols
        func put(_ code: Int) { for b in 0..<bits { stream.append(code >> b & 1 == 1) } }
        put(clear)
        if let first = symbols.first {
            var w = Int(first)
            for (k, p) in symbols.enumerated().dropFirst() {
                if let code = dictionary[w << 8 | Int(p)] {
                    w = code
                    continue
                }
                if let a = alternatives?[k], let code = dictionary[w << 8 | Int(a)] {
                    coded[k] = a
                    w = code
                    continue
                }
                put(w)
                dictionary[w << 8 | Int(p)] = next
                if next >= 1 << bits { bits += 1 }
                next += 1
                if next > 4095 {
                    put(clear)
                    dictionary = [:]
                    next = clear + 2
                    bits = minimumCodeSize + 1
                }
                w = Int(p)
            }
            put(w)
            if next < 4096, next >= 1 << bits, bits < 12 { bits += 1 }
        }
        put(clear + 1)
        var bytes: [UInt8] = []
        for start in stride(from: 0, to: stream.count, by: 8) {
            var byte: UInt8 = 0
            for b in start..<min(start + 8, stream.count) where stream[b] { byte |= 1 << UInt8(b - start) }
            bytes.append(byte)
        }
        var blocks: [UInt8] = []
        for start in stride(from: 0, to: bytes.count, by: 255) {
            let block = bytes[start..<min(start + 255, bytes.count)]
            blocks.append(UInt8(block.count))
            blocks += block
        }
        return (blocks, coded)
    }

    /// The coder's bytes against the reference's: runs of 1 to 5 000 (runs through the
    /// run path, across code-width changes and clears), random symbols filling the
    /// dictionary many times, mixed, one symbol everywhere, and every length 0–600
    /// of one stream (the 4-byte packing's tail, sub-blocks of exactly 255 bytes).
    @Test func bytesMatchAPlainGreedyCoder() {
        var streams: [(symbols: [UInt8], codeSize: Int)] = []
        for run in [1, 2, 5, 40, 300, 5000] {
            streams.append((Self.stream(count: 60_000, colors: 30, run: run, seed: UInt64(run)), 5))
        }
        streams.append((Self.stream(count: 50_000, colors: 255, run: 1, seed: 3), 8))
        streams.append((Self.stream(count: 50_000, colors: 3, run: 1, seed: 4), 2))
        streams.append((Self.stream(count: 20_000, colors: 255, run: 1, seed: 5) + Self.stream(count: 40_000, colors: 7, run: 900, seed: 6), 8))
        streams.append(([UInt8](repeating: 9, count: 100_000), 4))
        let mixed = Self.stream(count: 600, colors: 15, run: 3, seed: 8)
        for count in 0...600 { streams.append((Array(mixed.prefix(count)), 4)) }
        let lzw = LZWEncoder()
        for (symbols, codeSize) in streams {
            var copy = symbols
            copy.withUnsafeMutableBufferPointer { lzw.encode($0, minimumCodeSize: codeSize) }
            let expected = Self.referenceLZW(symbols, minimumCodeSize: codeSize).bytes
            #expect(Array(lzw.output[..<lzw.byteCount]) == expected, "\(symbols.count) symbols")
        }
    }

    /// The coder's run path and its choice of alternatives against the pixel-by-pixel
    /// reference: runs of 1 to 5 000 over alternatives in runs of
    /// their own (so a run string meets an alternative the dictionary extends it by,
    /// mid-run, at its end and not at all), runs long enough to cross clears and
    /// every code width, runs between stretches of random symbols, and runs whose
    /// every other pixel offers the transparent index (a bar's row over the screen).
    /// Bytes and coded symbols must match the reference's.
    @Test func runsWithAlternativesMatchThePixelByPixelCoder() {
        var cases: [(symbols: [UInt8], alternatives: [UInt8], codeSize: Int)] = []
        for (k, run) in [1, 3, 8, 40, 300, 5000].enumerated() {
            let seed = UInt64(100 + k)
            let symbols = Self.stream(count: 200_000, colors: 60, run: run, seed: seed)
            cases.append((symbols, Self.stream(count: 200_000, colors: 60, run: max(1, run / 4), seed: seed + 50), 6))
            cases.append((symbols, symbols, 6))
        }
        let mixed = Self.stream(count: 30_000, colors: 255, run: 1, seed: 9) + Self.stream(count: 60_000, colors: 4, run: 2_000, seed: 10)
            + Self.stream(count: 30_000, colors: 255, run: 2, seed: 11)
        cases.append((mixed, Self.stream(count: mixed.count, colors: 4, run: 7, seed: 12), 8))
        let bars = Self.stream(count: 100_000, colors: 30, run: 160, seed: 13)
        cases.append((bars, bars.indices.map { $0 % 2 == 0 ? bars[$0] : 31 }, 5))
        let lzw = LZWEncoder()
        for (n, (symbols, alternatives, codeSize)) in cases.enumerated() {
            var coded = symbols
            coded.withUnsafeMutableBufferPointer { buffer in
                alternatives.withUnsafeBufferPointer { lzw.encode(buffer, alternatives: $0, minimumCodeSize: codeSize) }
            }
            let expected = Self.referenceLZW(symbols, alternatives: alternatives, minimumCodeSize: codeSize)
            // Compared first: a failure prints the case, not 200 000 symbols.
            let sameBytes = Array(lzw.output[..<lzw.byteCount]) == expected.bytes, sameSymbols = coded == expected.coded
            #expect(sameBytes, "case \(n): bytes")
            #expect(sameSymbols, "case \(n): coded symbols")
        }
    }
}
