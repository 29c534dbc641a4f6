import RasterFont

/// One line of text placed on the pixel grid: the start of the line and its
/// baseline in whole pixels, each glyph at its pen position rounded to nearest.
///
/// As a `CoverageSource` it emits one span per glyph row inside the clip,
/// straight from the strike's coverage atlas, so text is composited by the same
/// blitters as every other fill (exact `div255` source-over) and nothing is
/// allocated or copied per glyph.
struct GlyphRun: CoverageSource {
    let font: Font
    let text: String
    /// Whole-pixel x of the line's start and y of its baseline.
    let start: Int
    let baseline: Int
    /// The pixels that may change (already inside the target).
    let clip: PixelRect

    /// Calls `body` with each glyph whose image meets the clip, its image rectangle
    /// on the target and the part of it inside the clip.
    func forEachVisibleGlyph(_ body: (_ glyph: BakedGlyph, _ image: PixelRect, _ visible: PixelRect) -> Void) {
        _ = font.forEachGlyph(in: text) { glyph, pen, _ in
            let image = PixelRect(
                x: start + (pen + 32) >> 6 + glyph.left, y: baseline - glyph.top,
                width: glyph.width, height: glyph.height)
            let visible = image.intersection(clip)
            if !visible.isEmpty { body(glyph, image, visible) }
        }
    }

    /// The union of the visible glyph images: every pixel drawing may change.
    var dirtyRect: PixelRect {
        var dirty = PixelRect.empty
        forEachVisibleGlyph { _, _, visible in dirty = dirty.union(visible) }
        return dirty
    }

    func emit<Sink: CoverageSink>(into sink: inout Sink) {
        font.strike.coverage.withUnsafeBufferPointer { atlas in
            forEachVisibleGlyph { glyph, image, visible in
                for y in visible.minY..<visible.maxY {
                    let first = glyph.offset + (y - image.minY) * glyph.width + (visible.minX - image.minX)
                    sink.blendSpan(
                        x: visible.minX, y: y,
                        coverage: UnsafeBufferPointer(rebasing: atlas[first..<(first + visible.width)]))
                }
            }
        }
    }
}
