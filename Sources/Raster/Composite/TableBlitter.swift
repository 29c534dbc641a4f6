/// Composites one premultiplied colour through long rows of varying coverage (a
/// glow's alpha over a whole frame) by table: for each coverage c, the colour
/// scaled by c/255 per channel and the destination's factor 255 − alpha·c/255, each
/// as four 16-bit lanes. Four pixels then cost eight table loads, one multiply and
/// one division by 255 in 16-bit lanes, against three of each when the scaled colour
/// and factor are computed per pixel (`SolidBlitter.blendSpan`). Same arithmetic as
/// `sourceOver`, so bit-identical to it. Building the table costs 256 entries, so
/// it pays only for spans of thousands of pixels.
///
/// A second table holds the finished result over one destination colour (a
/// glow's background): four pixels that all hold it cost four loads and a store.
struct TableBlitter {
    private let pixels: UnsafeMutablePointer<UInt32>
    private let width: Int
    private let color: UInt32
    private let isOpaque: Bool
    /// Entry 2c: the colour × c / 255 (R, G, B, A lanes); entry 2c + 1: the factor.
    private let table: UnsafePointer<SIMD4<UInt16>>
    /// The destination colour `over` is for, four times, and entry c: the colour at
    /// coverage c over it.
    private let common: SIMD4<UInt32>
    private let over: UnsafePointer<UInt32>

    /// Runs `body` with a blitter for `color` into `pixels` (`width` words a row),
    /// fastest where the destination is `common` (a pixel word); the tables live on
    /// the stack for the call.
    static func with<R>(
        pixels: UnsafeMutablePointer<UInt32>, width: Int, color: PremultipliedRGBA8, common: UInt32,
        _ body: (inout TableBlitter) -> R
    ) -> R {
        withUnsafeTemporaryAllocation(of: SIMD4<UInt16>.self, capacity: 512) { table in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256) { over in
                let channels = SIMD4<UInt32>(
                    UInt32(color.red), UInt32(color.green), UInt32(color.blue), UInt32(color.alpha))
                let alpha = UInt32(color.alpha)
                for c in 0..<256 {
                    let product = channels &* UInt32(c) &+ 128
                    let channel = (product &+ (product &>> 8)) &>> 8
                    table[2 * c] = SIMD4<UInt16>(truncatingIfNeeded: channel)
                    table[2 * c + 1] = SIMD4(repeating: UInt16(255 - channel[3]))
                    let k = UInt32(c)
                    over[c] = sourceOver(scaled(color.word, by: k), alpha: div255(alpha &* k), onto: common)
                }
                var blitter = TableBlitter(
                    pixels: pixels, width: width, color: color.word, isOpaque: color.alpha == 255,
                    table: UnsafePointer(table.baseAddress!), common: common, over: UnsafePointer(over.baseAddress!))
                return body(&blitter)
            }
        }
    }

    private init(
        pixels: UnsafeMutablePointer<UInt32>, width: Int, color: UInt32, isOpaque: Bool,
        table: UnsafePointer<SIMD4<UInt16>>, common: UInt32, over: UnsafePointer<UInt32>
    ) {
        self.pixels = pixels
        self.width = width
        self.color = color
        self.isOpaque = isOpaque
        self.table = table
        self.common = SIMD4(repeating: common)
        self.over = over
    }

    /// Pixels from (x, y) rightwards, one coverage byte each; all-zero quads are
    /// skipped, fully covered opaque ones stored.
    mutating func blendSpan(x: Int, y: Int, coverage: UnsafeBufferPointer<UInt8>) {
        blendCoverageSpan(
            pixels + y * width + x, coverage, color: color, isOpaque: isOpaque,
            blendFour: { pixels, four in blendFour(pixels, four) },
            blendOne: { pixel, c in
                let d = SIMD4<UInt16>(truncatingIfNeeded: UnsafeRawPointer(pixel).loadUnaligned(as: SIMD4<UInt8>.self))
                let result = table[2 * Int(c)] &+ lanesDiv255(d &* table[2 * Int(c) + 1])
                UnsafeMutableRawPointer(pixel).storeBytes(
                    of: SIMD4<UInt8>(truncatingIfNeeded: result), as: SIMD4<UInt8>.self)
            })
    }

    /// The pixel at (x, y), for `blendEight`.
    func pixel(x: Int, y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + y * width + x
    }

    /// Eight pixels from `p` rightwards, their coverage in one vector (as the glow's
    /// last pass computes it): `blendSpan` of eight bytes without storing them first.
    ///
    /// Eight pixels that all hold the common colour (most of a glow's) take their
    /// results from `over` with one compare for the eight and no test of the
    /// coverage: `over[0]` is the common colour itself and `over[255]` the colour
    /// when it is opaque, so empty and full quads need no case of their own.
    @inline(__always)
    func blendEight(at p: UnsafeMutablePointer<UInt32>, coverage: SIMD8<UInt8>) {
        let raw = UnsafeMutableRawPointer(p)
        // One test for both halves, on their bits (`==` on a `SIMD8`, or on the
        // combined halves, compiles to a compare per lane).
        let low = raw.loadUnaligned(as: SIMD4<UInt32>.self)
        let high = raw.loadUnaligned(fromByteOffset: 16, as: SIMD4<UInt32>.self)
        let differences = unsafeBitCast((low ^ common) | (high ^ common), to: SIMD2<UInt64>.self)
        if differences[0] | differences[1] == 0 {
            let bytes = UInt64(littleEndian: unsafeBitCast(coverage, to: UInt64.self))
            func entry(_ k: UInt64) -> UInt32 { over[Int(truncatingIfNeeded: bytes &>> (8 &* k) & 0xFF)] }
            raw.storeBytes(of: SIMD4(entry(0), entry(1), entry(2), entry(3)), as: SIMD4<UInt32>.self)
            raw.storeBytes(of: SIMD4(entry(4), entry(5), entry(6), entry(7)), toByteOffset: 16, as: SIMD4<UInt32>.self)
            return
        }
        let quads = unsafeBitCast(coverage, to: SIMD2<UInt32>.self)
        blendQuad(p, UInt32(littleEndian: quads[0]))
        blendQuad(p + 4, UInt32(littleEndian: quads[1]))
    }

    /// Four pixels, coverage bytes in a little-endian word, as `blendCoverageSpan` does them.
    @inline(__always)
    private func blendQuad(_ p: UnsafeMutablePointer<UInt32>, _ four: UInt32) {
        if four == 0xFFFF_FFFF && isOpaque {
            UnsafeMutableRawPointer(p).storeBytes(of: SIMD4(repeating: color), as: SIMD4<UInt32>.self)
        } else if four != 0 {
            blendFour(UnsafeMutableRawPointer(p), four)
        }
    }

    /// Four pixels with the coverage bytes of `four` (little-endian: byte 0 is the first pixel's).
    @inline(__always)
    private func blendFour(_ pixels: UnsafeMutableRawPointer, _ four: UInt32) {
        let c0 = Int(four & 0xFF)
        let c1 = Int(four >> 8 & 0xFF)
        let c2 = Int(four >> 16 & 0xFF)
        let c3 = Int(four >> 24)
        if pixels.loadUnaligned(as: SIMD4<UInt32>.self) == common {
            let result = SIMD4(over[c0], over[c1], over[c2], over[c3])
            pixels.storeBytes(of: result, as: SIMD4<UInt32>.self)
            return
        }
        let t0 = 2 * c0
        let t1 = 2 * c1
        let t2 = 2 * c2
        let t3 = 2 * c3
        let source = SIMD16(
            lowHalf: SIMD8(lowHalf: table[t0], highHalf: table[t1]),
            highHalf: SIMD8(lowHalf: table[t2], highHalf: table[t3]))
        let factor = SIMD16(
            lowHalf: SIMD8(lowHalf: table[t0 + 1], highHalf: table[t1 + 1]),
            highHalf: SIMD8(lowHalf: table[t2 + 1], highHalf: table[t3 + 1]))
        let destination = SIMD16<UInt16>(truncatingIfNeeded: pixels.loadUnaligned(as: SIMD16<UInt8>.self))
        let result = source &+ lanesDiv255(destination &* factor)
        // Every lane is ≤ 255: its low byte is the channel.
        pixels.storeBytes(of: unsafeBitCast(result, to: SIMD32<UInt8>.self).evenHalf, as: SIMD16<UInt8>.self)
    }
}
