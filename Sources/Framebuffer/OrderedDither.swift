/// Ordered dithering to a channel of fewer than 8 bits, with Bayer's 4×4
/// threshold tile.
///
/// A panel shows level q of an n-bit channel as the 8-bit value `shownValue(q)`
/// (its bits repeated). A value between the shown values of q and q + 1 becomes
/// q + 1 where its fraction of that step is above the threshold of its screen
/// pixel, (rank + ½) / 16, and q elsewhere. So a colour the panel can show stays
/// flat, and the mean over a tile is the value within 1/32 of a step. Working
/// between the shown values rather than on v · (2ⁿ − 1) / 255 matters: the two
/// differ by up to half a code value, a bias that would cap the low-pass PSNR
/// near 55 dB.
///
/// The threshold depends only on where the pixel is on the screen, never on
/// what was drawn before: a pixel that does not change between frames never
/// changes on screen, so a chart held for hours does not shimmer, and a frame
/// is the same whichever frames led to it. (Error diffusion would carry errors
/// from neighbours, and crawl when one changes.) Bayer 4×4 was chosen over 8×8
/// and blue-noise tiles by measurement (docs/performance/dither-log.md).
public enum OrderedDither {
    /// The tile's side in pixels; the tile repeats across the screen.
    public static let side = 4

    /// The number of thresholds, one per tile position.
    public static let rankCount = side * side

    /// Bayer's index matrix, row by row: each tile position's rank.
    static let ranks = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

    /// The rank of screen pixel (x, y), 0…15.
    public static func rank(x: Int, y: Int) -> Int {
        ranks[(y & (side - 1)) * side + (x & (side - 1))]
    }

    /// The level, 0…2ⁿ − 1, that `value` takes in a channel of `bits` (1…8) at
    /// a pixel of this `rank`.
    public static func level(of value: UInt8, bits: Int, rank: Int) -> UInt32 {
        let top = UInt32(1) << UInt32(bits) - 1
        // The highest level shown at or below the value (shown values rise with the level).
        var below = (UInt32(value) * top) / 255
        while below < top, shownValue(of: below + 1, bits: bits) <= value { below += 1 }
        while below > 0, shownValue(of: below, bits: bits) > value { below -= 1 }
        guard below < top else { return top }
        let low = UInt32(shownValue(of: below, bits: bits)), step = UInt32(shownValue(of: below + 1, bits: bits)) - low
        // fraction > (rank + ½) / 16, in integers.
        let isAbove = (UInt32(value) - low) * UInt32(2 * rankCount) > UInt32(2 * rank + 1) * step
        return below + (isAbove ? 1 : 0)
    }

    /// The 8-bit value a panel shows for `level` of a channel of `bits` (1…8):
    /// the level's bits repeated from the top down, so 0 and the top level are
    /// 0 and 255.
    public static func shownValue(of level: UInt32, bits: Int) -> UInt8 {
        var shown: UInt32 = 0
        var shift = 8 - bits
        while shift > -bits {
            shown |= shift >= 0 ? level << UInt32(shift) : level >> UInt32(-shift)
            shift -= bits
        }
        return UInt8(truncatingIfNeeded: shown)
    }
}
