/// A plane of pixels stored row-major from the top row with no padding,
/// `channelCount` bytes a pixel: `Pixmap` (4, premultiplied RGBA) and `AlphaMask`
/// (1). Per-channel effects such as the Gaussian blur are written once against it.
public protocol RasterPlane {
    /// Bytes a pixel.
    static var channelCount: Int { get }
    var width: Int { get }
    var height: Int { get }
    mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R
}

extension RasterPlane {
    /// Throws `RasterError.invalidSize` unless both sides are in 1…`Pixmap.maximumSide`.
    static func checkSize(width: Int, height: Int) throws(RasterError) {
        guard (1...Pixmap.maximumSide).contains(width), (1...Pixmap.maximumSide).contains(height) else {
            throw .invalidSize(width: width, height: height)
        }
    }
}
