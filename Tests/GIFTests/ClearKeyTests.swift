import Raster
import Testing

@testable import GIF

@Suite struct ClearKeyTests {
    /// The largest channel difference between two `0x00BBGGRR` colours.
    static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        [0, 8, 16].map { abs(Int(a >> $0 & 0xFF) - Int(b >> $0 & 0xFF)) }.max() ?? 0
    }

    @Test func theKeyIsFarFromEveryColourCounted() throws {
        // A theme's worth of colours: greys, a green ramp, the dark background.
        let colors = (0...255).map { UInt32($0) * 0x01_0101 } + (0...255).map { UInt32($0) << 8 | 0x12 } + [0x18_1212]
        let key = try #require(ClearKey.choose(avoiding: colors, palette: colors))
        #expect(colors.allSatisfy { Self.distance($0, key) >= 24 })
        #expect(key & 0xFF00_0000 == 0)
    }

    @Test func thePaletteIsAvoidedToo() throws {
        let first = try #require(ClearKey.choose(avoiding: [0xFF_FFFF], palette: []))
        let second = try #require(ClearKey.choose(avoiding: [0xFF_FFFF], palette: [first]))
        #expect(second != first)
    }

    @Test func aCubeFullOfColoursLeavesNoKey() {
        let everywhere = (0..<UInt32(4096)).map { (c: UInt32) -> UInt32 in
            let red: UInt32 = (c & 0xF) << 4, green: UInt32 = (c >> 4 & 0xF) << 12
            return red | green | (c >> 8) << 20
        }
        #expect(ClearKey.choose(avoiding: everywhere, palette: []) == nil)
        #expect(ClearKey.choose(avoiding: everywhere.filter { $0 & 0xF0_F0F0 != 0x80_8080 }, palette: []) == nil)
    }

    @Test func theCensusOfOpaquePixelsLeavesTransparentOnesOut() throws {
        var frame = try Pixmap(width: 10, height: 4)
        for x in 0..<6 { frame.setPixel(x: x, y: 1, to: PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 255)) }
        frame.setPixel(x: 7, y: 2, to: PremultipliedRGBA8(red: 9, green: 8, blue: 7, alpha: 255))
        var opaque = ColorCensus(), all = ColorCensus()
        opaque.countOpaque(frame, in: frame.bounds)
        all.count(frame, in: frame.bounds)
        #expect(opaque.tallied().colors.map(\.color) == [0, 0x07_0809])
        #expect(opaque.tallied().colors.map(\.weight) == [6, 1])
        // Counting every pixel takes the 33 transparent ones as black.
        #expect(all.tallied().colors.map(\.weight) == [39, 1])
    }
}
