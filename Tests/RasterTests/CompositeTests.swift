import Testing

@testable import Raster

@Suite struct Div255Tests {
    @Test func matchesRoundedDivisionForEveryByteProduct() {
        for x in 0...UInt32(255 * 255) {
            let expected = UInt32((Double(x) / 255).rounded())
            #expect(div255(x) == expected, "x = \(x)")
            if div255(x) != expected { break }
        }
    }
}

@Suite struct SourceOverTests {
    /// The same byte in all four lanes of a pixel word.
    static func splat(_ v: UInt32) -> UInt32 { v * 0x0101_0101 }

    @Test func fullCoverageMatchesTheDoubleReferenceExactly() {
        // Reference: c + d·(255 − a)/255 rounded; c is whole, so only the Double
        // product needs rounding (once per alpha and destination).
        var mismatches = 0
        for alpha in UInt32(0)...255 {
            for destination in UInt32(0)...255 {
                let under = UInt32((Double(destination) * (255 - Double(alpha)) / 255).rounded())
                // Three colours a call, one in each of the R, G and B lanes.
                for color in stride(from: UInt32(0), through: alpha, by: 3) {
                    let g = min(color + 1, alpha)
                    let b = min(color + 2, alpha)
                    let source = (color | g << 8 | b << 16 | alpha << 24).littleEndian
                    let result = UInt32(littleEndian: sourceOver(source, alpha: alpha, onto: Self.splat(destination)))
                    let expected = (color + under) | (g + under) << 8 | (b + under) << 16 | (alpha + under) << 24
                    if result != expected { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func coverageScalingMatchesTheDoubleReferenceExactly() {
        var mismatches = 0
        for value in UInt32(0)...255 {
            for coverage in UInt32(0)...255 {
                let expected = UInt32((Double(value) * Double(coverage) / 255).rounded())
                if scaled(Self.splat(value), by: coverage) != Self.splat(expected) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func partialCoverageStaysWithinOneStepOfTheDoubleReference() throws {
        // Every (coverage, destination alpha) pair, for a grid of source colours and alphas.
        var worst = 0.0
        for alpha in stride(from: UInt32(0), through: 255, by: 51) {
            for color in stride(from: UInt32(0), through: alpha, by: 51) {
                var pixmap = try Pixmap(width: 256, height: 256)
                pixmap.withUnsafeMutableBytes { raw in
                    for d in 0..<256 {
                        for c in 0..<256 { raw[(d * 256 + c) * 4 + 3] = UInt8(d) }
                    }
                }
                var mask = try AlphaMask(width: 256, height: 256)
                mask.withUnsafeMutableBytes { raw in
                    for d in 0..<256 {
                        for c in 0..<256 { raw[d * 256 + c] = UInt8(c) }
                    }
                }
                let straight = Color(
                    red: Double(color) / Double(max(alpha, 1)), green: 0, blue: 0, alpha: Double(alpha) / 255)
                pixmap.draw(mask, at: (x: 0, y: 0), with: Paint(straight))
                let source = straight.premultiplied
                for d in 0..<256 {
                    for c in 0..<256 {
                        guard let p = pixmap.pixel(x: c, y: d) else { continue }
                        let k = Double(c) / 255
                        let sa = Double(source.alpha) * k
                        let expectedAlpha = sa + Double(d) * (1 - sa / 255)
                        let expectedRed = Double(source.red) * k
                        worst = max(worst, abs(Double(p.alpha) - expectedAlpha), abs(Double(p.red) - expectedRed))
                    }
                }
            }
        }
        #expect(worst <= 1, "largest deviation \(worst)")
    }
}

@Suite struct PremultiplicationTests {
    @Test func everyColourAndAlphaMatchesTheDoubleReference() {
        var mismatches = 0
        for alpha in 0...255 {
            for value in 0...255 {
                let p = Color(red: Double(value) / 255, green: 0, blue: 1, alpha: Double(alpha) / 255).premultiplied
                let expected = UInt8((Double(value) * Double(alpha) / 255).rounded())
                if p.red != expected || p.alpha != UInt8(alpha) || p.blue != UInt8(alpha) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func pixelWordRoundTripsInMemoryOrder() {
        let p = PremultipliedRGBA8(red: 1, green: 2, blue: 3, alpha: 4)
        var word = p.word
        let bytes = withUnsafeBytes(of: &word) { Array($0) }
        #expect(bytes == [1, 2, 3, 4])
        #expect(PremultipliedRGBA8(word: p.word) == p)
    }
}

@Suite struct OpacityTests {
    @Test func opacityScalesTheSourceAlpha() throws {
        var pixmap = try Pixmap(width: 4, height: 4)
        pixmap.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: Paint(Color(hex: 0xFF4704), opacity: 0.5))
        let expected = Color(hex: 0xFF4704, alpha: 0.5).premultiplied
        #expect(pixmap.pixel(x: 2, y: 2) == expected)
        pixmap.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: Paint(.white, opacity: 0))
        pixmap.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: Paint(.white, opacity: .nan))
        #expect(pixmap.pixel(x: 2, y: 2) == expected)
    }
}

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
    /// scalar `sourceOver` (itself checked against Double above), for a few colours.
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

@Suite struct ColorSpanTests {
    /// `blendColor` (eight and four pixels at a time, then a scalar tail; blocks
    /// of one colour shared, a row of one colour finished by an overlapping last
    /// block) over every destination byte, at every coverage step of 15 and every
    /// span length 0…27, against the scalar `sourceOver` pixel by pixel.
    @Test func spanBlendMatchesScalarSourceOverExactly() {
        let colors = [
            Color(hex: 0xFF4704, alpha: 0.33).premultiplied, Color(hex: 0x2ECC71).premultiplied,
            Color(red: 1, green: 1, blue: 1, alpha: 0.9).premultiplied, PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 0),
        ]
        var mismatches = 0
        var row = [UInt32](repeating: 0, count: 29)
        for color in colors {
            for coverage in stride(from: 0, through: 255, by: 15) {
                let c = UInt32(coverage)
                for count in 0..<28 {
                    for d in 0..<256 {
                        // Different bytes per channel, alpha ≥ each colour channel; for
                        // odd d every pixel differs, for even d one colour with one
                        // other pixel somewhere (the shared-blend path and its exits).
                        let destination = (0..<29).map { i in
                            let a = UInt8((d + (d % 2 == 1 || i == d % 31 ? i * 37 : 0)) % 256)
                            return PremultipliedRGBA8(red: a / 2, green: a / 3, blue: a, alpha: a).word
                        }
                        row = destination
                        row.withUnsafeMutableBufferPointer {
                            blendColor(color.word, coverage: UInt8(coverage), over: $0.baseAddress! + 1, count: count)
                        }
                        for i in 0..<29 {
                            let inside = i >= 1 && i <= count
                            let expected =
                                inside
                                ? sourceOver(scaled(color.word, by: c), alpha: div255(UInt32(color.alpha) * c), onto: destination[i])
                                : destination[i]
                            if row[i] != expected { mismatches += 1 }
                        }
                    }
                }
            }
        }
        #expect(mismatches == 0)
    }

    /// The edge pair (one colour at two coverages onto two pixels, 0 leaving a
    /// pixel alone) over every destination byte pattern and every pair of
    /// coverages in steps of 15, against the scalar `sourceOver` pixel by pixel.
    @Test func edgePairMatchesScalarSourceOverExactly() {
        let colors = [
            Color(hex: 0xFF4704, alpha: 0.33).premultiplied, Color(hex: 0x2ECC71).premultiplied,
            Color(red: 1, green: 1, blue: 1, alpha: 0.9).premultiplied, PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 0),
        ]
        func expected(_ color: PremultipliedRGBA8, _ coverage: Int, _ destination: UInt32) -> UInt32 {
            let c = UInt32(coverage)
            return sourceOver(scaled(color.word, by: c), alpha: div255(UInt32(color.alpha) * c), onto: destination)
        }
        var mismatches = 0
        for color in colors {
            for first in stride(from: 0, through: 255, by: 15) {
                for last in stride(from: 0, through: 255, by: 15) {
                    for d in 0..<256 {
                        let a = UInt8(d), b = UInt8((d * 37 + 11) % 256)
                        let left = PremultipliedRGBA8(red: a / 2, green: a / 3, blue: a, alpha: a).word
                        let right = PremultipliedRGBA8(red: b, green: b / 4, blue: b / 2, alpha: b).word
                        var pixels = [left, right]
                        pixels.withUnsafeMutableBufferPointer {
                            blendColor(color.word, coverages: UInt8(first), UInt8(last), over: $0.baseAddress!, $0.baseAddress! + 1)
                        }
                        if pixels[0] != expected(color, first, left) { mismatches += 1 }
                        if pixels[1] != expected(color, last, right) { mismatches += 1 }
                    }
                }
            }
        }
        #expect(mismatches == 0)
    }
}
