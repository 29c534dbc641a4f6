/// Which points a filled path covers when its outline crosses itself or nests.
public enum FillRule: Hashable, Sendable {
    /// Inside where the winding number is not zero: overlapping parts fill once,
    /// a hole must wind the other way.
    case nonZero
    /// Inside where the winding number is odd: every nested outline toggles.
    case evenOdd
}

extension FillRule {
    /// The 8-bit coverage of a pixel whose accumulated signed area (the winding
    /// number integrated over the pixel) is `area`. Even-odd folds the area with
    /// period 2 (1 → full, 2 → empty), as FreeType's smooth rasterizer does.
    /// Rounds to nearest by adding 1.5 · 2²³ (the result sits in the low mantissa
    /// bits): no checked Float → Int conversion in the hot loop, and no trap
    /// whatever the input.
    @inline(__always)
    func coverage(_ area: Float) -> UInt8 {
        var a = abs(area)
        switch self {
        case .nonZero:
            a = min(a, 1)
        case .evenOdd:
            a = a.truncatingRemainder(dividingBy: 2)
            if a > 1 { a = 2 - a }
        }
        return UInt8(truncatingIfNeeded: (a * 255 + 12_582_912).bitPattern)
    }
}
