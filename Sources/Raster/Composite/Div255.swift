/// `x / 255` rounded to nearest, exact for every `x` in 0…65 025 (any product of two
/// bytes). The classic shift form (Blinn, "Three wrongs make a right"): no division.
@inlinable @inline(__always)
public func div255(_ x: UInt32) -> UInt32 {
    let t = x &+ 128
    return (t &+ (t >> 8)) >> 8
}

/// `div255` in every 16-bit lane (exact for products of two bytes: 255 · 255 +
/// 128 plus its high byte stays below 65 536). The vector blends share it.
@inline(__always)
func lanesDiv255<V: SIMD>(_ x: V) -> V where V.Scalar == UInt16 {
    let t = x &+ 128
    return (t &+ (t &>> 8)) &>> 8
}
