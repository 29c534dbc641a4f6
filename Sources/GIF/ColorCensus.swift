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
struct ColorCensus: Sendable {
    static let exactLimit = 1 << 16

    private(set) var table = ColorTable(expected: 1024)
    /// Low bits dropped from each channel: 0 while exact.
    private(set) var droppedBits: UInt32 = 0
    /// The pixels as last counted, to skip rows that did not change.
    private var seen: [UInt32] = []

    var isExact: Bool { droppedBits == 0 }

    /// Keeps the channel bits that are still counted.
    private var mask: UInt32 { ((0xFF >> droppedBits) << droppedBits) * 0x01_0101 }

    /// Counts the pixels of `rect` (clipped to the pixmap), ignoring alpha, skipping
    /// rows that are byte for byte what this census saw there last time: weights
    /// count how often a colour is *drawn*, so a long hold does not drown the
    /// animation's colours, and static frames cost a memory comparison.
    mutating func count(_ pixmap: Pixmap, in rect: PixelRect) {
        let r = rect.intersection(pixmap.bounds)
        guard !r.isEmpty else { return }
        let width = pixmap.width
        if seen.count != width * pixmap.height {
            seen = [UInt32](repeating: FrameDifferencer.unseen, count: width * pixmap.height)
        }
        var seen = self.seen
        self.seen = []
        defer { self.seen = seen }
        pixmap.withUnsafeBytes { raw in
            let pixels = raw.assumingMemoryBound(to: UInt32.self)
            seen.withUnsafeMutableBufferPointer { seen in
                for y in r.minY..<r.maxY {
                    let row = y * width + r.minX
                    guard let source = pixels.baseAddress, let copy = seen.baseAddress,
                        memcmp(source + row, copy + row, 4 * r.width) != 0
                    else { continue }
                    (copy + row).update(from: source + row, count: r.width)
                    var run = pixels[row] & 0x00FF_FFFF
                    var length: UInt32 = 0
                    for i in row..<row + r.width {
                        let c = pixels[i] & 0x00FF_FFFF
                        if c != run {
                            add(length, run)
                            run = c
                            length = 0
                        }
                        length += 1
                    }
                    add(length, run)
                }
            }
        }
    }

    /// The counted colours (bin centres once inexact) and their pixel counts, most
    /// frequent first, ties by colour, so palettes do not depend on hash order.
    var weightedColors: [(color: UInt32, weight: UInt32)] {
        let half: UInt32 = droppedBits == 0 ? 0 : (1 << (droppedBits - 1)) * 0x01_0101
        return table.entries
            .map { (color: $0.key | half, weight: $0.value) }
            .sorted { $0.weight != $1.weight ? $0.weight > $1.weight : $0.color < $1.color }
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
