import ChartData
import Raster
import Testing

@testable import Chart

/// The bar chart's labels as laid out on real canvases, measured with the font
/// they are drawn in.
@Suite struct BarLabelTests {
    static let sizes = [(800, 480), (480, 320), (1920, 1080)]

    static func bars(_ labels: [String]) -> BarData {
        BarData(bars: labels.enumerated().map { Bar(label: $0.element, value: Double($0.offset + 1)) })
    }

    static let dataSets: [BarData] = [
        .tutorial,
        bars((0..<50).map { "Day \($0)" }),
        bars((0..<5).map { "Label number \($0) is..." }),
        bars(["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]),
        bars(["a", "b", "c", "d", String(repeating: "M", count: 20)]),
    ]

    /// Regression: every label was drawn, so 50 bars' labels (or five 20-character
    /// ones) were a smear of overlapping text. The labels drawn, centred under
    /// their bars at docs/scenes.md's x = 50 + 25 + i·slot + 0.3·slot, must leave a gap.
    @Test(arguments: dataSets)
    func drawnBarLabelsNeverOverlap(data: BarData) {
        for (width, height) in Self.sizes {
            let scene = BarsScene(data: data, width: width, height: height)
            let font = Font(size: 12 * scene.space.scale)
            let slot = 250 / Double(data.bars.count)
            var previousRight = -Double.infinity
            for (i, text) in scene.labelTexts.enumerated() where !text.isEmpty {
                let centre = scene.space.pixel(Point(x: 75 + Double(i) * slot + 0.3 * slot, y: 0)).x
                let halfWidth = font.width(of: text) / 2
                #expect(centre - halfWidth > previousRight, "\(width)x\(height): label \(i) '\(text)' overlaps the one before")
                previousRight = centre + halfWidth
            }
        }
    }

    /// Regression: the stride followed the widest label, so one long label left only
    /// the first bar labelled ("a" of a, b, c, d and twenty Ms at 480×320). The
    /// others are drawn; the long one is cut to its slot with "…".
    @Test func oneLongLabelIsCutInsteadOfHidingTheOthers() {
        let data = Self.bars(["a", "b", "c", "d", String(repeating: "M", count: 20)])
        for (width, height) in Self.sizes {
            let scene = BarsScene(data: data, width: width, height: height)
            #expect(scene.labelStride == 1, "\(width)x\(height)")
            #expect(scene.labelTexts.prefix(4) == ["a", "b", "c", "d"], "\(width)x\(height)")
            let long = scene.labelTexts[4]
            #expect(long.hasPrefix("M") && long.hasSuffix("…") && long.count < 20, "\(width)x\(height): \(long)")
        }
    }

    /// Regression: of an even count the stride followed the upper median, so of
    /// two bars the long label left the short one unlabelled (or, second, was
    /// itself left out and only "b" drawn).
    @Test(arguments: [["b", String(repeating: "M", count: 20)], [String(repeating: "M", count: 20), "b"]])
    func oneLongLabelOfTwoIsCutInsteadOfHidingTheOther(labels: [String]) {
        for (width, height) in Self.sizes {
            let scene = BarsScene(data: Self.bars(labels), width: width, height: height)
            #expect(scene.labelStride == 1, "\(width)x\(height)")
            #expect(scene.labelTexts.contains("b") && scene.labelTexts.allSatisfy { !$0.isEmpty }, "\(width)x\(height): \(scene.labelTexts)")
        }
    }

    @Test func tutorialLabelsAreAllDrawn() {
        for (width, height) in Self.sizes {
            #expect(BarsScene(data: .tutorial, width: width, height: height).labelStride == 1)
        }
    }

    /// The value labels fit the 40 pt between their right edge and the design box's
    /// left edge (regression: "1000000" ran off a 480×320 canvas). From about
    /// 10¹⁵ ("1.2e15") nothing fits and the narrowest spelling is drawn.
    @Test(arguments: [15.0, 5200, 250_000, 5e6, 3.2e9, 4e14, 0.0003, 2e-7])
    func valueLabelsFitBesideTheAxis(maximum: Double) {
        for (width, height) in Self.sizes {
            let scene = BarsScene(data: BarData(bars: [Bar(label: "a", value: maximum)]), width: width, height: height)
            let font = Font(size: 12 * scene.space.scale)
            let widest = scene.valueLabels.map { font.width(of: $0) }.max() ?? 0
            #expect(widest <= 40 * scene.space.scale, "\(width)x\(height), maximum \(maximum): \(scene.valueLabels)")
        }
    }
}
