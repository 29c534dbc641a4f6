import Testing

@testable import Animation

/// Independent Double reference for one coordinate of a CSS Bézier, written
/// from the Bernstein form (the module uses Horner's form).
private func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
}

private let curves: [(name: String, easing: Easing)] =
    Easing.named + [
        ("back", .cubicBezier(try! CubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55))),
        ("flat middle", .cubicBezier(try! CubicBezier(x1: 0.1, y1: 0.7, x2: 1, y2: 0.1))),
        ("steep start", .cubicBezier(try! CubicBezier(x1: 0, y1: 1, x2: 0, y2: 1))),
        ("corner", .cubicBezier(try! CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1))),
    ]

@Suite struct EasingTests {
    @Test(arguments: curves.map(\.easing))
    func endpointsAreExactAndInputsClamp(_ easing: Easing) {
        #expect(easing.value(at: 0) == 0)
        #expect(easing.value(at: 1) == 1)
        #expect(easing.value(at: -0.5) == 0)
        #expect(easing.value(at: 3) == 1)
        #expect(easing.value(at: -.infinity) == 0)
        #expect(easing.value(at: .infinity) == 1)
    }

    @Test(arguments: Easing.named.map(\.easing))
    func namedCurvesAreMonotone(_ easing: Easing) {
        var previous = 0.0
        for i in 0...10_000 {
            let value = easing.value(at: Double(i) / 10_000)
            #expect(value >= previous, "x = \(Double(i) / 10_000)")
            if value < previous { break }
            previous = value
        }
    }

    /// Published values of the CSS curves (WebKit/Chromium, 10 digits).
    @Test func knownCSSValues() {
        #expect(abs(Easing.ease.value(at: 0.5) - 0.8024033877) < 1e-6)
        #expect(abs(Easing.easeIn.value(at: 0.5) - 0.3153568126) < 1e-6)
        #expect(abs(Easing.easeOut.value(at: 0.5) - 0.6846431874) < 1e-6)
        #expect(abs(Easing.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
        #expect(Easing.linear.value(at: 0.3) == 0.3)
    }

    /// Walks the curve densely in its parameter t, where both coordinates are
    /// known without solving, and checks y(x) against them.
    @Test(arguments: curves)
    func matchesDenseParametricReference(_ curve: (name: String, easing: Easing)) {
        guard case .cubicBezier(let c) = curve.easing else { return }
        var worst = 0.0
        for i in 1..<100_000 {
            let t = Double(i) / 100_000
            let x = bernstein(t, c.x1, c.x2)
            let y = bernstein(t, c.y1, c.y2)
            // Error allowed: the 1e-6 solve tolerance times the local slope dy/dx.
            let dx = 3 * (1 - t) * (1 - t) * c.x1 + 6 * (1 - t) * t * (c.x2 - c.x1) + 3 * t * t * (1 - c.x2)
            let dy = 3 * (1 - t) * (1 - t) * c.y1 + 6 * (1 - t) * t * (c.y2 - c.y1) + 3 * t * t * (1 - c.y2)
            guard abs(dx) > 1e-3 else { continue }
            let error = abs(c.value(at: x) - y) / max(1, abs(dy / dx))
            worst = max(worst, error)
        }
        #expect(worst <= 1e-6, "\(curve.name): worst error \(worst)")
    }

    @Test(arguments: curves)
    func solvedParameterMeetsTolerance(_ curve: (name: String, easing: Easing)) {
        guard case .cubicBezier(let c) = curve.easing else { return }
        for i in 1..<10_000 {
            let x = Double(i) / 10_000
            let t = c.parameter(for: x)
            #expect(abs(bernstein(t, c.x1, c.x2) - x) <= 1e-6, "\(curve.name) x = \(x)")
        }
    }

    @Test func rejectsInvalidControlPoints() {
        #expect(throws: EasingError.self) { try CubicBezier(x1: -0.1, y1: 0, x2: 1, y2: 1) }
        #expect(throws: EasingError.self) { try CubicBezier(x1: 0, y1: 0, x2: 1.5, y2: 1) }
        #expect(throws: EasingError.self) { try CubicBezier(x1: 0, y1: .nan, x2: 1, y2: 1) }
        #expect(throws: EasingError.self) { try CubicBezier(x1: 0, y1: 0, x2: 1, y2: .infinity) }
        #expect(throws: Never.self) { try CubicBezier(x1: 0, y1: -5, x2: 1, y2: 7) }
    }
}
