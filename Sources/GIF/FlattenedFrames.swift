import Raster

/// The frames of a transparent animation as a GIF can show them: each flattened
/// onto the matte (`Pixmap.flatten`), so a pixel is opaque, or transparent where
/// nothing was drawn. Kept in a pixmap of its own, so the caller's pixmap still
/// holds the frame it drew (`render` draws each frame over the one before).
///
/// Transparent pixels are the word 0 until the clear key is chosen (after the
/// census, which leaves them out), then the key, opaque, which the differencer
/// takes for transparent.
///
/// Only the span of each row that changed since the last update is flattened
/// again, found against a copy of the frame as drawn (4 bytes a pixel more): the
/// line's dirty rectangle is its whole glow, of which a frame changes the part near
/// the tip (flattening the whole rectangle took a quarter of the encoder's
/// instructions at 480×320).
struct FlattenedFrames: Sendable {
    let matte: Color
    private(set) var frame: Pixmap
    /// The frames as drawn, as of the last update.
    private var drawn: Pixmap
    /// The clear key, `0x00BBGGRR`, once chosen.
    var key: UInt32? {
        didSet { drawn.withUnsafeMutableBytes { $0.withMemoryRebound(to: UInt32.self) { $0.update(repeating: FrameDifferencer.unseen) } } }
    }

    init(matte: Color, width: Int, height: Int) throws(RasterError) {
        self.matte = matte
        frame = try Pixmap(width: width, height: height)
        drawn = frame
        // No premultiplied pixel is `unseen`: every row differs at first.
        drawn.withUnsafeMutableBytes { $0.withMemoryRebound(to: UInt32.self) { $0.update(repeating: FrameDifferencer.unseen) } }
    }

    /// Takes `rect` of `canvas` into `frame`, flattened, and returns the bounds of
    /// the pixels that were opaque in `frame` and are transparent now (the only ones
    /// that may need clearing on the screen), or nil.
    mutating func update(from canvas: Pixmap, in rect: PixelRect) -> PixelRect? {
        let r = rect.intersection(frame.bounds)
        guard !r.isEmpty, canvas.width == frame.width, canvas.height == frame.height else { return nil }
        let clear = key.map { $0 | FrameDifferencer.opaque } ?? 0
        let width = frame.width
        var cleared = ChangeBounds()
        var spans: [(y: Int, first: Int, end: Int)] = []
        canvas.withUnsafeBytes { source in
            let pixels = source.assumingMemoryBound(to: UInt32.self)
            drawn.withUnsafeMutableBytes { copy in
                let seen = copy.assumingMemoryBound(to: UInt32.self)
                frame.withUnsafeMutableBytes { target in
                    let flat = target.assumingMemoryBound(to: UInt32.self)
                    for y in r.minY..<r.maxY {
                        let row = y * width
                        var first = row + r.minX, end = row + r.maxX
                        while first < end, pixels[first] == seen[first] { first += 1 }
                        while end > first, pixels[end - 1] == seen[end - 1] { end -= 1 }
                        guard first < end else { continue }
                        for i in first..<end {
                            let word = pixels[i]
                            seen[i] = word
                            if word == 0 {
                                if flat[i] != clear { cleared.include(x: i - row, y: y) }
                                flat[i] = clear
                            } else {
                                flat[i] = word
                            }
                        }
                        spans.append((y, first - row, end - row))
                    }
                }
            }
        }
        for span in spans {
            frame.flatten(PixelRect(x: span.first, y: span.y, width: span.end - span.first, height: 1), over: matte, keepingTransparent: true)
        }
        return cleared.rect
    }
}
