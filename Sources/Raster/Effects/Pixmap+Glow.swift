extension Pixmap {
    /// Draws `color` through `coverage` under the chain's glow: the pixels that
    /// `glow.apply(to: &coverage, dirty: dirty, scratch:)` followed by
    /// `draw(coverage, at: origin, with: Paint(color), clip: clip)` give, without
    /// writing the glow's alpha into a plane first and computing it only where
    /// `clip` lets it land. `coverage` (content within `dirty`, in its own
    /// coordinates) is left as it is.
    public mutating func draw(
        _ coverage: AlphaMask, glowing glow: GlowChain, dirty: PixelRect, at origin: (x: Int, y: Int),
        with color: Color, clip: PixelRect? = nil, scratch: inout BlurScratch
    ) {
        let premultiplied = color.premultiplied
        let limit = 1 << 40
        let x0 = max(-limit, min(limit, origin.x))
        let y0 = max(-limit, min(limit, origin.y))
        let area = PixelRect(x: x0, y: y0, width: coverage.width, height: coverage.height)
            .intersection(clip?.intersection(bounds) ?? bounds)
        guard premultiplied.alpha > 0, !area.isEmpty else { return }
        let width = self.width
        let planeWidth = coverage.width
        withUnsafeMutableBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
            // The glow's background, most likely: the colour most of the area's corners
            // and centre hold (only speed depends on the guess).
            let common = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 5) { samples in
                let (top, bottom) = (area.minY * width, (area.maxY - 1) * width)
                samples[0] = pixels[top + area.minX]
                samples[1] = pixels[top + area.maxX - 1]
                samples[2] = pixels[bottom + area.minX]
                samples[3] = pixels[bottom + area.maxX - 1]
                samples[4] = pixels[(area.minY + area.height / 2) * width + area.minX + area.width / 2]
                return samples.max { a, b in samples.count { $0 == a } < samples.count { $0 == b } } ?? samples[0]
            }
            TableBlitter.with(pixels: pixels, width: width, color: premultiplied, common: common) { sink in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8) { line in
                    coverage.withUnsafeBytes { bytes in
                        let l0 = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
                        glow.run(
                            on: bytes, width: planeWidth, dirty: dirty, over: shift(area, x: -x0, y: -y0),
                            scratch: &scratch
                        ) { y, x, row in
                            // Eight pixels at a time straight into the frame; the tail
                            // (under eight) through a buffer.
                            let tail = row.count & ~7
                            let blitter = sink
                            let start = blitter.pixel(x: x + x0, y: y + y0)
                            row.over(l0 + y * planeWidth + x) { i, bytes in
                                blitter.blendEight(at: start + i, coverage: bytes)
                            } one: { i, byte in
                                line[i - tail] = byte
                            }
                            guard tail < row.count else { return }
                            sink.blendSpan(
                                x: x + x0 + tail, y: y + y0,
                                coverage: UnsafeBufferPointer(rebasing: line[0..<(row.count - tail)]))
                        }
                    }
                }
            }
        }
    }
}

