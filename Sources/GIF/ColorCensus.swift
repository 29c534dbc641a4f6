import Raster

#if canImport(Glibc)
import Glibc
#endif

/// Counts the colours of an animation, pixel by pixel over each frame's dirty rectangle.
/// Keeps a copy of the last frame (4 bytes a pixel) to count only rows that changed.
///
/// Exact while the animation has at most `exactLimit` distinct colours (chart themes
/// have a few hundred); past that the counts fall back to bins of 6, then 5 bits per
/// channel, which bounds memory for photographs and is all a quantizer needs.
///
/// Speed: runs are counted first in a direct-mapped cache of 4 096 colours (a hit
/// is one multiply and one compare; a colour it evicts goes to the table, and every
/// colour still in it when the counts are read, `tallied`), so the table, whose
/// insertions check its arrays for uniqueness and may probe, sees a colour only when
/// another takes its place. The counts do not depend on that order: the table
/// saturates sums at `UInt32.max`, and coarsening depends only on the set of
/// colours counted. The cache is kept from frame to frame: emptied after each
/// `count`, its colours would go through the table again every frame.
///
/// A run of one colour is one tally, its end found 8 pixels at a time (`runEnd`).
/// Runs are read from the copy, where a word unlike the row's last follows the row
/// while it is counted, so no step tests the row's end, and the glow's runs of 1 to
/// 3 pixels are taken word by word before the 8-word search, a run of one pixel
/// tallied on a path of its own.
struct ColorCensus: Sendable {
    static let exactLimit = 1 << 16
    private static let cacheBits = 12

    private var table = ColorTable(expected: 1024)
    /// Low bits dropped from each channel: 0 while exact.
    private var droppedBits: UInt32 = 0
    /// The pixels as last counted, to skip rows that did not change.
    private var seen: [UInt32] = []
    /// The run cache: colours (`ColorTable.empty` where none) and their counts.
    private var cacheColors = [UInt32](repeating: ColorTable.empty, count: 1 << cacheBits)
    private var cacheCounts = [UInt64](repeating: 0, count: 1 << cacheBits)

    /// Keeps the channel bits that are still counted.
    private var mask: UInt32 { ((0xFF >> droppedBits) << droppedBits) * 0x01_0101 }

    /// Counts the pixels of `rect` (clipped to the pixmap), ignoring alpha, skipping
    /// rows that are byte for byte what this census saw there last time: weights
    /// count how often a colour is *drawn*, so a long hold does not drown the
    /// animation's colours, and static frames cost a memory comparison.
    mutating func count(_ pixmap: Pixmap, in rect: PixelRect) {
        count(pixmap, in: rect, skippingTransparent: false)
    }

    /// Counts as `count` does, leaving out the pixels that are fully transparent (the
    /// word 0): those of a frame flattened onto a matte, which stay transparent in
    /// the GIF and need no colour.
    mutating func countOpaque(_ pixmap: Pixmap, in rect: PixelRect) {
        count(pixmap, in: rect, skippingTransparent: true)
    }

    /// Inlined into both, so that `count` tests no flag.
    @inline(__always)
    private mutating func count(_ pixmap: Pixmap, in rect: PixelRect, skippingTransparent: Bool) {
        let r = rect.intersection(pixmap.bounds)
        guard !r.isEmpty else { return }
        let width = pixmap.width
        if seen.count != width * pixmap.height + Self.padding {
            seen = [UInt32](repeating: FrameDifferencer.unseen, count: width * pixmap.height + Self.padding)
        }
        var seen = self.seen, cacheColors = self.cacheColors, cacheCounts = self.cacheCounts
        (self.seen, self.cacheColors, self.cacheCounts) = ([], [], [])
        defer { (self.seen, self.cacheColors, self.cacheCounts) = (seen, cacheColors, cacheCounts) }
        let shift = UInt32(32 - Self.cacheBits)
        pixmap.withUnsafeBytes { raw in
            let pixels = raw.assumingMemoryBound(to: UInt32.self)
            seen.withUnsafeMutableBufferPointer { seen in
              cacheColors.withUnsafeMutableBufferPointer { colors in
               cacheCounts.withUnsafeMutableBufferPointer { counts in
                @inline(__always) func tally(_ length: UInt64, _ color: UInt32) {
                    let h = Int((color &* 0x9E37_79B1) >> shift)
                    if colors[h] == color {
                        counts[h] &+= length
                        return
                    }
                    if colors[h] != ColorTable.empty { add(UInt32(clamping: counts[h]), colors[h]) }
                    colors[h] = color
                    counts[h] = length
                }
                guard let source = pixels.baseAddress, let copy = seen.baseAddress else { return }
                for y in r.minY..<r.maxY {
                    let row = y * width + r.minX
                    guard memcmp(source + row, copy + row, 4 * r.width) != 0 else { continue }
                    (copy + row).update(from: source + row, count: r.width)
                    // Run by run in the copy (backgrounds, a bar's row: one tally each),
                    // which a word unlike the row's last ends for the while, so a run
                    // is continued without a test of the row's end; a run ends where
                    // the word does, so runs of one colour under two alphas are
                    // tallied apart, to the same count.
                    var i = row
                    let end = row + r.width
                    let after = copy[end]
                    copy[end] = ~copy[end &- 1]
                    while i < end {
                        let word = copy[i]
                        // The glow's runs are mostly 1 to 3 pixels: those word by word.
                        guard copy[i &+ 1] == word else {
                            if !skippingTransparent || word != 0 { tally(1, word & 0x00FF_FFFF) }
                            i &+= 1
                            continue
                        }
                        var j = i &+ 2
                        if copy[j] == word {
                            j &+= 1
                            if copy[j] == word { j = Self.runEnd(copy, from: j &+ 1, word) }
                        }
                        if !skippingTransparent || word != 0 { tally(UInt64(truncatingIfNeeded: j &- i), word & 0x00FF_FFFF) }
                        i = j
                    }
                    copy[end] = after
                }
               }
              }
            }
        }
    }

    /// The counted colours (bin centres once inexact) and their pixel counts, most
    /// frequent first, ties by colour, so palettes do not depend on hash order; and
    /// whether they are exact (no bits dropped).
    func tallied() -> (colors: [(color: UInt32, weight: UInt32)], isExact: Bool) {
        var census = self
        for h in cacheColors.indices where cacheColors[h] != ColorTable.empty {
            census.add(UInt32(clamping: cacheCounts[h]), cacheColors[h])
        }
        let dropped = census.droppedBits
        let half: UInt32 = dropped == 0 ? 0 : (1 << (dropped - 1)) * 0x01_0101
        let colors = census.table.entries
            .map { (color: $0.key | half, weight: $0.value) }
            .sorted { $0.weight != $1.weight ? $0.weight > $1.weight : $0.color < $1.color }
        return (colors, dropped == 0)
    }

    /// Words after the last pixel's copy: the sentinel that ends the last row's runs,
    /// and room for `runEnd`'s 8-word reads from any pixel before it.
    private static let padding = 8

    /// The end of the run of `word` from `i`, where a word unlike `word` follows the
    /// run within the row (the sentinel): 8 words a comparison, then 2, with no test
    /// of the row's end.
    @inline(__always)
    private static func runEnd(_ words: UnsafeMutablePointer<UInt32>, from i: Int, _ word: UInt32) -> Int {
        let p = UnsafeRawPointer(words), pair = UInt64(word) | UInt64(word) << 32
        @inline(__always) func differ(_ k: Int) -> UInt64 { p.loadUnaligned(fromByteOffset: 4 &* k, as: UInt64.self) ^ pair }
        var j = i
        while differ(j) | differ(j &+ 2) | differ(j &+ 4) | differ(j &+ 6) == 0 { j &+= 8 }
        while differ(j) == 0 { j &+= 2 }
        // Little-endian: the word at j is the pair's low half.
        return differ(j) & 0xFFFF_FFFF == 0 ? j &+ 1 : j
    }

    private mutating func add(_ length: UInt32, _ color: UInt32) {
        table.add(length, to: color & mask)
        if table.count > Self.exactLimit { coarsen() }
    }

    private mutating func coarsen() {
        droppedBits = droppedBits == 0 ? 2 : 3
        let old = table.entries
        table = ColorTable(expected: 1024)
        for (color, weight) in old { table.add(weight, to: color & mask) }
    }
}
