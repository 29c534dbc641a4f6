import Testing

@testable import Raster

@Suite struct VerticalGradientRectTests {
    /// A vertical gradient in a rectangle with fractional sides (each row's colour
    /// worked out once for its edge pixels and interior) over a patterned
    /// background: every pixel within 1.5 steps of the Double reference, the
    /// colour at its row's centre times its covered area, over the background
    /// (three roundings to a byte: the colour, its product with the coverage, the
    /// background's product with the inverse alpha).
    @Test(arguments: [0.25, 0.5, 0.8]) func fractionalRectangleMatchesTheDoubleReference(fraction: Double) throws {
        var pixmap = try Pixmap(width: 40, height: 30)
        for y in 0..<30 {
            for x in 0..<40 {
                let a = UInt8((x * 7 + y * 13) % 256)
                pixmap.setPixel(x: x, y: y, to: PremultipliedRGBA8(red: a / 2, green: a, blue: a / 4, alpha: a))
            }
        }
        let before = pixmap
        let rect = Rect(x: 3 + fraction, y: 2.5, width: 29.6, height: 24 + fraction)
        let gradient = LinearGradient(
            start: Point(0, rect.minY), end: Point(0, rect.maxY), stops: LinearGradientTests.stops)
        pixmap.fill(rect, with: Paint(gradient, opacity: 0.9))
        var worst = 0.0
        for y in 0..<30 {
            for x in 0..<40 {
                let covered =
                    max(0, min(Double(x + 1), rect.maxX) - max(Double(x), rect.minX))
                    * max(0, min(Double(y + 1), rect.maxY) - max(Double(y), rect.minY))
                let t = (Double(y) + 0.5 - rect.minY) / rect.height
                let source = LinearGradientTests.reference(LinearGradientTests.stops, at: t, opacity: 0.9).map {
                    $0 * covered
                }
                guard let d = before.pixel(x: x, y: y), let p = pixmap.pixel(x: x, y: y) else { continue }
                let destination = [d.red, d.green, d.blue, d.alpha].map(Double.init)
                let actual = [p.red, p.green, p.blue, p.alpha].map(Double.init)
                for k in 0..<4 {
                    let expected = source[k] + destination[k] * (1 - source[3] / 255)
                    worst = max(worst, abs(actual[k] - expected))
                }
            }
        }
        #expect(worst <= 1.5, "largest deviation \(worst)")
    }
}
