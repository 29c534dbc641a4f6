import Raster

/// The frames of a transparent animation as a GIF can show them: each flattened
/// onto the matte (`Pixmap.flatten`), so a pixel is opaque, or transparent where
/// nothing was drawn. Kept in a pixmap of its own, so the caller's pixmap still
/// holds the frame it drew (`render` draws each frame over the one before).
///
/// Transparent pixels are the word 0 until the clear key is chosen (after the
/// census, which leaves them out), then the key, opaque, which the differencer
/// takes for transparent.
struct FlattenedFrames: Sendable {
    let matte: Color
    private(set) var frame: Pixmap
    /// The clear key, `0x00BBGGRR`, once chosen.
    var key: UInt32?

    init(matte: Color, width: Int, height: Int) throws(RasterError) {
        self.matte = matte
        frame = try Pixmap(width: width, height: height)
    }

    /// Takes `rect` of `canvas` into `frame`, flattened.
    mutating func update(from canvas: Pixmap, in rect: PixelRect) {
        let r = rect.intersection(frame.bounds)
        frame.copy(r, from: canvas)
        frame.flatten(r, over: matte, keepingTransparent: true)
        guard let key, !r.isEmpty else { return }
        let clear = key | FrameDifferencer.opaque
        let width = frame.width
        frame.withUnsafeMutableBytes { raw in
            let pixels = raw.assumingMemoryBound(to: UInt32.self)
            for y in r.minY..<r.maxY {
                for i in y * width + r.minX..<y * width + r.maxX where pixels[i] == 0 { pixels[i] = clear }
            }
        }
    }
}
