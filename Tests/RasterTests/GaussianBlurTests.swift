import Testing

@testable import Raster

@Suite struct GaussianBlurTests {
    @Test(arguments: [0.5, 1, 2.5, 5, 10, 20, 40, 80])
    func staysWithinTwoLevelsOfTheExactGaussian(sigma: Double) throws {
        let side = min(max(48, Int(8 * sigma)), 320)
        let plane = try blurTestPlane(side: side)
        let reference = referenceBlur(plane, sigma: sigma)
        let error = maximumError(plane.blurred(sigma: sigma), reference)
        #expect(error <= 2, "σ = \(sigma): max error \(error)/255")
    }

    @Test(arguments: [1.5, 6, 12.5, 33])
    func preservesTotalAlphaWhenNothingFallsOff(sigma: Double) throws {
        let blur = GaussianBlur(sigma: sigma)
        let block = max(8, Int(2 * sigma))
        let side = block + 2 * blur.reach + 2
        var mask = try AlphaMask(width: side, height: side)
        let start = blur.reach + 1
        for y in start..<(start + block) { for x in start..<(start + block) { mask.setValue(200, x: x, y: y) } }
        let before = mask.bytes.reduce(0) { $0 + Int($1) }
        mask.blur(sigma: sigma)
        let after = mask.bytes.reduce(0) { $0 + Int($1) }
        let change = abs(Double(after - before)) / Double(before)
        #expect(change <= 0.005, "σ = \(sigma): total changed by \(change * 100) %")
    }

    @Test(arguments: [2.5, 20])
    func losesWhatFallsPastTheEdgeInsteadOfReflectingIt(sigma: Double) throws {
        var mask = try AlphaMask(width: 200, height: 200)
        for y in 0..<200 { for x in 0..<10 { mask.setValue(255, x: x, y: y) } }
        let reference = referenceBlur(mask, sigma: sigma)
        mask.blur(sigma: sigma)
        #expect(maximumError(mask, reference) <= 2)
        // Transparent outside keeps Σ_{x ≥ 0} g(x − s) of each column s of the band;
        // reflecting or clamping at the edge would keep all of it.
        let kernel = (-400...400).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = kernel.reduce(0, +)
        let expected = (0..<10).map { s in kernel[(400 - s)...].reduce(0, +) / total }.reduce(0, +) / 10
        let kept = Double((0..<200).reduce(0) { $0 + Int(mask.value(x: $1, y: 100)) }) / 2550
        #expect(abs(kept - expected) < 0.01, "kept \(kept) of the band's mass, expected \(expected)")
        #expect(kept < 0.95)
    }

    @Test(arguments: [3, 20, 45])
    func regionLimitedBlurEqualsFullBlur(sigma: Double) throws {
        var mask = try AlphaMask(width: 500, height: 400)
        let content = PixelRect(x: 203, y: 171, width: 37, height: 9)
        for y in content.minY..<content.maxY {
            for x in content.minX..<content.maxX { mask.setValue(UInt8((x * 7 + y * 13) % 256), x: x, y: y) }
        }
        let full = mask.blurred(sigma: sigma)
        var scratch = BlurScratch()
        mask.blur(GaussianBlur(sigma: sigma), dirty: content, scratch: &scratch)
        #expect(mask.bytes == full.bytes)
    }

    @Test func zeroAndInvalidSigmaChangeNothing() throws {
        let plane = try blurTestPlane(side: 48)
        for sigma in [0, -3, Double.nan] {
            #expect(plane.blurred(sigma: sigma).bytes == plane.bytes)
        }
        #expect(GaussianBlur(sigma: .infinity).sigma == GaussianBlur.maximumSigma)
    }

    @Test func reachCoversEverythingTheBlurTouches() throws {
        for sigma in [0.7, 4, 9, 27.5] {
            var mask = try AlphaMask(width: 400, height: 7)
            mask.setValue(255, x: 200, y: 3)
            for x in 190..<211 { mask.setValue(255, x: x, y: 3) }
            let reach = GaussianBlur(sigma: sigma).reach
            var wide = mask
            wide.blur(sigma: sigma)
            for x in 0..<400 where x < 190 - reach || x >= 211 + reach {
                #expect(wide.value(x: x, y: 3) == 0, "σ = \(sigma), x = \(x)")
            }
        }
    }
}
