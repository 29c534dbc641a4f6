import Testing

@testable import Raster

@Suite struct CircleAreaTests {
    @Test(arguments: [0.85, 1.5, 2.7, 6.2, 13.0, 27.9, 61.3])
    func totalCoverageIsPiRSquared(radius: Double) throws {
        let side = Int(2 * radius) + 6
        for (dx, dy) in [(0.0, 0.0), (0.5, 0.5), (0.13, 0.71), (0.37, 0.29)] {
            let center = Point(Double(side / 2) + dx, Double(side / 2) + dy)
            let mask = try Coverage.mask(.circle(center: center, radius: radius), width: side, height: side)
            let exact = Double.pi * radius * radius
            let total = Coverage.total(mask)
            #expect(abs(total - exact) <= 0.005 * exact, "r = \(radius) at \(center): \(total) vs \(exact)")
        }
    }

    /// Below a pixel, one circle's total is dominated by 8-bit rounding of a few
    /// pixels; 64 circles at different sub-pixel offsets average that out.
    @Test(arguments: [0.2, 0.35, 0.5, 0.7])
    func subPixelCirclesCoverPiRSquaredOnAverage(radius: Double) throws {
        var path = Path()
        for k in 0..<64 {
            let offset = Point(Double(k % 8) * 0.137, Double(k / 8) * 0.119)
            path.append(.circle(center: Point(Double(k % 8) * 8 + 4, Double(k / 8) * 8 + 4) + offset, radius: radius))
        }
        let mask = try Coverage.mask(path)
        let exact = 64 * Double.pi * radius * radius
        let total = Coverage.total(mask)
        #expect(abs(total - exact) <= 0.005 * exact, "r = \(radius): \(total) vs \(exact)")
    }
}
