/// In-place conversions between the premultiplied RGBA8 a `Pixmap` stores and the
/// straight-alpha RGBA8 a PNG stores.
///
/// Precision: both directions round to nearest with integer arithmetic, no
/// floating point. Premultiplying is `div255(c × a)` (exact rounding of c·a/255,
/// the same rule `Color.premultiplied` uses); unpremultiplying is
/// `(p × 255 + a/2) / a`, exact rounding of p·255/a, which never exceeds 255
/// because a stored channel is at most its alpha (a channel above its alpha, which
/// only a broken caller can produce, is clamped to 255).
///
/// Consequences, checked exhaustively by the tests: a `Pixmap` survives
/// encode → decode bit for bit (the unpremultiplied value s satisfies
/// |s·a/255 − p| ≤ a/510 < ½, so premultiplying again gives p back); a straight
/// PNG channel s survives decode → encode within 127.5/a + ½, the information
/// premultiplication at alpha a drops.
///
/// Invariant: fully transparent pixels become (0, 0, 0, 0) either way.
import Raster

/// Turns premultiplied RGBA8 bytes into straight-alpha RGBA8 bytes, in place.
func unpremultiply(_ bytes: UnsafeMutableRawBufferPointer) {
    let pixels = bytes.bindMemory(to: UInt8.self)
    var i = 0
    while i + 3 < pixels.count {
        let a = UInt32(pixels[i + 3])
        if a == 0 {
            pixels[i] = 0
            pixels[i + 1] = 0
            pixels[i + 2] = 0
        } else if a != 255 {
            let half = a >> 1
            pixels[i] = UInt8(min(255, (UInt32(pixels[i]) * 255 + half) / a))
            pixels[i + 1] = UInt8(min(255, (UInt32(pixels[i + 1]) * 255 + half) / a))
            pixels[i + 2] = UInt8(min(255, (UInt32(pixels[i + 2]) * 255 + half) / a))
        }
        i += 4
    }
}

/// Turns straight-alpha RGBA8 bytes into premultiplied RGBA8 bytes, in place.
func premultiply(_ bytes: UnsafeMutableRawBufferPointer) {
    let pixels = bytes.bindMemory(to: UInt8.self)
    var i = 0
    while i + 3 < pixels.count {
        let a = UInt32(pixels[i + 3])
        if a != 255 {
            pixels[i] = UInt8(truncatingIfNeeded: div255(UInt32(pixels[i]) * a))
            pixels[i + 1] = UInt8(truncatingIfNeeded: div255(UInt32(pixels[i + 1]) * a))
            pixels[i + 2] = UInt8(truncatingIfNeeded: div255(UInt32(pixels[i + 2]) * a))
        }
        i += 4
    }
}
