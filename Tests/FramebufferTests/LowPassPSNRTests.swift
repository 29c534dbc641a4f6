import Glibc
import TestSupport
import Testing

/// The test-support measure the 16-bit tests score with, against what a
/// Gaussian low-pass must do.
@Suite struct LowPassPSNRTests {
    func grey(_ value: UInt8, _ width: Int, _ height: Int) -> [UInt8] {
        [UInt8](repeating: value, count: width * height * 3)
    }

    @Test func equalPicturesScoreInfinity() {
        #expect(lowPassPSNR(grey(90, 7, 5), grey(90, 7, 5), width: 7, height: 5) == .infinity)
    }

    /// A low-pass keeps an even offset whole: 20·log10(255/4).
    @Test func anEvenOffsetScoresAsWithoutTheLowPass() {
        let score = lowPassPSNR(grey(100, 9, 6), grey(104, 9, 6), width: 9, height: 6)
        #expect(abs(score - 20 * log10(255.0 / 4)) < 1e-9, "\(score)")
    }

    /// One pixel off by 100 in one channel, away from the edges, spreads into
    /// the Gaussian: the squared error shrinks by ∬g² = 1/(4πσ²) for σ = 1.5.
    @Test func anImpulseSpreadsIntoTheGaussian() {
        let (width, height) = (25, 25)
        var b = grey(60, width, height)
        b[(12 * width + 12) * 3 + 1] = 160
        let mse = 100.0 * 100 / (4 * Double.pi * 1.5 * 1.5) / Double(width * height * 3)
        let score = lowPassPSNR(grey(60, width, height), b, width: width, height: height)
        #expect(abs(score - 10 * log10(255 * 255 / mse)) < 0.05, "\(score)")
    }

    /// A 2-pixel checkerboard of ±8 (a dither's finest pattern) all but
    /// vanishes, where the plain PSNR would be 20·log10(255/8) = 30 dB.
    @Test func aFineCheckerboardAlmostVanishes() {
        let (width, height) = (32, 32)
        var b = grey(128, width, height)
        for i in 0..<(width * height) where (i % width + i / width) % 2 == 0 {
            for c in 0..<3 { b[i * 3 + c] = 136 }
        }
        for i in 0..<(width * height) where (i % width + i / width) % 2 == 1 {
            for c in 0..<3 { b[i * 3 + c] = 120 }
        }
        #expect(lowPassPSNR(grey(128, width, height), b, width: width, height: height) > 60)
    }
}
