import Raster

/// Text: labels as the charts draw them, at the default canvas's 24 px.
let textScenes: [Scene] = {
    let font = Font(size: 24)
    let words = ["6000", "1.23K", "11/23/26", "-12.34", "AVATAR", "55", "4250", "1.50M"]
    let alignments: [(TextAlignment, Double)] = [(.left, -55), (.center, 0), (.right, 55)]
    /// 100 labels in 5 columns of 20 rows over the 800×480 frame, vertically centred
    /// on their row, each alignment in turn within its 110 px column.
    let labels = (0..<100).map { (i: Int) -> (text: String, point: Point, alignment: TextAlignment) in
        let (alignment, shift) = alignments[i % alignments.count]
        let point = Point(x: 80 + 160 * Double(i % 5) + shift, y: 12 + 24 * Double(i / 5))
        return (words[i % words.count], point, alignment)
    }
    /// Draws every label; returns the summed area of their dirty rectangles.
    let drawLabels: @Sendable (inout Pixmap) -> Int = { frame in
        labels.reduce(0) { area, label in
            area + frame.draw(label.text, at: label.point, font: font, color: .white,
                              alignment: label.alignment, anchor: .middle).dirtyRect.area
        }
    }
    var pixels = 0.0
    if var frame = try? Scene.standardFrame() { pixels = Double(drawLabels(&frame)) }
    return [
        // Layout (measure for alignment, kerning, snapping) plus glyph compositing.
        Scene("text-100-labels", baseline: Baseline.sourceOver, pixels: pixels) { frame in
            _ = drawLabels(&frame)
        }
    ]
}()
