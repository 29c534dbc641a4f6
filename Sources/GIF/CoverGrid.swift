/// The set of colours within a tolerance (largest channel difference) of some chosen
/// entry, held as those colours themselves in a `ColorTable`.
///
/// Marking an entry adds the (2t + 1)³ colours around it; asking whether a colour is
/// covered is one probe, where asking it against every entry chosen so far costs up
/// to 255 Chebyshev distances. Alternative that lost: a bit a colour (2 MB), faster
/// to ask but dearer to clear than it saved on the bars.
struct CoverGrid {
    let tolerance: Int
    /// Each covered colour and the first entry marked within the tolerance of it.
    private var marked: ColorTable
    /// The entries marked so far.
    private var count: UInt32 = 0

    /// A grid sized for `entries` marks (a palette's at most), so that marking does
    /// not grow the table: growing it as marks came was a large share of the bars'
    /// palette.
    init(tolerance: Int, entries: Int = Palette.capacity) {
        self.tolerance = max(0, tolerance)
        let side = 2 * self.tolerance + 1
        marked = ColorTable(expected: min(max(1, entries) * side * side * side, 1 << 17))
    }

    /// Whether `color` (`0x00BBGGRR`) is within the tolerance of a marked entry.
    @inline(__always)
    func covers(_ color: UInt32) -> Bool {
        marked.value(for: color & 0xFF_FFFF) != nil
    }

    /// The index (in marking order) of the first entry within the tolerance of
    /// `color`, or nil: the grid of a palette's first k entries covers the colours
    /// whose first entry is below k.
    func firstEntry(covering color: UInt32) -> Int? {
        marked.value(for: color & 0xFF_FFFF).map(Int.init)
    }

    /// Marks every colour within the tolerance of `entry` not marked before.
    mutating func mark(_ entry: UInt32) {
        let t = tolerance
        let r = Int(entry & 0xFF), g = Int(entry >> 8 & 0xFF), b = Int(entry >> 16 & 0xFF)
        for bb in max(0, b - t)...min(255, b + t) {
            for gg in max(0, g - t)...min(255, g + t) {
                for rr in max(0, r - t)...min(255, r + t) {
                    marked.setIfAbsent(count, for: UInt32(bb << 16 | gg << 8 | rr))
                }
            }
        }
        count += 1
    }
}
