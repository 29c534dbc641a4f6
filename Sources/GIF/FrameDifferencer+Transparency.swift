import Raster

/// Transparent pixels, as the differencer sees them: a *clear key*, an opaque colour
/// that no frame draws and the palette does not hold, stands for "transparent" on
/// the screen and in the frames (`GIFEncoder` substitutes it for the pixels a
/// flattened frame leaves transparent). Every colour drawn is more than the largest
/// error bound from it, so the passes above, unchanged, rewrite every drawn pixel
/// where the screen is clear and never write the key itself: a frame's pixels over
/// a clear screen are all "must" pixels.
///
/// What they cannot do is clear a pixel: the transparent index leaves the screen as
/// it is. Before such a frame the encoder has the viewer restore a rectangle that
/// holds those pixels to the background (`restore`), and the frame then draws
/// whatever in it is not clear.
extension FrameDifferencer {
    /// The bounds of the pixels of `d` that `canvas` leaves clear (`key`) where the
    /// screen shows a colour, or nil. After each frame a clear pixel of the frame is
    /// clear on the screen too (a colour over a clear screen is always rewritten),
    /// so only pixels that became clear since need looking at: `d` is their bounds
    /// (`FlattenedFrames.update`).
    func pixelsToClear(in canvas: Pixmap, _ d: PixelRect, key: UInt32) -> PixelRect? {
        let clear = key | Self.opaque
        var box = ChangeBounds()
        canvas.withUnsafeBytes { raw in
            let pixels = raw.assumingMemoryBound(to: UInt32.self)
            screen.withUnsafeBufferPointer { screen in
                for y in d.minY..<d.maxY {
                    let row = y * width
                    for x in d.minX..<d.maxX where pixels[row + x] == clear && screen[row + x] != clear {
                        box.include(x: x, y: y)
                    }
                }
            }
        }
        return box.rect
    }

    /// The screen once the viewer has restored `area` to the background: clear
    /// there, with no error, no global index and no remembered mapping, and every
    /// pixel of it to be examined again (its last examined frame forgotten).
    mutating func restore(_ area: PixelRect, key: UInt32) {
        let r = area.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        let none = UInt8(truncatingIfNeeded: palette.transparentIndex)
        for y in r.minY..<r.maxY {
            for i in y * width + r.minX..<y * width + r.maxX {
                totalError -= Int(errors[i])
                errors[i] = 0
                screen[i] = key | Self.opaque
                screenIndex[i] = none
                stuck[i] = Self.noColor
                rendered[i] = Self.unseen
            }
        }
    }
}
