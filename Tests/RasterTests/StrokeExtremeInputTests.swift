import Testing

@testable import Raster
import TestSupport

/// Extreme and non-finite input through measure, trim, stroke and fill: nothing traps.
@Suite struct StrokeExtremeInputTests {
    @Test func extremeCoordinatesAndWidthsDoNotTrap() throws {
        let values: [Double] = [0, 1e-300, -1e-300, 1e7, -1e7, 1e300, -1e300, .infinity, -.infinity, .nan, 3.5]
        var random = SeededRandom(seed: 99)
        var mask = try AlphaMask(width: 32, height: 32)
        for _ in 0..<500 {
            func value() -> Double { values.randomElement(using: &random) ?? 0 }
            func point() -> Point { Point(value(), value()) }
            var path = Path()
            path.move(to: point())
            path.line(to: point())
            path.quad(to: point(), control: point())
            path.cubic(to: point(), control1: point(), control2: point())
            if Bool.random(using: &random) { path.close() }
            let style = StrokeStyle(
                width: value(), cap: [.butt, .round, .square].randomElement(using: &random) ?? .butt,
                join: [.miter, .round, .bevel].randomElement(using: &random) ?? .miter, miterLimit: value())
            _ = path.length
            let trimmed = path.trimmed(from: value(), to: value())
            _ = trimmed.stroked(style, tolerance: value())
            mask.stroke(path, style: style, transform: .scale(x: value(), y: value()))
        }
    }
}
