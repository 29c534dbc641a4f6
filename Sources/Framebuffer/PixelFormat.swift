/// How a framebuffer packs one pixel: bits per pixel and where each colour channel
/// sits (offset from the least significant bit, and length), as the kernel's
/// `fb_var_screeninfo` bitfields say. Pixels are stored little-endian, so
/// `xrgb8888` has blue in byte 0 and red in byte 2.
public struct PixelFormat: Hashable, Sendable, CustomStringConvertible {
    /// One channel's bits inside the pixel value.
    public struct Channel: Hashable, Sendable {
        public var offset: Int
        public var length: Int

        public init(offset: Int, length: Int) {
            self.offset = offset
            self.length = length
        }
    }

    public var bitsPerPixel: Int
    public var red: Channel
    public var green: Channel
    public var blue: Channel
    /// Set to all ones in every pixel written (the panel may read it as opacity).
    public var alpha: Channel

    public init(bitsPerPixel: Int, red: Channel, green: Channel, blue: Channel, alpha: Channel = Channel(offset: 0, length: 0)) {
        self.bitsPerPixel = bitsPerPixel
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public var bytesPerPixel: Int { bitsPerPixel / 8 }

    /// The named formats `--fb-format` accepts, by lower-case name.
    public static let named: [(name: String, format: PixelFormat)] = [
        ("xrgb8888", PixelFormat(bitsPerPixel: 32, red: .init(offset: 16, length: 8), green: .init(offset: 8, length: 8), blue: .init(offset: 0, length: 8))),
        ("argb8888", PixelFormat(bitsPerPixel: 32, red: .init(offset: 16, length: 8), green: .init(offset: 8, length: 8), blue: .init(offset: 0, length: 8), alpha: .init(offset: 24, length: 8))),
        ("xbgr8888", PixelFormat(bitsPerPixel: 32, red: .init(offset: 0, length: 8), green: .init(offset: 8, length: 8), blue: .init(offset: 16, length: 8))),
        ("bgrx8888", PixelFormat(bitsPerPixel: 32, red: .init(offset: 8, length: 8), green: .init(offset: 16, length: 8), blue: .init(offset: 24, length: 8))),
        ("rgbx8888", PixelFormat(bitsPerPixel: 32, red: .init(offset: 24, length: 8), green: .init(offset: 16, length: 8), blue: .init(offset: 8, length: 8))),
        ("rgb888", PixelFormat(bitsPerPixel: 24, red: .init(offset: 16, length: 8), green: .init(offset: 8, length: 8), blue: .init(offset: 0, length: 8))),
        ("bgr888", PixelFormat(bitsPerPixel: 24, red: .init(offset: 0, length: 8), green: .init(offset: 8, length: 8), blue: .init(offset: 16, length: 8))),
        ("rgb565", PixelFormat(bitsPerPixel: 16, red: .init(offset: 11, length: 5), green: .init(offset: 5, length: 6), blue: .init(offset: 0, length: 5))),
        ("bgr565", PixelFormat(bitsPerPixel: 16, red: .init(offset: 0, length: 5), green: .init(offset: 5, length: 6), blue: .init(offset: 11, length: 5))),
    ]

    public static func named(_ name: String) -> PixelFormat? {
        named.first { $0.name == name.lowercased() }?.format
    }

    /// Why this format cannot be written, or nil when it can: 16, 24 or 32 bits
    /// per pixel, channels of 1…8 bits that fit inside the pixel.
    public var unsupportedReason: String? {
        guard [16, 24, 32].contains(bitsPerPixel) else {
            return "\(bitsPerPixel) bits per pixel (supported: 16, 24, 32)"
        }
        for (name, c) in [("red", red), ("green", green), ("blue", blue)] {
            guard (1...8).contains(c.length), c.offset >= 0, c.offset + c.length <= bitsPerPixel else {
                return "\(name) channel at bit \(c.offset), \(c.length) bits wide"
            }
        }
        guard alpha.length == 0 || (alpha.length <= 8 && alpha.offset + alpha.length <= bitsPerPixel) else {
            return "alpha channel at bit \(alpha.offset), \(alpha.length) bits wide"
        }
        return nil
    }

    public var description: String {
        if let name = Self.named.first(where: { $0.format == self })?.name { return name }
        return "\(bitsPerPixel) bpp r\(red.offset)/\(red.length) g\(green.offset)/\(green.length) b\(blue.offset)/\(blue.length)"
    }

    /// The pixel value for an 8-bit colour. Each channel is rounded to its length
    /// (v · (2ⁿ − 1) / 255, to nearest), so 0 and 255 stay exact at any depth.
    @inlinable
    public func pack(red r: UInt8, green g: UInt8, blue b: UInt8) -> UInt32 {
        @inline(__always) func channel(_ v: UInt8, _ c: Channel) -> UInt32 {
            let maximum = UInt32(1) << UInt32(c.length) - 1
            return ((UInt32(v) * maximum + 127) / 255) << UInt32(c.offset)
        }
        var value = channel(r, red) | channel(g, green) | channel(b, blue)
        if alpha.length > 0 { value |= (UInt32(1) << UInt32(alpha.length) - 1) << UInt32(alpha.offset) }
        return value
    }
}
