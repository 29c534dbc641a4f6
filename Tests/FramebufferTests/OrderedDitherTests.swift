import Raster
import TestSupport
import Testing

@testable import Framebuffer

/// The 16-bit dither: what stays flat, what averages right, and that a pixel
/// depends on its screen position alone.
@Suite struct OrderedDitherTests {
    static let rgb565 = PixelFormat.named("rgb565")!

    /// `picture` converted into a `screen`-sized rgb565 memory, in the
    /// rectangles given (the whole picture by default), at `origin`.
    func converted(
        _ picture: Pixmap, in rects: [PixelRect]? = nil, origin: (x: Int, y: Int) = (0, 0),
        screen: (width: Int, height: Int)? = nil, over initial: UInt8 = 0, dither: Dither = .ordered
    ) -> [UInt8] {
        let (width, height) = screen ?? (picture.width, picture.height)
        var memory = [UInt8](repeating: initial, count: width * height * 2)
        let converter = PixelConverter(format: Self.rgb565, dither: dither)
        memory.withUnsafeMutableBytes { raw in
            for rect in rects ?? [picture.bounds] {
                converter.convert(picture, rect: rect, into: raw.baseAddress!, stride: width * 2, origin: origin)
            }
        }
        return memory
    }

    func flat(_ r: Int, _ g: Int, _ b: Int, width: Int = 8, height: Int = 8) throws -> Pixmap {
        try Pixmap(
            width: width, height: height,
            color: Color(hex: UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)))
    }

    /// Every level of each channel, widened as a panel shows it: the colour
    /// comes back unchanged at every position of the tile, exactly as rounding
    /// gives it.
    @Test func flatColoursAPanelCanShowStayFlat() throws {
        for level in 0...31 {
            for green in [2 * level, 2 * level + 1] {
                let picture = try flat(widened(level, bits: 5), widened(green, bits: 6), widened(31 - level, bits: 5))
                let bytes = converted(picture)
                let pixel = UInt16(level) << 11 | UInt16(green) << 5 | UInt16(31 - level)
                #expect(bytes == converted(picture, dither: .none), "level \(level), green \(green)")
                #expect(
                    Swift.stride(from: 0, to: bytes.count, by: 2).allSatisfy {
                        UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 == pixel
                    }, "level \(level), green \(green): not flat")
            }
        }
    }

    /// Every 8-bit value in every channel, as a flat 4×4 tile: the mean of what
    /// the panel shows is the value within half a level, as asked, and in fact
    /// within 1/32 of one (a tile of 16 thresholds); plain rounding misses by up
    /// to half a level.
    @Test func theMeanOverATileIsTheColourWithinHalfALevel() throws {
        var worstFraction = 0.0, worstRounded = 0.0
        for value in 0...255 {
            let tile = rgbFromRGB565(converted(try flat(value, value, value, width: 4, height: 4)))
            let rounded = rgbFromRGB565(converted(try flat(value, value, value, width: 4, height: 4), dither: .none))
            for (channel, bits) in [(0, 5), (1, 6), (2, 5)] {
                let below = (0..<(1 << bits)).last { widened($0, bits: bits) <= value } ?? 0
                let step = Double(widened(min(below + 1, (1 << bits) - 1), bits: bits) - widened(below, bits: bits))
                func mean(_ rgb: [UInt8]) -> Double {
                    Swift.stride(from: channel, to: rgb.count, by: 3).reduce(0.0) { $0 + Double(rgb[$1]) } / 16
                }
                let miss = abs(mean(tile) - Double(value))
                #expect(miss <= step / 2, "value \(value), channel \(channel): mean misses by \(miss)")
                #expect(miss <= step / 32 + 1e-9, "value \(value), channel \(channel): mean misses by \(miss)")
                if step > 0 {
                    worstFraction = max(worstFraction, miss / step)
                    worstRounded = max(worstRounded, abs(mean(rounded) - Double(value)) / step)
                }
            }
        }
        #expect(worstFraction > 0, "some value lies between levels")
        #expect(worstRounded > 0.4, "rounding alone misses by nearly half a level (\(worstRounded))")
    }

    /// The converter's levels against the definition written out in the test
    /// (`ditheredLevel`), for every value at every tile position.
    @Test func levelsFollowTheDefinition() {
        for bits in [5, 6] {
            for value in 0...255 {
                for y in 0..<4 {
                    for x in 0..<4 {
                        let level = OrderedDither.level(
                            of: UInt8(value), bits: bits, rank: OrderedDither.rank(x: x + 8, y: y + 4))
                        #expect(
                            level == ditheredLevel(UInt8(value), bits: bits, x: x, y: y),
                            "\(bits) bits, \(value) at (\(x), \(y))")
                    }
                }
            }
        }
    }

    @Test func shownValuesRepeatTheBits() {
        #expect(OrderedDither.shownValue(of: 16, bits: 5) == 132)
        #expect(OrderedDither.shownValue(of: 32, bits: 6) == 130)
        #expect(OrderedDither.shownValue(of: 0b101, bits: 3) == 0b1011_0110)
        #expect(OrderedDither.shownValue(of: 1, bits: 1) == 255)
        for bits in 1...8 {
            let top = UInt32(1) << UInt32(bits) - 1
            let shown = (0...top).map { OrderedDither.shownValue(of: $0, bits: bits) }
            #expect(shown.first == 0 && shown.last == 255, "\(bits) bits")
            #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 < $1 }, "\(bits) bits: rising")
        }
    }

    /// A picture converted in one piece, or in overlapping rectangles in any
    /// order over anything, gives the same bytes: nothing carries from one
    /// pixel or one copy to the next, so a frame is the same whichever frames
    /// led to it.
    @Test func aPixelDependsOnlyOnItsScreenPosition() throws {
        var random = SeededRandom(seed: 27)
        var picture = try Pixmap(width: 37, height: 23)
        for y in 0..<23 {
            for x in 0..<37 {
                let c = (0..<3).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                picture.setPixel(x: x, y: y, to: PremultipliedRGBA8(red: c[0], green: c[1], blue: c[2], alpha: 255))
            }
        }
        let screen = (width: 45, height: 30), origin = (x: 5, y: 3)
        let whole = converted(picture, origin: origin, screen: screen)
        var rects: [PixelRect] = []
        for _ in 0..<60 {
            let x = Int(random.next() % 37), y = Int(random.next() % 23)
            rects.append(PixelRect(x: x, y: y, width: 1 + Int(random.next() % 20), height: 1 + Int(random.next() % 12)))
        }
        rects += [PixelRect(x: 0, y: 0, width: 19, height: 23), PixelRect(x: 18, y: 0, width: 19, height: 23)]
        #expect(converted(picture, in: rects, origin: origin, screen: screen) == whole)
        #expect(converted(picture, in: rects.reversed(), origin: origin, screen: screen) == whole)
        // The same pixel values at another screen position take other thresholds.
        let shifted = converted(picture, origin: (x: 6, y: 3), screen: screen)
        #expect(shifted != whole)
    }

    /// The margin around a smaller picture is dithered as the picture's own
    /// background is, so they meet without a seam.
    @Test func theMarginFillMatchesAPictureOfItsColour() throws {
        let colour = (r: 0x12, g: 0x12, b: 0x18)
        let screen = try flat(colour.r, colour.g, colour.b, width: 13, height: 9)
        let converter = PixelConverter(format: Self.rgb565)
        var memory = [UInt8](repeating: 0, count: 13 * 9 * 2)
        memory.withUnsafeMutableBytes { raw in
            converter.fill(
                PixelRect(x: 0, y: 0, width: 13, height: 9), red: UInt8(colour.r), green: UInt8(colour.g),
                blue: UInt8(colour.b), into: raw.baseAddress!, stride: 26)
        }
        #expect(memory == converted(screen))
        #expect(Set(Swift.stride(from: 0, to: memory.count, by: 2).map { memory[$0] }).count > 1, "#121218 is dithered")
    }
}
