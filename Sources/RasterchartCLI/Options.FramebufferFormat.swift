extension Options {
    /// `--fb-format WxHxFORMAT[:STRIDE]`: how a regular file standing in for a
    /// framebuffer is laid out.
    public struct FramebufferFormat: Hashable, Sendable {
        public let width: Int
        public let height: Int
        public let pixelFormat: PixelFormat
        /// Bytes from one row to the next: at least `width × bytesPerPixel`.
        public let stride: Int
    }

    /// A framebuffer pixel layout, named by its channels from the most
    /// significant bits of the pixel to the least (as the kernel's colour
    /// bitfields and DRM's fourcc names do): in `xrgb8888` blue is the lowest
    /// byte, so a little-endian file stores B, G, R, X.
    public enum PixelFormat: String, CaseIterable, Hashable, Sendable {
        case xrgb8888, xbgr8888, rgbx8888, bgrx8888
        case rgb888, bgr888
        case rgb565, bgr565

        public var bytesPerPixel: Int {
            switch self {
            case .xrgb8888, .xbgr8888, .rgbx8888, .bgrx8888: 4
            case .rgb888, .bgr888: 3
            case .rgb565, .bgr565: 2
            }
        }
    }
}
