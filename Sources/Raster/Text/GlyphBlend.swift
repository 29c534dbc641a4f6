// Glyph compositing: a solid colour, scaled by a glyph's 8-bit coverage, drawn
// source-over onto premultiplied RGBA8.
//
// Precision: for a premultiplied colour P and coverage c (both 0…255) the
// source is S = round(P·c / 255) per channel and the result is
// D' = S + round(D·(255 − Sα) / 255), every division the exact `div255`
// (round to nearest). Invariant: colour ≤ alpha ≤ 255 holds in D' whenever it
// held in D and P, because div255 is monotonic and round(255·k / 255) = k.
// Fast paths: zero coverage leaves the pixel alone, an opaque source replaces it.
//
// Glyph images are small (a 24 px glyph is about 15 × 18), so per-row setup is
// kept minimal and the loop reads the atlas and writes the pixmap through raw
// pointers; nothing is allocated.

/// Blends the part of one glyph image inside `visible` (already clipped to the
/// pixmap) whose top-left pixel lands at `imageOrigin`.
@inline(__always)
func blendGlyph(
    _ glyph: (offset: Int, width: Int), imageOrigin: (x: Int, y: Int), visible: PixelRect,
    coverage atlas: UnsafeBufferPointer<UInt8>, color: PremultipliedRGBA8,
    into pixels: UnsafeMutableRawBufferPointer, stride: Int
) {
    let r = UInt32(color.red), g = UInt32(color.green), b = UInt32(color.blue), a = UInt32(color.alpha)
    let isOpaque = a == 255
    for y in visible.minY..<visible.maxY {
        var source = glyph.offset + (y - imageOrigin.y) * glyph.width + (visible.minX - imageOrigin.x)
        var target = y * stride + visible.minX * 4
        for _ in 0..<visible.width {
            let c = UInt32(atlas[source])
            if c == 255 && isOpaque {
                pixels[target] = UInt8(truncatingIfNeeded: r)
                pixels[target + 1] = UInt8(truncatingIfNeeded: g)
                pixels[target + 2] = UInt8(truncatingIfNeeded: b)
                pixels[target + 3] = 255
            } else if c != 0 {
                let inverse = 255 - div255(a * c)
                pixels[target] = UInt8(truncatingIfNeeded: div255(r * c) + div255(UInt32(pixels[target]) * inverse))
                pixels[target + 1] = UInt8(truncatingIfNeeded: div255(g * c) + div255(UInt32(pixels[target + 1]) * inverse))
                pixels[target + 2] = UInt8(truncatingIfNeeded: div255(b * c) + div255(UInt32(pixels[target + 2]) * inverse))
                pixels[target + 3] = UInt8(truncatingIfNeeded: div255(a * c) + div255(UInt32(pixels[target + 3]) * inverse))
            }
            source += 1
            target += 4
        }
    }
}
