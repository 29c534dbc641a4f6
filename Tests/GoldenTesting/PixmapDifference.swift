/// How two same-sized pixmaps differ, channel by channel, on the stored
/// (premultiplied) bytes.
import Raster

/// The per-channel comparison of an actual pixmap with its expected image.
public struct PixmapDifference: Sendable, Equatable {
    /// The largest absolute difference of any channel of any pixel.
    public let maxChannelDifference: UInt8
    /// Pixels with at least one channel differing by more than the tolerance.
    public let differingPixels: Int

    /// Compares `actual` with `expected`; nil when their sizes differ.
    public init?(actual: Pixmap, expected: Pixmap, tolerance: UInt8) {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        var maxDifference: UInt8 = 0
        var differing = 0
        actual.withUnsafeBytes { a in
            expected.withUnsafeBytes { e in
                var i = 0
                while i + 3 < a.count {
                    let pixelMax = channelDifference(a, e, pixelAt: i)
                    maxDifference = max(maxDifference, pixelMax)
                    if pixelMax > tolerance { differing += 1 }
                    i += 4
                }
            }
        }
        maxChannelDifference = maxDifference
        differingPixels = differing
    }

    /// A picture of where `actual` and `expected` differ: pixels beyond `tolerance`
    /// in red (brighter for larger differences), the rest as a faint grey copy of
    /// the expected image so the failure can be located. Sizes must match.
    public static func image(actual: Pixmap, expected: Pixmap, tolerance: UInt8) -> Pixmap {
        var diff = expected
        diff.withUnsafeMutableBytes { d in
            actual.withUnsafeBytes { a in
                var i = 0
                while i + 3 < d.count, i + 3 < a.count {
                    let pixelMax = channelDifference(a, UnsafeRawBufferPointer(d), pixelAt: i)
                    if pixelMax > tolerance {
                        d[i] = 128 + pixelMax / 2
                        d[i + 1] = 0
                        d[i + 2] = 0
                    } else {
                        // Luma of the expected pixel over white, faded to a quarter.
                        let alpha = UInt32(d[i + 3])
                        let luma = (UInt32(d[i]) * 77 + UInt32(d[i + 1]) * 150 + UInt32(d[i + 2]) * 29) >> 8
                        let overWhite = min(luma, alpha) + 255 - alpha
                        let grey = UInt8(truncatingIfNeeded: 255 - (255 - overWhite) / 4)
                        d[i] = grey
                        d[i + 1] = grey
                        d[i + 2] = grey
                    }
                    d[i + 3] = 255
                    i += 4
                }
            }
        }
        return diff
    }
}

/// The largest absolute channel difference of the pixels starting at byte `i`.
@inline(__always)
private func channelDifference(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, pixelAt i: Int) -> UInt8 {
    var largest: UInt8 = 0
    for c in i..<i + 4 {
        largest = max(largest, a[c] > b[c] ? a[c] - b[c] : b[c] - a[c])
    }
    return largest
}
