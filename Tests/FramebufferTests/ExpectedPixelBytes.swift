/// The bytes one pixel of colour (r, g, b) takes in the named format, written out
/// by hand per format (not derived from `PixelFormat`), with the narrow channels
/// rounded in Double math.
func expectedBytes(_ name: String, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> [UInt8] {
    func q(_ v: UInt8, _ bits: Int) -> UInt32 { UInt32((Double(v) * Double((1 << bits) - 1) / 255).rounded()) }
    switch name {
    case "xrgb8888": return [b, g, r, 0]
    case "argb8888": return [b, g, r, 255]
    case "xbgr8888": return [r, g, b, 0]
    case "bgrx8888": return [0, r, g, b]
    case "rgbx8888": return [0, b, g, r]
    case "rgb888": return [b, g, r]
    case "bgr888": return [r, g, b]
    case "rgb565":
        let v = q(r, 5) << 11 | q(g, 6) << 5 | q(b, 5)
        return [UInt8(v & 0xFF), UInt8(v >> 8)]
    case "bgr565":
        let v = q(b, 5) << 11 | q(g, 6) << 5 | q(r, 5)
        return [UInt8(v & 0xFF), UInt8(v >> 8)]
    default: return []
    }
}
