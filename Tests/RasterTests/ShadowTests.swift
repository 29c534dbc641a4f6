import Testing

@testable import Raster

@Suite struct ShadowTests {
    static let polyline = [(10.0, 40.0), (30.0, 22.0), (50.0, 34.0), (80.0, 12.0)]
    static let shadows: [(alpha: Double, sigma: Double, dx: Int, dy: Int)] = [
        (1.0, 2, 0, 3), (0.5, 4, 0, 3), (0.2, 6.5, 0, 3), (0.1, 13, 0, 3),
    ]
    static let chain = GlowChain(
        shadows.map { GlowChain.Shadow(alpha: $0.alpha, sigma: $0.sigma, offsetX: $0.dx, offsetY: $0.dy) })
    static let canvas = (width: 96, height: 64)
    /// Margin of the reference plane: more than all the shadows' reaches together.
    static let margin = 96

    /// Shadows from σ = 15 on: the chain runs on a grid of 6 × 6 px cells, as coarse as
    /// it gets (the smallest σ is 2.5 cells), and the offsets (5 px down, one 3 px
    /// across) fall between cell centres.
    static let reducedShadows: [(alpha: Double, sigma: Double, dx: Int, dy: Int)] = [
        (1.0, 15, 0, 5), (0.5, 19, 3, 5), (0.2, 23, 0, 5), (0.1, 30, 0, 5),
    ]

    /// On 2 px cells (σ = 5 … 17 px, 2.5 … 8.5 cells): the last two blurs in cells
    /// reduce once more, by 2, inside the grid.
    static let nestedShadows: [(alpha: Double, sigma: Double, dx: Int, dy: Int)] = [
        (1.0, 5, 0, 3), (0.5, 8, 1, 3), (0.2, 12, 0, 3), (0.1, 17, 0, 3),
    ]

    /// Full-opacity shadows whose blurs reduce (to a reduced σ of about 3): on full
    /// resolution (σ = 4, 9 px) and on 2 px cells (σ = 6, 13 px).
    static let opaqueShadows: [[(alpha: Double, sigma: Double, dx: Int, dy: Int)]] = [
        [(1.0, 4, 0, 6), (1.0, 9, 0, 6)], [(1.0, 6, 0, 2), (1.0, 13, 0, 3)],
    ]

    /// The line frame's glow at 480×320 (σ = 13⅓ … 53⅓ px) on 5 px cells, the grid
    /// ⌊σ/2.5⌋ gives, scaled to 2 px cells: σ = 5⅓ … 21⅓ px, the same 2.7 … 10.7
    /// cells, offsets 5 px (2.5 cells).
    static let chartShadowsInCells: [(alpha: Double, sigma: Double, dx: Int, dy: Int)] = [
        (1.0, 16 / 3, 0, 5), (0.5, 32 / 3, 0, 5), (0.2, 16, 0, 5), (0.1, 64 / 3, 0, 5),
    ]

    /// The same glow on the grid the line frame at 480×320 takes, 6 px cells
    /// (σ = 2.2 … 8.9 cells, blurs in cells reducing to σ ≥ 2.2), scaled to 2 px cells:
    /// σ = 4⁴⁄₉ … 17⁷⁄₉ px, offsets half a cell (5 px) and whole cells (4 px).
    static let coarseShadowsInCells: [[(alpha: Double, sigma: Double, dx: Int, dy: Int)]] = [5, 4].map {
        (dy: Int) -> [(alpha: Double, sigma: Double, dx: Int, dy: Int)] in
        let sigmas: [Double] = [40 / 9, 80 / 9, 40 / 3, 160 / 9]
        return zip([1.0, 0.5, 0.2, 0.1], sigmas).map { (alpha: $0, sigma: $1, dx: 0, dy: dy) }
    }

    @Test(arguments: [
        (shadows, margin), (reducedShadows, 320), (nestedShadows, 170), (chartShadowsInCells, 220),
        (opaqueShadows[0], 90), (opaqueShadows[1], 100),
        (coarseShadowsInCells[0], 220), (coarseShadowsInCells[1], 220),
    ])
    func glowChainMatchesTheExactRecurrence(
        shadows: [(alpha: Double, sigma: Double, dx: Int, dy: Int)], margin: Int
    ) throws {
        let chain = GlowChain(
            shadows.map { GlowChain.Shadow(alpha: $0.alpha, sigma: $0.sigma, offsetX: $0.dx, offsetY: $0.dy) })
        let coverage = try polylineCoverage(
            Self.polyline, width: 4, planeWidth: Self.canvas.width, planeHeight: Self.canvas.height)
        let glow = chain.applied(to: coverage)
        let wide = try polylineCoverage(
            Self.polyline, width: 4, planeWidth: Self.canvas.width + 2 * margin,
            planeHeight: Self.canvas.height + 2 * margin, origin: margin)
        let reference = referenceGlow(wide, shadows: shadows)
        var worst = 0.0
        for y in 0..<Self.canvas.height {
            for x in 0..<Self.canvas.width {
                let expected = reference[(y + margin) * wide.width + x + margin]
                worst = max(worst, abs(Double(glow.value(x: x, y: y)) - expected))
            }
        }
        #expect(worst <= 2, "max error \(worst)/255")
        #expect(glow.value(x: 50, y: 34) == 255)
        #expect(glow.value(x: 50, y: 60) > 0)
    }

    /// ⌈σ/2.5⌉ px cells while σ stays ≥ 2.2 cells, else ⌊σ/2.5⌋: 480×320's line glow
    /// (σ = 13⅓) takes 6 px cells, 800×480's and 1920×1080's (σ = 20, 45) keep 8 and 18.
    @Test func glowGridTakesTheCoarserFactorWhileSigmaStaysAtLeastTwoPointTwoCells() {
        let cases: [(sigma: Double, factor: Int)] = [
            (40.0 / 3, 6), (20, 8), (45, 18), (5, 2), (5.4, 2), (4, 1), (2, 1), (1, 1), (0, 1),
        ]
        for (sigma, factor) in cases {
            #expect(GlowPlan.factor(smallestSigma: sigma) == factor, "σ = \(sigma)")
        }
    }

    @Test(arguments: [chain, reducedChain])
    func glowInsideTheCanvasDoesNotDependOnItsEdge(chain: GlowChain) throws {
        let coverage = try polylineCoverage(
            Self.polyline, width: 4, planeWidth: Self.canvas.width, planeHeight: Self.canvas.height)
        let glow = chain.applied(to: coverage)
        let margin = 120
        let wide = try polylineCoverage(
            Self.polyline, width: 4, planeWidth: Self.canvas.width + 2 * margin,
            planeHeight: Self.canvas.height + 2 * margin, origin: margin)
        let wideGlow = chain.applied(to: wide)
        var worst = 0
        for y in 0..<Self.canvas.height {
            for x in 0..<Self.canvas.width {
                worst = max(worst, abs(Int(glow.value(x: x, y: y)) - Int(wideGlow.value(x: x + margin, y: y + margin))))
            }
        }
        #expect(worst == 0)
    }

    /// The chart's own glow at scale 1 (σ = 10 … 40, offsets 10), every blur on the
    /// reduced path, next to the small test chain.
    static let chartChain = GlowChain([
        .init(alpha: 1.0, sigma: 10, offsetY: 10), .init(alpha: 0.5, sigma: 20, offsetY: 10),
        .init(alpha: 0.2, sigma: 30, offsetY: 10), .init(alpha: 0.1, sigma: 40, offsetY: 10),
    ])

    static let reducedChain = GlowChain(
        reducedShadows.map { GlowChain.Shadow(alpha: $0.alpha, sigma: $0.sigma, offsetX: $0.dx, offsetY: $0.dy) })

    @Test(arguments: [(chain, margin), (chartChain, 370), (reducedChain, 320)])
    func glowChainAgreesWithChainedRGBADropShadows(chain: GlowChain, margin: Int) throws {
        let color = Color(hex: 0x2ECC71)
        let coverage = try polylineCoverage(
            Self.polyline, width: 4, planeWidth: Self.canvas.width, planeHeight: Self.canvas.height)
        let glow = chain.applied(to: coverage)

        let wide = try polylineCoverage(
            Self.polyline, width: 4, planeWidth: Self.canvas.width + 2 * margin,
            planeHeight: Self.canvas.height + 2 * margin, origin: margin)
        var layer = try Pixmap(width: wide.width, height: wide.height)
        let pre = color.premultiplied
        for y in 0..<wide.height {
            for x in 0..<wide.width {
                let a = UInt32(wide.value(x: x, y: y))
                layer.setPixel(
                    x: x, y: y,
                    to: PremultipliedRGBA8(
                        red: UInt8(div255(UInt32(pre.red) * a)), green: UInt8(div255(UInt32(pre.green) * a)),
                        blue: UInt8(div255(UInt32(pre.blue) * a)), alpha: UInt8(a)))
            }
        }
        var scratch = BlurScratch()
        var dirty = layer.bounds
        for shadow in chain.shadows {
            dirty = layer.drawShadow(shadow.dropShadow(of: color), dirty: dirty, scratch: &scratch)
        }

        var worst = 0.0
        for y in 0..<Self.canvas.height {
            for x in 0..<Self.canvas.width {
                guard let p = layer.pixel(x: x + margin, y: y + margin) else { continue }
                let l = Double(glow.value(x: x, y: y)) / 255
                let expected = [Double(pre.red), Double(pre.green), Double(pre.blue), 255].map { $0 * l }
                let got = [p.red, p.green, p.blue, p.alpha].map(Double.init)
                worst = max(worst, zip(got, expected).map { abs($0 - $1) }.max() ?? 0)
            }
        }
        // The RGBA path rounds five times (premultiplying, then after each shadow) and
        // the chain once, ½ level each at most: 3 levels bound their difference.
        #expect(worst <= 3, "max channel difference \(worst)/255")
    }

    /// A scratch keeps the last chain's blurs: a scratch used for one chain and then
    /// for others gives each the planes a fresh scratch gives.
    @Test func scratchUsedForSeveralChainsGivesEachItsOwnGlow() throws {
        let coverage = try polylineCoverage(
            Self.polyline, width: 4, planeWidth: Self.canvas.width, planeHeight: Self.canvas.height)
        var shared = BlurScratch()
        for chain in [Self.chain, Self.reducedChain, Self.chartChain, Self.chain] {
            var reused = coverage
            chain.apply(to: &reused, dirty: coverage.inkBounds, scratch: &shared)
            let fresh = chain.applied(to: coverage)
            #expect(reused.withUnsafeBytes { Array($0) } == fresh.withUnsafeBytes { Array($0) })
        }
    }

    /// Drawing through the glow in one pass equals applying the chain to the plane and
    /// drawing the plane, also when a clip keeps most of the glow off the pixmap.
    @Test(arguments: [chain, reducedChain])
    func glowDrawnInOnePassEqualsTheAppliedPlaneDrawn(chain: GlowChain) throws {
        let coverage = try polylineCoverage(
            Self.polyline, width: 4, planeWidth: Self.canvas.width, planeHeight: Self.canvas.height)
        let dirty = coverage.inkBounds
        var background = try Pixmap(width: 120, height: 90)
        for y in 0..<90 {
            for x in 0..<120 {
                background.setPixel(
                    x: x, y: y, to: Color(red: 0.1, green: Double(x) / 120, blue: 0.3, alpha: Double(y) / 90).premultiplied)
            }
        }
        let color = Color(hex: 0x2ECC71, alpha: 0.9)
        for clip in [background.bounds, PixelRect(x: 40, y: 30, width: 33, height: 17)] {
            var glowing = coverage
            var scratch = BlurScratch()
            chain.apply(to: &glowing, dirty: dirty, scratch: &scratch)
            var expected = background
            expected.draw(glowing, at: (x: 20, y: 15), with: Paint(color), clip: clip)
            var drawn = background
            drawn.draw(coverage, glowing: chain, dirty: dirty, at: (x: 20, y: 15), with: color, clip: clip, scratch: &scratch)
            #expect(drawn.bytes == expected.bytes)
        }
    }

    @Test func dropShadowMatchesTheExactShadowUnderTheLayer() throws {
        var layer = try Pixmap(width: 60, height: 50)
        let red = Color(hex: 0xFF4D4D, alpha: 0.8).premultiplied
        for y in 15..<30 { for x in 12..<35 { layer.setPixel(x: x, y: y, to: red) } }
        let original = layer
        let shadow = DropShadow(color: Color(hex: 0x102030, alpha: 0.6), sigma: 3.5, offsetX: 4, offsetY: -2)
        layer.drawShadow(shadow)

        let alpha = original.bytes.enumerated().filter { $0.offset % 4 == 3 }.map { Double($0.element) }
        let blurred = referenceBlur(alpha, width: 60, height: 50, sigma: 3.5)
        let tint = [0x10, 0x20, 0x30, 0xFF].map { Double($0) / 255 * 0.6 }
        var worst = 0.0
        for y in 0..<50 {
            for x in 0..<60 {
                let sx = x - 4
                let sy = y + 2
                let b = (0..<60).contains(sx) && (0..<50).contains(sy) ? blurred[sy * 60 + sx] : 0
                guard let d = original.pixel(x: x, y: y), let p = layer.pixel(x: x, y: y) else { continue }
                let under = 1 - Double(d.alpha) / 255
                let before = [d.red, d.green, d.blue, d.alpha].map(Double.init)
                let got = [p.red, p.green, p.blue, p.alpha].map(Double.init)
                for c in 0..<4 { worst = max(worst, abs(got[c] - (before[c] + under * tint[c] * b))) }
                #expect(p.red <= p.alpha && p.green <= p.alpha && p.blue <= p.alpha)
            }
        }
        #expect(worst <= 2, "max error \(worst)/255")
    }

    @Test func rgbaBlurKeepsColourWithinAlphaAndBlursAlphaLikeA8() throws {
        for sigma in [1.5, 14] {
            var layer = try Pixmap(width: 70, height: 40)
            var alpha = try AlphaMask(width: 70, height: 40)
            for y in 5..<35 {
                for x in 10..<60 {
                    let a = UInt8((x * 37 + y * 11) % 256)
                    let c = Color(red: Double(x) / 70, green: 1, blue: Double(y) / 40, alpha: Double(a) / 255)
                        .premultiplied
                    layer.setPixel(x: x, y: y, to: c)
                    alpha.setValue(c.alpha, x: x, y: y)
                }
            }
            layer.blur(sigma: sigma)
            alpha.blur(sigma: sigma)
            for y in 0..<40 {
                for x in 0..<70 {
                    guard let p = layer.pixel(x: x, y: y) else { continue }
                    #expect(p.alpha == alpha.value(x: x, y: y))
                    #expect(p.red <= p.alpha && p.green <= p.alpha && p.blue <= p.alpha)
                }
            }
        }
    }
}
