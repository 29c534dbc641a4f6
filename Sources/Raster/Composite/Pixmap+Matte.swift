extension Pixmap {
    /// Composites the pixels of `rect` (clipped to the pixmap) over the opaque colour
    /// `matte`, in place: each becomes pixel + (1 − alpha) · matte, opaque (`sourceOver`
    /// onto the matte's pixel), as drawing it on a page of that colour would have made
    /// it, to 8-bit rounding. The matte's own alpha is ignored.
    ///
    /// With `keepingTransparent`, a pixel nothing was drawn on (alpha 0) stays
    /// transparent: a GIF pixel is transparent or opaque, so the partly covered
    /// ones (edges, glows) take the colour of the page they are meant for, and only
    /// the untouched ones show what is behind the image. Opaque pixels never
    /// change, so flattening twice is flattening once.
    public mutating func flatten(_ rect: PixelRect, over matte: Color, keepingTransparent: Bool = false) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        let pageWord = matte.pageWord
        let rowWords = width
        withUnsafeMutableBytes { raw in
            let pixels = raw.assumingMemoryBound(to: UInt32.self)
            for y in r.minY..<r.maxY {
                for i in y * rowWords + r.minX..<y * rowWords + r.maxX {
                    let alpha = UInt32(littleEndian: pixels[i]) >> 24
                    guard alpha != 255, alpha != 0 || !keepingTransparent else { continue }
                    pixels[i] = sourceOver(pixels[i], alpha: alpha, onto: pageWord)
                }
            }
        }
    }
}

extension PremultipliedRGBA8 {
    /// The pixel on the opaque colour `matte`, as `Pixmap.flatten` makes it.
    public func flattened(over matte: Color) -> PremultipliedRGBA8 {
        PremultipliedRGBA8(word: sourceOver(word, alpha: UInt32(alpha), onto: matte.pageWord))
    }
}

extension Color {
    /// The colour as an opaque pixel word, its alpha ignored.
    var pageWord: UInt32 {
        PremultipliedRGBA8(red: Self.byte(red), green: Self.byte(green), blue: Self.byte(blue), alpha: 255).word
    }
}
