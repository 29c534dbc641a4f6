import Testing

@testable import Raster

@Suite struct SeamTests {
    /// Sums two masks and checks every pixel of `inside` is fully covered.
    func expectNoSeam(_ a: Path, _ b: Path, inside: PixelRect) throws {
        let ma = try Coverage.mask(a)
        let mb = try Coverage.mask(b)
        var worst = 0
        for y in inside.minY..<inside.maxY {
            for x in inside.minX..<inside.maxX {
                worst = max(worst, abs(Int(ma.value(x: x, y: y)) + Int(mb.value(x: x, y: y)) - 255))
            }
        }
        #expect(worst <= 1, "largest gap \(worst)/255")
    }

    @Test func verticalSharedEdge() throws {
        try expectNoSeam(
            .rectangle(Rect(x: 4.2, y: 4.6, width: 20.13, height: 30)),
            .rectangle(Rect(x: 24.33, y: 4.6, width: 20, height: 30)),
            inside: PixelRect(x: 5, y: 5, width: 39, height: 29))
    }

    @Test func diagonalSharedEdge() throws {
        let a = Point(3.3, 2.9)
        let b = Point(50.7, 4.1)
        let c = Point(49.2, 55.8)
        let d = Point(5.1, 51.3)
        try expectNoSeam(
            Coverage.polygon([a, b, c]), Coverage.polygon([a, c, d]),
            inside: PixelRect(x: 7, y: 7, width: 38, height: 38))
    }

    @Test func manySlicesOfAPie() throws {
        let center = Point(32.3, 31.7)
        var masks: [AlphaMask] = []
        let n = 7
        for k in 0..<n {
            let a0 = Double(k) * 2 * .pi / Double(n)
            let a1 = Double(k + 1) * 2 * .pi / Double(n)
            let far = 60.0
            masks.append(
                try Coverage.mask(
                    Coverage.polygon([
                        center, Point(center.x + far * cos(a0), center.y + far * sin(a0)),
                        Point(center.x + far * cos(a1), center.y + far * sin(a1)),
                    ])))
        }
        var worst = 0
        for y in 0..<64 {
            for x in 0..<64 {
                worst = max(worst, abs(masks.reduce(0) { $0 + Int($1.value(x: x, y: y)) } - 255))
            }
        }
        #expect(worst <= 2, "largest gap \(worst)/255 (7 slices meet at the centre)")
    }
}
