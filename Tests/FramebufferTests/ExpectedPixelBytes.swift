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

/// Bayer's 4×4 index matrix, written out: the rank of each screen position
/// (x mod 4, y mod 4), row by row.
let bayer4: [[Int]] = [[0, 8, 2, 10], [12, 4, 14, 6], [3, 11, 1, 9], [15, 7, 13, 5]]

/// The level of `value` in a channel of `bits` under ordered dithering at
/// screen pixel (x, y), from the definition, in Double math: between the two
/// levels whose widened values (bit replication, `widened`) enclose the value,
/// the upper one where the value's fraction of the step is above
/// (rank + ½) / 16.
func ditheredLevel(_ value: UInt8, bits: Int, x: Int, y: Int) -> UInt32 {
    let top = (1 << bits) - 1
    guard let below = (0...top).last(where: { widened($0, bits: bits) <= Int(value) }), below < top else {
        return UInt32(top)
    }
    let low = Double(widened(below, bits: bits)), high = Double(widened(below + 1, bits: bits))
    let threshold = (Double(bayer4[y % 4][x % 4]) + 0.5) / 16
    return UInt32(below + ((Double(value) - low) / (high - low) > threshold ? 1 : 0))
}

/// The 8-bit value a panel shows for an n-bit level (5 or 6 bits): its bits
/// repeated.
func widened(_ level: Int, bits: Int) -> Int {
    level << (8 - bits) | level >> (2 * bits - 8)
}

/// The bytes one pixel of colour (r, g, b) takes at screen pixel (x, y) in the
/// named format with the default ordered dither: dithered levels for the
/// 16-bit formats, `expectedBytes` for the others.
func expectedDitheredBytes(_ name: String, _ r: UInt8, _ g: UInt8, _ b: UInt8, x: Int, y: Int) -> [UInt8] {
    let red = ditheredLevel(r, bits: 5, x: x, y: y), green = ditheredLevel(g, bits: 6, x: x, y: y)
    let blue = ditheredLevel(b, bits: 5, x: x, y: y)
    switch name {
    case "rgb565":
        let v = red << 11 | green << 5 | blue
        return [UInt8(v & 0xFF), UInt8(v >> 8)]
    case "bgr565":
        let v = blue << 11 | green << 5 | red
        return [UInt8(v & 0xFF), UInt8(v >> 8)]
    default: return expectedBytes(name, r, g, b)
    }
}
