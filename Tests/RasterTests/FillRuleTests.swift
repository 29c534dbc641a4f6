import Testing

@testable import Raster

@Suite struct FillRuleTests {
    /// A pentagram drawn in one stroke (vertex k to vertex k + 2): its centre
    /// pentagon winds twice.
    static let pentagram: Path = {
        var points: [Point] = []
        for k in 0..<5 {
            let angle = Double(k * 2) * 2 * .pi / 5 - .pi / 2
            points.append(Point(32 + 28 * cos(angle), 33 + 28 * sin(angle)))
        }
        return Coverage.polygon(points)
    }()

    /// Outer 40×40 square, inner 20×20 square; `reversed` winds the inner one the other way.
    static func squareWithHole(reversed: Bool) -> Path {
        var path = Path.rectangle(Rect(x: 12, y: 12, width: 40, height: 40))
        let inner = [Point(22, 22), Point(42, 22), Point(42, 42), Point(22, 42)]
        path.append(Coverage.polygon(reversed ? inner.reversed() : inner))
        return path
    }

    @Test func pentagramCentreIsFilledByNonZeroOnly() throws {
        let nonZero = try Coverage.mask(Self.pentagram, rule: .nonZero)
        let evenOdd = try Coverage.mask(Self.pentagram, rule: .evenOdd)
        #expect(nonZero.value(x: 32, y: 33) == 255)
        #expect(evenOdd.value(x: 32, y: 33) == 0)
        // A point of the star is inside under both rules.
        #expect(nonZero.value(x: 32, y: 12) == 255)
        #expect(evenOdd.value(x: 32, y: 12) == 255)
        // The two rules differ by exactly the inner pentagon's area.
        let r = 28.0
        let innerRadius = r * cos(2 * .pi / 5) / cos(.pi / 5)
        let pentagonArea = 5.0 / 2 * innerRadius * innerRadius * sin(2 * .pi / 5)
        let difference = Coverage.total(nonZero) - Coverage.total(evenOdd)
        #expect(abs(difference - pentagonArea) < 0.005 * pentagonArea, "\(difference) vs \(pentagonArea)")
    }

    @Test func holeWoundTheSameWayIsOpenOnlyUnderEvenOdd() throws {
        let path = Self.squareWithHole(reversed: false)
        let nonZero = try Coverage.mask(path, rule: .nonZero)
        let evenOdd = try Coverage.mask(path, rule: .evenOdd)
        #expect(abs(Coverage.total(nonZero) - 1600) < 0.01)
        #expect(abs(Coverage.total(evenOdd) - 1200) < 0.01)
        #expect(nonZero.value(x: 32, y: 32) == 255)
        #expect(evenOdd.value(x: 32, y: 32) == 0)
    }

    @Test func holeWoundTheOtherWayIsOpenUnderBoth() throws {
        let path = Self.squareWithHole(reversed: true)
        for rule in [FillRule.nonZero, .evenOdd] {
            let mask = try Coverage.mask(path, rule: rule)
            #expect(abs(Coverage.total(mask) - 1200) < 0.01, "\(rule)")
            #expect(mask.value(x: 32, y: 32) == 0)
        }
    }
}
