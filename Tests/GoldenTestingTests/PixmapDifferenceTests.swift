import GoldenTesting
import Raster
import Testing

@Suite struct PixmapDifferenceTests {
    /// Random perturbations of random pixels; the expected counts come from the
    /// perturbations themselves, not from the comparison code.
    @Test(arguments: [0, 3, 40] as [UInt8])
    func countsAndMaximumMatchThePerturbations(tolerance: UInt8) throws {
        var generator = Xorshift(state: 0x9E37_79B9_7F4A_7C15 &+ UInt64(tolerance))
        let expected = try Pixmap(width: 31, height: 17, color: Color(hex: 0x808080, alpha: 1))
        var actual = expected
        var perturbed: [Int: UInt8] = [:]
        for _ in 0..<60 {
            let index = Int(generator.next() % UInt64(31 * 17))
            let delta = UInt8(generator.next() % 100)
            perturbed[index] = max(perturbed[index] ?? 0, delta)
        }
        for (index, delta) in perturbed {
            let old = try #require(expected.pixel(x: index % 31, y: index / 31))
            actual.setPixel(
                x: index % 31, y: index / 31,
                to: PremultipliedRGBA8(red: old.red, green: old.green + delta, blue: old.blue, alpha: old.alpha))
        }
        let difference = try #require(PixmapDifference(actual: actual, expected: expected, tolerance: tolerance))
        #expect(difference.maxChannelDifference == perturbed.values.max())
        #expect(difference.differingPixels == perturbed.values.filter { $0 > tolerance }.count)
    }

    @Test func differentSizesAreNotCompared() throws {
        #expect(PixmapDifference(actual: try Pixmap(width: 2, height: 3), expected: try Pixmap(width: 3, height: 2), tolerance: 0) == nil)
    }
}

struct Xorshift {
    var state: UInt64
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
