/// An RGBA8 image, premultiplied alpha, sRGB-encoded.
///
/// Storage: `width × height` pixels, row-major from the top row, no padding
/// (stride = `width × 4` bytes), each pixel four bytes in the order
/// red, green, blue, alpha, every colour byte ≤ its alpha byte. A new pixmap
/// is transparent black.
///
/// Sides run 1…16384; other sizes throw `RasterError.invalidSize`. The public
/// accessors are bounds-checked; drawing code works on the raw bytes through
/// `withUnsafeMutableBytes`.
public struct Pixmap: RasterPlane, Sendable {
    /// The largest accepted side, in pixels.
    public static let maximumSide = 16384
    public static let channelCount = 4

    public let width: Int
    public let height: Int
    /// The pixel bytes, laid out as the type's documentation says.
    public var bytes: [UInt8] { storage }
    @usableFromInline var storage: [UInt8]

    public init(width: Int, height: Int) throws(RasterError) {
        try Self.checkSize(width: width, height: height)
        self.init(validWidth: width, height: height)
    }

    /// A transparent pixmap whose sides the caller knows to be valid (those of
    /// another pixmap, turned).
    init(validWidth width: Int, height: Int) {
        self.width = width
        self.height = height
        storage = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// A pixmap filled with one colour.
    public init(width: Int, height: Int, color: Color) throws(RasterError) {
        try self.init(width: width, height: height)
        clear(to: color)
    }

    /// Bytes from one row to the next.
    @inlinable public var stride: Int { width * 4 }

    /// The whole pixmap as a pixel rectangle.
    @inlinable public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The pixel at (x, y), or nil outside the pixmap.
    public func pixel(x: Int, y: Int) -> PremultipliedRGBA8? {
        guard x >= 0, x < width, y >= 0, y < height else { return nil }
        let i = (y * width + x) * 4
        return PremultipliedRGBA8(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
    }

    /// Sets the pixel at (x, y); does nothing outside the pixmap.
    public mutating func setPixel(x: Int, y: Int, to p: PremultipliedRGBA8) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        let i = (y * width + x) * 4
        storage[i] = p.red
        storage[i + 1] = p.green
        storage[i + 2] = p.blue
        storage[i + 3] = p.alpha
    }

    /// Replaces every pixel with `color` (no blending).
    public mutating func clear(to color: Color) {
        let p = color.premultiplied
        let word = UInt32(p.red) | UInt32(p.green) << 8 | UInt32(p.blue) << 16 | UInt32(p.alpha) << 24
        withUnsafeMutableBytes { raw in
            raw.withMemoryRebound(to: UInt32.self) { $0.update(repeating: word.littleEndian) }
        }
    }

    /// Copies the pixels of `rect` from `source` (same size) into the same place here.
    /// The rectangle is clipped to both pixmaps.
    public mutating func copy(_ rect: PixelRect, from source: Pixmap) {
        let r = rect.intersection(bounds).intersection(source.bounds)
        guard !r.isEmpty else { return }
        let srcStride = source.stride, dstStride = stride
        source.withUnsafeBytes { src in
            withUnsafeMutableBytes { dst in
                for y in r.minY..<r.maxY {
                    let s = src.baseAddress! + y * srcStride + r.minX * 4
                    let d = dst.baseAddress! + y * dstStride + r.minX * 4
                    d.copyMemory(from: s, byteCount: r.width * 4)
                }
            }
        }
    }

    /// Calls `body` with the pixel bytes (layout as documented on the type).
    @inlinable
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes(body)
    }

    /// Calls `body` with the mutable pixel bytes; `body` must keep every colour byte
    /// at or below its alpha byte.
    @inlinable
    public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeMutableBytes(body)
    }
}
