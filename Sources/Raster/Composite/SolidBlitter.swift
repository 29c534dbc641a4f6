/// Composites coverage of one premultiplied colour into pixmap rows.
struct SolidBlitter: CoverageSink {
    private let pixels: UnsafeMutablePointer<UInt32>
    private let width: Int
    private let color: UInt32
    private let alpha: UInt32
    /// The colour's channels in memory order, for four pixels, and its alpha in
    /// every lane: the operands of `blendFour`.
    private let colorLanes: SIMD16<UInt16>
    private let alphaLanes: SIMD16<UInt16>

    /// `pixels` is the pixmap's storage (`width` words a row), valid while drawing.
    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, color: PremultipliedRGBA8) {
        self.pixels = pixels
        self.width = width
        self.color = color.word
        alpha = UInt32(color.alpha)
        let (r, g, b, a) = (UInt16(color.red), UInt16(color.green), UInt16(color.blue), UInt16(color.alpha))
        colorLanes = SIMD16(r, g, b, a, r, g, b, a, r, g, b, a, r, g, b, a)
        alphaLanes = SIMD16(repeating: a)
    }

    mutating func fillSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        blendColor(color, coverage: coverage, over: pixels + y * width + x, count: count)
    }

    mutating func fillRows(x: Int, y: Int, count: Int, rows: Int, coverage: UInt8) {
        if count == width {
            // Whole rows are one contiguous run of pixels.
            fillSpan(x: 0, y: y, count: width * rows, coverage: coverage)
        } else {
            for row in y..<(y + rows) { fillSpan(x: x, y: row, count: count, coverage: coverage) }
        }
    }

    /// Varying coverage (glyphs, blurred layers, anti-aliased edges): four pixels
    /// at a time in 16-bit SIMD lanes, the same arithmetic as `sourceOver` and
    /// bit-identical to it; all-zero quads are skipped, opaque full ones stored. About
    /// a third of the time pixel by pixel takes.
    mutating func blendSpan(x: Int, y: Int, coverage: UnsafeBufferPointer<UInt8>) {
        blendCoverageSpan(
            pixels + y * width + x, coverage, color: color, isOpaque: alpha == 255,
            blendFour: { pixels, four in blendFour(pixels, coverage: four) },
            blendOne: { pixel, c in pixel.pointee = sourceOver(scaled(color, by: c), alpha: div255(alpha &* c), onto: pixel.pointee) })
    }

    /// Source-over of four pixels whose coverages are the bytes of `four` (first
    /// pixel in the low byte). Every product fits a 16-bit lane: 255 · 255 + 128
    /// plus its high byte stays below 65 536, so `div255` is exact there too.
    @inline(__always)
    private func blendFour(_ pixels: UnsafeMutableRawPointer, coverage four: UInt32) {
        let c0 = UInt16(four & 0xFF)
        let c1 = UInt16(four >> 8 & 0xFF)
        let c2 = UInt16(four >> 16 & 0xFF)
        let c3 = UInt16(four >> 24)
        let coverage = SIMD16(c0, c0, c0, c0, c1, c1, c1, c1, c2, c2, c2, c2, c3, c3, c3, c3)
        let source = lanesDiv255(colorLanes &* coverage)
        let inverse = 255 &- lanesDiv255(alphaLanes &* coverage)
        let destination = SIMD16<UInt16>(truncatingIfNeeded: pixels.loadUnaligned(as: SIMD16<UInt8>.self))
        let result = source &+ lanesDiv255(destination &* inverse)
        pixels.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: result), as: SIMD16<UInt8>.self)
    }
}
