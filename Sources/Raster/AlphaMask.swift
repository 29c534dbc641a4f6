/// An 8-bit single-channel plane (A8): coverage or alpha, 0 = none, 255 = full.
///
/// Storage: `width × height` bytes, row-major from the top row, no padding. Used
/// for shape coverage, blur and shadow layers and font glyphs. Sides run 1…16384,
/// as for `Pixmap`.
public struct AlphaMask: RasterPlane, Sendable {
    public static let channelCount = 1

    public private(set) var width: Int
    public private(set) var height: Int
    /// The values, one byte a pixel, row-major.
    public var bytes: [UInt8] { storage }
    @usableFromInline var storage: [UInt8]

    public init(width: Int, height: Int) throws(RasterError) {
        try Self.checkSize(width: width, height: height)
        self.width = width
        self.height = height
        storage = [UInt8](repeating: 0, count: width * height)
    }

    @inlinable public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The value at (x, y); 0 outside the plane (outside is transparent).
    public func value(x: Int, y: Int) -> UInt8 {
        guard x >= 0, x < width, y >= 0, y < height else { return 0 }
        return bytes[y * width + x]
    }

    /// Sets the value at (x, y); does nothing outside the plane.
    public mutating func setValue(_ v: UInt8, x: Int, y: Int) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        storage[y * width + x] = v
    }

    /// Makes this a zeroed `width × height` plane, reusing the storage it already
    /// has: a mask kept across frames whose size changes every frame then costs
    /// no allocation once it has held the largest size.
    public mutating func reset(width: Int, height: Int) throws(RasterError) {
        try Self.checkSize(width: width, height: height)
        self.width = width
        self.height = height
        let count = width * height
        if storage.count > count {
            storage.removeLast(storage.count - count)
        }
        storage.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        if storage.count < count {
            storage.append(contentsOf: repeatElement(0, count: count - storage.count))
        }
    }

    /// Sets every value to `v`.
    public mutating func clear(to v: UInt8 = 0) {
        storage.withUnsafeMutableBufferPointer { $0.update(repeating: v) }
    }

    /// Sets the values inside `rect` (clipped to the plane) to `v`: a mask kept across
    /// frames can be cleared where it was drawn rather than everywhere.
    public mutating func clear(_ rect: PixelRect, to v: UInt8 = 0) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        let width = self.width
        storage.withUnsafeMutableBufferPointer { values in
            for y in r.minY..<r.maxY {
                (values.baseAddress! + y * width + r.minX).update(repeating: v, count: r.width)
            }
        }
    }

    @inlinable
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes(body)
    }

    @inlinable
    public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeMutableBytes(body)
    }
}
