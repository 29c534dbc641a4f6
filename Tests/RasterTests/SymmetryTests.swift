import Testing

@testable import Raster

@Suite struct SymmetryTests {
    @Test func starRendersMirrorSymmetric() throws {
        // A five-pointed star centred on a pixel boundary, symmetric about x = 32.
        var points: [Point] = []
        for k in 0..<10 {
            let angle = Double(k) * .pi / 5 - .pi / 2
            let r = k % 2 == 0 ? 27.3 : 11.1
            points.append(Point(32 + r * cos(angle), 33.4 + r * sin(angle)))
        }
        let mask = try Coverage.mask(Coverage.polygon(points))
        var worst = 0
        for y in 0..<64 {
            for x in 0..<64 {
                worst = max(worst, abs(Int(mask.value(x: x, y: y)) - Int(mask.value(x: 63 - x, y: y))))
            }
        }
        #expect(worst <= 1)
        #expect(Coverage.total(mask) > 100)
    }

    @Test func circleRendersSymmetricBothWays() throws {
        let mask = try Coverage.mask(.circle(center: Point(32, 32), radius: 17.35))
        var worst = 0
        for y in 0..<64 {
            for x in 0..<64 {
                let v = Int(mask.value(x: x, y: y))
                worst = max(worst, abs(v - Int(mask.value(x: 63 - x, y: y))), abs(v - Int(mask.value(x: x, y: 63 - y))))
            }
        }
        #expect(worst <= 1)
    }
}
