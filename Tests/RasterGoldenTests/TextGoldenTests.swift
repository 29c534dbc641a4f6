import GoldenTesting
import Raster
import Testing

/// Text as the charts draw it, compared pixel for pixel with reviewed goldens in
/// golden/text/. Regenerate with `RASTERCHART_UPDATE_GOLDENS=1 swift test --filter TextGoldenTests`
/// and look at every image before committing.
@Suite struct TextGoldenTests {
    static let background = Color(hex: 0x121218)
    static let secondary = Color(hex: 0x8E8E93)

    /// Every baked size: the charts' label shapes, kerned pairs, the extra
    /// symbols and a missing character (drawn as the box).
    @Test(arguments: [8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 40, 48])
    func everySize(size: Int) throws {
        let font = Font(size: Double(size))
        let lines = ["6000 1.23K -12.34 11/23/26", "AVATAR Tomorrow gjpqy", "… − × ° € £ ¥ ☃"]
        let width = Int(lines.map(font.width(of:)).max() ?? 0) + 8
        let height = Int((Double(lines.count) * font.lineHeight).rounded(.up)) + 8
        var pixmap = try Pixmap(width: width, height: height, color: Self.background)
        for (row, line) in lines.enumerated() {
            let top = 4 + Double(row) * font.lineHeight
            pixmap.draw(line, at: Point(4, top), font: font, color: row == 1 ? Self.secondary : .white, anchor: .top)
        }
        let name = size < 10 ? "0\(size)" : "\(size)"
        expectMatchesGolden(pixmap, named: "text/size-\(name)")
    }

    /// Every alignment (columns: left, centre, right of the vertical guide) against
    /// every anchor (rows: top, middle, baseline, bottom on the horizontal guide).
    @Test func alignmentsAndAnchors() throws {
        let font = Font(size: 16)
        var pixmap = try Pixmap(width: 200, height: 170, color: Self.background)
        let guide = Paint(Color.white.withAlpha(0.3))
        let columns: [(x: Double, alignment: TextAlignment)] = [(30, .left), (100, .center), (170, .right)]
        for column in columns {
            pixmap.fill(Rect(x: column.x, y: 0, width: 1, height: 170), with: guide)
        }
        for (row, anchor) in [TextAnchor.top, .middle, .baseline, .bottom].enumerated() {
            let y = 25 + Double(row) * 40
            pixmap.fill(Rect(x: 0, y: y, width: 200, height: 1), with: guide)
            for column in columns {
                pixmap.draw("Hxg", at: Point(column.x, y), font: font, color: .white, alignment: column.alignment, anchor: anchor)
            }
        }
        expectMatchesGolden(pixmap, named: "text/alignments-and-anchors")
    }
}
