import Testing

@testable import Raster

@Suite struct MaskBlendingTests {
    /// How the mask's rows reach the pixels.
    enum Route: CaseIterable {
        /// `Pixmap.draw(_:at:with:)`: four pixels at a time, with a tail.
        case draw
        /// `TableBlitter.blendSpan` (the glow's blend).
        case tableSpan
        /// `TableBlitter.blendEight`, eight pixels from a vector, the tail by `blendSpan`.
        case tableEights
    }

    /// Every coverage over every destination value, through each route, against the
    /// scalar `sourceOver` (itself checked against Double in `SourceOverTests`), for a
    /// few colours.
    @Test(arguments: Route.allCases)
    func maskDrawingMatchesScalarSourceOverExactly(route: Route) throws {
        let colors = [
            Color(hex: 0x2ECC71), Color(hex: 0xFF4704, alpha: 0.5), Color(red: 1, green: 1, blue: 1, alpha: 0.9),
        ]
        var mismatches = 0
        for color in colors {
            // 257 columns, so every row ends with a one-pixel tail.
            var pixmap = try Pixmap(width: 257, height: 256)
            var mask = try AlphaMask(width: 257, height: 256)
            pixmap.withUnsafeMutableBytes { raw in
                for i in 0..<(257 * 256) {
                    let d = UInt8(i / 257)
                    raw[i * 4] = d / 2
                    raw[i * 4 + 1] = d / 3
                    raw[i * 4 + 2] = d
                    raw[i * 4 + 3] = d
                }
            }
            mask.withUnsafeMutableBytes { raw in
                for i in 0..<(257 * 256) { raw[i] = UInt8(i % 257 % 256) }
            }
            let before = pixmap
            let p = color.premultiplied
            if route != .draw {
                pixmap.withUnsafeMutableBytes { raw in
                    mask.withUnsafeBytes { coverage in
                        // Row 100's destination is the common one: both paths are checked.
                        TableBlitter.with(
                            pixels: raw.bindMemory(to: UInt32.self).baseAddress!, width: 257, color: p,
                            common: before.pixel(x: 0, y: 100)!.word
                        ) { blitter in
                            let bytes = coverage.bindMemory(to: UInt8.self)
                            for y in 0..<256 {
                                var x = 0
                                while route == .tableEights && x + 8 <= 257 {
                                    let eight = UnsafeRawPointer(bytes.baseAddress! + y * 257 + x).loadUnaligned(
                                        as: SIMD8<UInt8>.self)
                                    blitter.blendEight(at: blitter.pixel(x: x, y: y), coverage: eight)
                                    x += 8
                                }
                                let row = bytes[(y * 257 + x)..<(y * 257 + 257)]
                                blitter.blendSpan(x: x, y: y, coverage: UnsafeBufferPointer(rebasing: row))
                            }
                        }
                    }
                }
            } else {
                pixmap.draw(mask, at: (x: 0, y: 0), with: Paint(color))
            }
            for y in 0..<256 {
                for x in 0..<257 {
                    guard let d = before.pixel(x: x, y: y), let actual = pixmap.pixel(x: x, y: y) else { continue }
                    let c = UInt32(mask.value(x: x, y: y))
                    let expected = PremultipliedRGBA8(
                        word: sourceOver(scaled(p.word, by: c), alpha: div255(UInt32(p.alpha) * c), onto: d.word))
                    if actual != expected { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0)
    }
}
