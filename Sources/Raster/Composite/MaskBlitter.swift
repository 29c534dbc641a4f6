/// Composites coverage into an A8 plane: source-over on alpha alone,
/// `m' = c + m × (255 − c) / 255`, so overlapping fills accumulate like paint.
struct MaskBlitter: CoverageSink {
    private let values: UnsafeMutablePointer<UInt8>
    private let width: Int

    /// `values` is the mask's storage (`width` bytes a row), valid while drawing.
    init(values: UnsafeMutablePointer<UInt8>, width: Int) {
        self.values = values
        self.width = width
    }

    mutating func fillSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        let row = UnsafeMutableBufferPointer(start: values + y * width + x, count: count)
        if coverage == 255 {
            if count < 16 {
                Self.setShort(row.baseAddress!, count: count)
            } else {
                row.update(repeating: 255)
            }
            return
        }
        let c = UInt32(coverage)
        let inverse = 255 - UInt32(coverage)
        for i in row.indices {
            row[i] = UInt8(truncatingIfNeeded: c &+ div255(UInt32(row[i]) &* inverse))
        }
    }

    /// Sets 1…15 bytes to 255 with two overlapping stores of the widest word that fits:
    /// a stroke's inside comes as thousands of spans of a few pixels, and a `memset`
    /// call each (the compiler makes one of a plain loop) cost more than the stores.
    @inline(__always)
    private static func setShort(_ p: UnsafeMutablePointer<UInt8>, count: Int) {
        let raw = UnsafeMutableRawPointer(p)
        if count >= 8 {
            raw.storeBytes(of: UInt64.max, as: UInt64.self)
            raw.storeBytes(of: UInt64.max, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            raw.storeBytes(of: UInt32.max, as: UInt32.self)
            raw.storeBytes(of: UInt32.max, toByteOffset: count - 4, as: UInt32.self)
        } else if count >= 2 {
            raw.storeBytes(of: UInt16.max, as: UInt16.self)
            raw.storeBytes(of: UInt16.max, toByteOffset: count - 2, as: UInt16.self)
        } else if count == 1 {
            p.pointee = 255
        }
    }

    mutating func blendSpan(x: Int, y: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let row = values + (y &* width &+ x)
        var i = 0
        while i < coverage.count {
            Self.blend(coverage[i], into: row + i)
            i &+= 1
        }
    }

    /// A stroke's edge pixels, a few a row, come one at a time: no span buffer to copy.
    static var blendsPixels: Bool { true }

    @inline(__always)
    mutating func blendPixel(x: Int, y: Int, coverage: UInt8) {
        Self.blend(coverage, into: values + (y &* width &+ x))
    }

    /// Onto an empty pixel (a fresh plane, as the line chart's stroke has) the blend is
    /// the coverage itself: stored without the arithmetic.
    @inline(__always)
    private static func blend(_ c: UInt8, into pixel: UnsafeMutablePointer<UInt8>) {
        let m = pixel.pointee
        pixel.pointee = m == 0 ? c : UInt8(truncatingIfNeeded: UInt32(c) &+ div255(UInt32(m) &* (255 &- UInt32(c))))
    }
}
