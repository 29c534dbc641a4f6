// Source-over compositing of premultiplied RGBA8 (Porter–Duff), with coverage.
//
//   source' = source × coverage / 255        (every channel, alpha included)
//   result  = source' + destination × (255 − alpha(source')) / 255
//
// Precision: each division by 255 is rounded to nearest and exact
// (`div255`'s shift form), so a full-coverage result is exactly the Double
// reference rounded; with partial coverage the two roundings stay within one
// step of it. Premultiplied channels never exceed alpha, so the sum cannot carry
// out of a byte.
//
// Layout: a pixel is one UInt32 loaded from the four bytes R, G, B, A. The
// arithmetic works on two 16-bit lanes at a time (R and B, then G and A; the
// "0x00FF00FF" trick), which is the same for either byte order, so only the
// source alpha is needed separately. Faster than the same maths byte by byte,
// in Swift or in the benchmark baseline's C.

/// Every byte of `pixel` multiplied by `factor` (0…255) / 255, rounded to nearest.
@inline(__always)
func scaled(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
    let mask: UInt32 = 0x00FF_00FF
    var rb = (pixel & mask) &* factor &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & mask)) >> 8) & mask
    var ga = ((pixel >> 8) & mask) &* factor &+ 0x0080_0080
    ga = (ga &+ ((ga >> 8) & mask)) & ~mask
    return rb | ga
}

/// `source` (premultiplied, alpha `sourceAlpha`) composited over `destination`.
@inline(__always)
func sourceOver(_ source: UInt32, alpha sourceAlpha: UInt32, onto destination: UInt32) -> UInt32 {
    source &+ scaled(destination, by: 255 &- sourceAlpha)
}

extension PremultipliedRGBA8 {
    /// The pixel as stored: one 32-bit word holding the bytes R, G, B, A in memory order.
    @inline(__always)
    var word: UInt32 {
        (UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24).littleEndian
    }

    /// The pixel stored in `word` (bytes R, G, B, A in memory order).
    @inline(__always)
    init(word: UInt32) {
        let v = UInt32(littleEndian: word)
        self.init(red: UInt8(v & 0xFF), green: UInt8(v >> 8 & 0xFF), blue: UInt8(v >> 16 & 0xFF), alpha: UInt8(v >> 24))
    }
}
