import Raster

/// Converts rectangles of an opaque `Pixmap` into a framebuffer's pixel format.
///
/// Three 256-entry tables (one a channel) hold each 8-bit value already shifted
/// and rounded into place, so a pixel costs three loads, two ORs and one store
/// whatever the format; 16, 24 and 32 bits per pixel differ only in the store.
/// Colours are taken as they are stored: frames are opaque, so premultiplied
/// and straight colour are the same.
public struct PixelConverter: Sendable {
    public let format: PixelFormat
    let redTable: [UInt32]
    let greenTable: [UInt32]
    let blueTable: [UInt32]
    let alphaBits: UInt32

    public init(format: PixelFormat) {
        self.format = format
        redTable = (0...255).map { format.pack(red: UInt8($0), green: 0, blue: 0) }
        greenTable = (0...255).map { format.pack(red: 0, green: UInt8($0), blue: 0) }
        blueTable = (0...255).map { format.pack(red: 0, green: 0, blue: UInt8($0)) }
        alphaBits = format.pack(red: 0, green: 0, blue: 0)
    }

    /// Writes `rect` of `pixmap` (clipped to it) into `destination`, whose row y
    /// starts `y · stride` bytes in; pixmap pixel (x, y) lands at framebuffer
    /// pixel (x + origin.x, y + origin.y). The caller guarantees that the
    /// destination holds every pixel written.
    public func convert(
        _ pixmap: Pixmap, rect: PixelRect, into destination: UnsafeMutableRawPointer, stride: Int,
        origin: (x: Int, y: Int) = (0, 0)
    ) {
        let r = rect.intersection(pixmap.bounds)
        guard !r.isEmpty else { return }
        let bpp = format.bytesPerPixel
        let srcStride = pixmap.stride
        pixmap.withUnsafeBytes { src in
            redTable.withUnsafeBufferPointer { red in
                greenTable.withUnsafeBufferPointer { green in
                    blueTable.withUnsafeBufferPointer { blue in
                        guard let s0 = src.baseAddress else { return }
                        for y in r.minY..<r.maxY {
                            let s = (s0 + y * srcStride + r.minX * 4).assumingMemoryBound(to: UInt8.self)
                            let d = destination + (y + origin.y) * stride + (r.minX + origin.x) * bpp
                            for i in 0..<r.width {
                                let value = red[Int(s[4 * i])] | green[Int(s[4 * i + 1])] | blue[Int(s[4 * i + 2])] | alphaBits
                                switch bpp {
                                case 4:
                                    d.storeBytes(of: value.littleEndian, toByteOffset: 4 * i, as: UInt32.self)
                                case 3:
                                    d.storeBytes(of: UInt8(truncatingIfNeeded: value), toByteOffset: 3 * i, as: UInt8.self)
                                    d.storeBytes(of: UInt8(truncatingIfNeeded: value >> 8), toByteOffset: 3 * i + 1, as: UInt8.self)
                                    d.storeBytes(of: UInt8(truncatingIfNeeded: value >> 16), toByteOffset: 3 * i + 2, as: UInt8.self)
                                default:
                                    d.storeBytes(of: UInt16(truncatingIfNeeded: value).littleEndian, toByteOffset: 2 * i, as: UInt16.self)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Fills `rect` of the destination (framebuffer pixels) with one colour.
    public func fill(
        _ rect: PixelRect, red r: UInt8, green g: UInt8, blue b: UInt8, into destination: UnsafeMutableRawPointer,
        stride: Int
    ) {
        let value = format.pack(red: r, green: g, blue: b)
        let bpp = format.bytesPerPixel
        for y in rect.minY..<rect.maxY {
            let d = destination + y * stride + rect.minX * bpp
            for i in 0..<rect.width {
                for byte in 0..<bpp {
                    d.storeBytes(of: UInt8(truncatingIfNeeded: value >> UInt32(8 * byte)), toByteOffset: bpp * i + byte, as: UInt8.self)
                }
            }
        }
    }
}
