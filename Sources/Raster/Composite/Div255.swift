/// `x / 255` rounded to nearest, exact for every `x` in 0…65 025 (any product of two
/// bytes). The classic shift form (Blinn, "Three wrongs make a right"): no division.
@inlinable @inline(__always)
public func div255(_ x: UInt32) -> UInt32 {
    let t = x &+ 128
    return (t &+ (t >> 8)) >> 8
}
