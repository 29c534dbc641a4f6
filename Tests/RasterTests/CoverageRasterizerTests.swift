import Testing

@testable import Raster

@Suite struct FractionalRectangleTests {
    static let rects: [(Double, Double, Double, Double)] = [
        (3.25, 4.6, 17.9, 9.1), (10.5, 10.5, 10.75, 10.9), (0.1, 0.2, 63.7, 63.95), (20.3, 5.0, 20.8, 40.0),
        (-5.5, 30.25, 70.0, 31.0),
    ]

    @Test(arguments: rects)
    func pathCoverageIsTheExactOverlapArea(rect: (Double, Double, Double, Double)) throws {
        let (x0, y0, x1, y1) = rect
        let mask = try Coverage.mask(.rectangle(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)))
        var worst = 0.0
        for py in 0..<64 {
            for px in 0..<64 {
                let exact = Coverage.overlap(x0: x0, y0: y0, x1: x1, y1: y1, px: px, py: py)
                worst = max(worst, abs(Double(mask.value(x: px, y: py)) / 255 - exact))
            }
        }
        #expect(worst <= 0.5 / 255 + 1e-9, "largest error \(worst * 255)/255")
    }

    @Test(arguments: rects)
    func rectFastPathCoverageIsTheExactOverlapArea(rect: (Double, Double, Double, Double)) throws {
        let (x0, y0, x1, y1) = rect
        var pixmap = try Pixmap(width: 64, height: 64)
        pixmap.fill(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), with: Paint(.white))
        var worst = 0.0
        for py in 0..<64 {
            for px in 0..<64 {
                let exact = Coverage.overlap(x0: x0, y0: y0, x1: x1, y1: y1, px: px, py: py)
                let alpha = Double(pixmap.pixel(x: px, y: py)?.alpha ?? 0)
                worst = max(worst, abs(alpha / 255 - exact))
            }
        }
        #expect(worst <= 0.5 / 255 + 1e-9, "largest error \(worst * 255)/255")
    }

    @Test func fullWidthRectangleFillsWholeRowsAndNothingElse() throws {
        var pixmap = try Pixmap(width: 64, height: 16)
        pixmap.fill(Rect(x: -3, y: 2.5, width: 70, height: 10), with: Paint(Color(hex: 0xFF4704)))
        let full = Color(hex: 0xFF4704).premultiplied
        for y in 0..<16 {
            for x in 0..<64 {
                let alpha = pixmap.pixel(x: x, y: y)?.alpha
                let expected: UInt8 = y == 2 || y == 12 ? 128 : (3...11).contains(y) ? 255 : 0
                #expect(alpha == expected, "(\(x), \(y))")
                if expected == 255 { #expect(pixmap.pixel(x: x, y: y) == full) }
            }
        }
    }

    @Test func reversedRectangleCoversTheSamePixels() throws {
        var a = try Pixmap(width: 16, height: 16)
        var b = try Pixmap(width: 16, height: 16)
        a.fill(Rect(x: 2.5, y: 3.25, width: 7, height: 5), with: Paint(.white))
        b.fill(Rect(x: 9.5, y: 8.25, width: -7, height: -5), with: Paint(.white))
        #expect(a.bytes == b.bytes)
    }
}

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

@Suite struct CellIndexTests {
    /// The rasterizer's bit-trick floor and ceiling against the standard library's:
    /// tiny values, a dense sweep, and the neighbours of every integer and half up
    /// to 16 386.
    @Test func floorAndCeilingMatchTheStandardLibrary() {
        var mismatches = 0
        func check(_ x: Float) {
            if CoverageRasterizer.floor(x) != Int(x.rounded(.down)) { mismatches += 1 }
            if CoverageRasterizer.ceiling(x) != Int(x.rounded(.up)) { mismatches += 1 }
        }
        for v: Float in [0, .leastNonzeroMagnitude, .leastNormalMagnitude, 1e-30, 1e-7] { check(v) }
        for k in 0..<200_000 { check(Float(k) * 0.081_937) }
        for i in 0...16386 {
            let f = Float(i)
            for v in [f, f.nextUp, f.nextDown, f + 0.5, (f + 0.5).nextUp, (f + 0.5).nextDown] where v >= 0 { check(v) }
        }
        #expect(mismatches == 0)
    }
}
