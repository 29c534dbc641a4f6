/// One premultiplied colour (a stored pixel word) composited at two coverages
/// onto two pixels at once: a rectangle row's left and right edge pixels.
///
/// The two words side by side are four 16-bit lanes in memory order, (R, G)
/// and (B, A) of each pixel; masked and shifted they are the bytes (R, B) and
/// (G, A) with room for a product, as in `blendColor`. Both pixels' source
/// scaling, alpha and destination factor take one vector step each, where two
/// scalar `sourceOver` calls spent about 55 instructions a pixel. A coverage of
/// 0 leaves its pixel as it was (the destination times 255 / 255 is exact), so
/// neither edge needs a branch. Bit-identical to `sourceOver`.
@inline(__always)
func blendColor(
    _ color: UInt32, coverages first: UInt8, _ last: UInt8,
    over left: UnsafeMutablePointer<UInt32>, _ right: UnsafeMutablePointer<UInt32>
) {
    let (f, l) = (UInt16(first), UInt16(last))
    let coverage = SIMD4<UInt16>(f, f, l, l)
    let color = unsafeBitCast(SIMD2<UInt32>(repeating: color), to: SIMD4<UInt16>.self)
    let sourceLow = lanesDiv255((color & 0xFF) &* coverage)
    let sourceHigh = lanesDiv255((color &>> 8) &* coverage)
    // Each pixel's scaled alpha is the second of its high lanes.
    let factor = 255 &- SIMD4<UInt16>(sourceHigh[1], sourceHigh[1], sourceHigh[3], sourceHigh[3])
    let destination = unsafeBitCast(SIMD2<UInt32>(left.pointee, right.pointee), to: SIMD4<UInt16>.self)
    let low = sourceLow &+ lanesDiv255((destination & 0xFF) &* factor)
    let high = sourceHigh &+ lanesDiv255((destination &>> 8) &* factor)
    let result = unsafeBitCast(low | high &<< 8, to: SIMD2<UInt32>.self)
    left.pointee = result[0]
    right.pointee = result[1]
}
