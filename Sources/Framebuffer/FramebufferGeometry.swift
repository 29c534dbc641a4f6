/// The visible screen of a framebuffer: its size, pixel format, the bytes from one
/// row to the next, and where the visible area starts in the mapped memory.
///
/// For a regular file standing in for a device, it comes from `--fb-format
/// WxHxFORMAT[:STRIDE]` (parsed by the command line); for a device, from
/// FBIOGET_VSCREENINFO/FSCREENINFO.
public struct FramebufferGeometry: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var format: PixelFormat
    /// Bytes from one row to the next (`line_length`); at least `width × bytesPerPixel`.
    public var stride: Int
    /// The visible area's first pixel (`xoffset`, `yoffset`).
    public var xOffset: Int
    public var yOffset: Int

    public init(width: Int, height: Int, format: PixelFormat, stride: Int? = nil, xOffset: Int = 0, yOffset: Int = 0) {
        self.width = width
        self.height = height
        self.format = format
        self.stride = stride ?? width * format.bytesPerPixel
        self.xOffset = xOffset
        self.yOffset = yOffset
    }

    /// Bytes from the start of the memory to the end of the last visible pixel.
    public var requiredBytes: Int {
        (yOffset + height - 1) * stride + (xOffset + width) * format.bytesPerPixel
    }

    /// Where the visible area starts, in bytes from the start of the memory.
    public var visibleOffset: Int { yOffset * stride + xOffset * format.bytesPerPixel }
}
