/// Chooses the colour that stands for "transparent" in a transparent animation's
/// frames (`FrameDifferencer+Transparency`): the centre of a 16-level cell of the
/// RGB cube whose neighbouring cells hold no colour counted, so every colour drawn
/// is at least 24 levels from it in some channel, or 20 where the census counted
/// 8-level bins: more than the largest error bound (9), so no pixel that is drawn
/// is ever left showing it. It must not be a palette entry either, which a refined
/// quantized entry, a mean of colours, could be.
enum ClearKey {
    /// Cells a channel: 16 levels each.
    private static let cells = 16

    /// The key as `0x00BBGGRR`, or nil when every cell has a colour next to it.
    static func choose(avoiding colors: [UInt32], palette: [UInt32]) -> UInt32? {
        let n = cells
        var occupied = [Bool](repeating: false, count: n * n * n)
        for c in colors {
            occupied[Int(c >> 4 & 0xF) + n * Int(c >> 12 & 0xF) + n * n * Int(c >> 20 & 0xF)] = true
        }
        func isFree(_ r: Int, _ g: Int, _ b: Int) -> Bool {
            for z in max(0, b - 1)...min(n - 1, b + 1) {
                for y in max(0, g - 1)...min(n - 1, g + 1) {
                    for x in max(0, r - 1)...min(n - 1, r + 1) where occupied[x + n * y + n * n * z] { return false }
                }
            }
            return true
        }
        for b in 0..<n {
            for g in 0..<n {
                for r in 0..<n where isFree(r, g, b) {
                    let key = UInt32(16 * r + 8) | UInt32(16 * g + 8) << 8 | UInt32(16 * b + 8) << 16
                    if !palette.contains(key) { return key }
                }
            }
        }
        return nil
    }
}
