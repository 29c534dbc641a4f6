import CPNG

/// Direct libpng calls, independent of the PNG module's conversions, so tests can
/// build straight-alpha, grey or oversized files and read files back untouched.
enum LibpngReference {
    /// `bytes` (rows of `width` pixels in `format`, e.g. PNG_FORMAT_RGBA) as a PNG.
    static func encode(width: Int, height: Int, format: png_uint_32, bytes: [UInt8]) -> [UInt8] {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = format
        var output = [UInt8](repeating: 0, count: cpng_image_png_size_max(image))
        var written = output.count
        let ok = output.withUnsafeMutableBytes { out in
            bytes.withUnsafeBytes { png_image_write_to_memory(&image, out.baseAddress, &written, 0, $0.baseAddress, 0, nil) }
        }
        precondition(ok != 0, "libpng could not encode the test image")
        return Array(output[0..<written])
    }

    /// The straight-alpha RGBA8 pixels of a PNG, exactly as libpng reads them.
    static func decodeRGBA(_ data: [UInt8]) -> (width: Int, height: Int, bytes: [UInt8])? {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        guard data.withUnsafeBytes({ png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }) != 0 else {
            return nil
        }
        image.format = cpng_format_rgba
        let width = Int(image.width), height = Int(image.height)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let ok = bytes.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        return ok != 0 ? (width, height, bytes) : nil
    }
}
