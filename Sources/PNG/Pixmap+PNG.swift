/// PNG encoding and decoding of a `Pixmap`, in memory.
///
/// Codec: Debian's libpng through its *simplified* API
/// (`png_image_write_to_memory`, `png_image_begin_read_from_memory`,
/// `png_image_finish_read`). That API catches libpng's own `longjmp` errors inside
/// libpng and reports them in `png_image.message`, so no `longjmp` crosses Swift
/// frames and every failure becomes a `PNGError`. Chosen over Swift-over-zlib
/// because libpng already handles every colour type, bit depth, interlacing and
/// gamma chunk a user's file may contain.
///
/// Format: files are 8-bit RGBA, sRGB, straight alpha; a pixmap is premultiplied,
/// so the pixels are converted on the way (see `Premultiplication.swift` for the
/// rounding). Decoding accepts any PNG libpng reads (grey, palette, 16-bit,
/// interlaced) and converts it to 8-bit sRGB RGBA.
import CPNG
import Raster

extension Pixmap {
    /// Decodes a PNG held in memory.
    ///
    /// Throws `PNGError.notPNG` when the signature is missing, `.corrupt` for a
    /// damaged or truncated stream, `.invalidSize` for sides outside 1…16384.
    public init(pngData data: [UInt8]) throws(PNGError) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= signature.count, Array(data[0..<signature.count]) == signature else {
            throw .notPNG
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        let begun = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw .corrupt(reason: Self.message(of: &image)) }

        let width = Int(image.width), height = Int(image.height)
        guard (1...Pixmap.maximumSide).contains(width), (1...Pixmap.maximumSide).contains(height),
            var pixmap = try? Pixmap(width: width, height: height)
        else {
            png_image_free(&image)
            throw .invalidSize(width: width, height: height)
        }
        image.format = cpng_format_rgba
        let rowStride = png_int_32(pixmap.stride)
        let finished = pixmap.withUnsafeMutableBytes { bytes in
            png_image_finish_read(&image, nil, bytes.baseAddress, rowStride, nil)
        }
        guard finished != 0 else {
            let reason = Self.message(of: &image)
            png_image_free(&image)
            throw .corrupt(reason: reason)
        }
        pixmap.withUnsafeMutableBytes { premultiply($0) }
        self = pixmap
    }

    /// The pixmap encoded as an 8-bit RGBA PNG (straight alpha, sRGB).
    public func pngData() throws(PNGError) -> [UInt8] {
        var straight = bytes
        straight.withUnsafeMutableBytes { unpremultiply($0) }

        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = cpng_format_rgba
        var output = [UInt8](repeating: 0, count: cpng_image_png_size_max(image))
        var written = output.count
        let rowStride = png_int_32(stride)
        let ok = output.withUnsafeMutableBytes { out in
            straight.withUnsafeBytes { pixels in
                png_image_write_to_memory(&image, out.baseAddress, &written, 0, pixels.baseAddress, rowStride, nil)
            }
        }
        guard ok != 0, written <= output.count else {
            let reason = Self.message(of: &image)
            png_image_free(&image)
            throw .encodingFailed(reason: reason)
        }
        output.removeSubrange(written...)
        return output
    }

    /// libpng's message for the last failure of `image`, never empty.
    private static func message(of image: inout png_image) -> String {
        let text = Swift.withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "libpng reported an error without a message" : text
    }
}
