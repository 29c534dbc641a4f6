import Testing

@testable import Raster

@Suite struct LinearGradientTests {
    /// The premultiplied colour (0…255 per channel) of `stops` at t, in Double, padded.
    static func reference(_ stops: [GradientStop], at t: Double, opacity: Double = 1) -> [Double] {
        func premultiplied(_ c: Color) -> [Double] {
            [c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha, c.alpha].map { $0 * opacity * 255 }
        }
        let sorted = stops.sorted { $0.offset < $1.offset }
        guard let first = sorted.first, let last = sorted.last else { return [0, 0, 0, 0] }
        if t <= first.offset { return premultiplied(first.color) }
        if t >= last.offset { return premultiplied(last.color) }
        for k in 0..<(sorted.count - 1) where t >= sorted[k].offset && t <= sorted[k + 1].offset {
            let a = premultiplied(sorted[k].color)
            let b = premultiplied(sorted[k + 1].color)
            let u = (t - sorted[k].offset) / (sorted[k + 1].offset - sorted[k].offset)
            return zip(a, b).map { $0 + ($1 - $0) * u }
        }
        return premultiplied(last.color)
    }

    static let stops = [
        GradientStop(offset: 0.1, color: Color(hex: 0xFF4704)),
        GradientStop(offset: 0.45, color: Color(red: 0.2, green: 0.9, blue: 0.4, alpha: 0.5)),
        GradientStop(offset: 0.5, color: Color(hex: 0x3366FF, alpha: 0)),
        GradientStop(offset: 0.9, color: Color(hex: 0xFFFFFF, alpha: 0.8)),
    ]

    /// Fills a 120×60 pixmap and compares every pixel with the Double reference
    /// evaluated at the pixel centre, mapped back through `transform`.
    func expectMatchesReference(start: Point, end: Point, transform: Transform, opacity: Double = 1) throws {
        var pixmap = try Pixmap(width: 120, height: 60)
        let gradient = LinearGradient(start: start, end: end, stops: Self.stops)
        let inverse = Self.inverse(transform)
        pixmap.fill(
            .rectangle(Rect(x: -1000, y: -1000, width: 3000, height: 3000)), with: Paint(gradient, opacity: opacity),
            transform: transform)
        var worst = 0.0
        let v = end - start
        for y in 0..<60 {
            for x in 0..<120 {
                let u = inverse.apply(to: Point(Double(x) + 0.5, Double(y) + 0.5))
                let t = (u - start).dot(v) / v.dot(v)
                let expected = Self.reference(Self.stops, at: t, opacity: opacity)
                guard let p = pixmap.pixel(x: x, y: y) else { continue }
                let actual = [p.red, p.green, p.blue, p.alpha].map(Double.init)
                for (a, e) in zip(actual, expected) { worst = max(worst, abs(a - e)) }
            }
        }
        #expect(worst <= 0.51, "largest deviation \(worst)")
    }

    static func inverse(_ t: Transform) -> Transform {
        let det = t.a * t.d - t.b * t.c
        return Transform(
            a: t.d / det, b: -t.b / det, c: -t.c / det, d: t.a / det,
            tx: (t.c * t.ty - t.d * t.tx) / det, ty: (t.b * t.tx - t.a * t.ty) / det)
    }

    @Test func horizontalStopsMatchTheDoubleReference() throws {
        try expectMatchesReference(start: Point(0, 0), end: Point(120, 0), transform: .identity)
    }

    @Test func verticalStopsMatchTheDoubleReference() throws {
        try expectMatchesReference(start: Point(0, 55), end: Point(0, 5), transform: .identity, opacity: 0.7)
    }

    @Test func transformedDiagonalMatchesTheDoubleReference() throws {
        let transform = Transform.rotation(0.3).concatenating(.scale(x: 1.7, y: 0.8)).concatenating(
            .translation(x: 12, y: -4))
        try expectMatchesReference(start: Point(5, 3), end: Point(60, 40), transform: transform)
    }

    @Test func degenerateGradientsPaintSafely() throws {
        var pixmap = try Pixmap(width: 8, height: 8)
        let red = GradientStop(offset: 0.5, color: Color(hex: 0xFF0000))
        pixmap.fill(
            Rect(x: 0, y: 0, width: 8, height: 8), with: Paint(LinearGradient(start: .zero, end: .zero, stops: [red])))
        #expect(pixmap.pixel(x: 3, y: 3) == Color(hex: 0xFF0000).premultiplied)
        let none = LinearGradient(start: .zero, end: Point(8, 0), stops: [])
        pixmap.fill(Rect(x: 0, y: 0, width: 8, height: 8), with: Paint(none))
        let nan = LinearGradient(
            start: Point(.nan, 0), end: Point(8, .infinity), stops: [red, GradientStop(offset: .nan, color: .white)])
        pixmap.fill(Rect(x: 0, y: 0, width: 8, height: 8), with: Paint(nan))
        pixmap.fill(Rect(x: 0, y: 0, width: 8, height: 8), with: Paint(Self.stopsGradient))
        #expect(pixmap.pixel(x: 3, y: 3)?.alpha == 255)
    }

    static let stopsGradient = LinearGradient(start: .zero, end: Point(8, 0), stops: stops)
}
