import ChartData
import Raster
import Testing

@testable import Chart

@Suite struct ThemeRoleTests {
    static let marker = Color(hex: 0x0A0B0C)

    /// The stored colour each role sets, by property name.
    static let fields: [(Theme.Role, String)] = [
        (.background, "background"), (.bar, "bar"), (.barBottom, "barBottom"), (.up, "lineUp"), (.down, "lineDown"),
        (.text, "primaryText"), (.secondary, "secondaryText"), (.grid, "grid"),
    ]

    /// The names of the stored colours that differ between `a` and `b`.
    static func differences(_ a: Theme, _ b: Theme) -> [String] {
        zip(Mirror(reflecting: a).children, Mirror(reflecting: b).children).compactMap { x, y in
            "\(x.value)" == "\(y.value)" ? nil : x.label
        }
    }

    @Test func theRolesAreTheCommandLinesNames() {
        #expect(Theme.Role.allCases.map(\.rawValue) == ["background", "bar", "bar-bottom", "up", "down", "text", "secondary", "grid"])
        #expect(Self.fields.map(\.0) == Theme.Role.allCases)
    }

    @Test(arguments: [Theme.dark, Theme.light])
    func eachRoleSetsItsOwnColourAndNoOther(theme: Theme) {
        #expect(Mirror(reflecting: theme).children.count == 9)
        for (role, field) in Self.fields {
            let set = theme.setting(role, to: Self.marker)
            #expect(Self.differences(theme, set) == [field], "\(role)")
            let stored = Mirror(reflecting: set).children.first { $0.label == field }?.value
            #expect("\(stored ?? "none")".contains("\(Self.marker)"), "\(role)")
        }
    }

    /// The derived colours are what the scenes drew before there were roles, so
    /// output without `--color` stays byte for byte the same.
    @Test(arguments: [Theme.dark, Theme.light])
    func derivedColoursAreTheThemesOwn(theme: Theme) {
        #expect(theme.barBottomColor == theme.bar.withAlpha(0.33))
        #expect(theme.barGridColor == theme.primaryText.withAlpha(0.10))
        #expect(theme.barAxisColor.premultiplied == theme.primaryText.withAlpha(0.25).premultiplied)
        #expect(theme.lineGridColor == theme.divider)
        #expect(!theme.hasTransparentBackground)
    }

    @Test func derivedColoursFollowWhatTheyComeFrom() {
        let blue = Color(hex: 0x0000FF)
        let theme = Theme.dark.setting(.bar, to: blue).setting(.text, to: blue)
        #expect(theme.barBottomColor == blue.withAlpha(0.33))
        #expect(theme.barGridColor == blue.withAlpha(0.10))
        let set = theme.setting(.barBottom, to: .white).setting(.grid, to: Self.marker)
        #expect(set.barBottomColor == .white)
        #expect(set.barGridColor == Self.marker && set.lineGridColor == Self.marker)
        // The axes: the grid at 2.5 times its alpha, at most opaque.
        #expect(set.barAxisColor.premultiplied == Self.marker.premultiplied)
        #expect(Theme.dark.setting(.grid, to: Self.marker.withAlpha(0.2)).barAxisColor.premultiplied == Self.marker.withAlpha(0.5).premultiplied)
    }

    @Test func aTransparentBackgroundIsNotOpaque() {
        #expect(Theme.dark.setting(.background, to: .transparent).hasTransparentBackground)
        #expect(Theme.dark.setting(.background, to: Color(hex: 0x121218, alpha: 0.5)).hasTransparentBackground)
        #expect(!Theme.light.setting(.background, to: .black).hasTransparentBackground)
    }

    /// The scenes draw with the roles: the grid's colour on a grid line, the bottom
    /// colour at a grown bar's foot, nothing where the background is transparent.
    @Test func scenesDrawWithTheRoles() throws {
        let theme = Theme.dark.setting(.background, to: .transparent).setting(.grid, to: Color(hex: 0x00FF00))
            .setting(.barBottom, to: Color(hex: 0x0000FF))
        let scene = BarsScene(data: .tutorial, width: 340, height: 240, theme: theme)
        let renderer = try FrameRenderer(scene: scene)
        var frame = renderer.makeCanvas()
        renderer.render(at: scene.duration, into: &frame, holding: nil)
        #expect(frame.pixel(x: 0, y: 0) == .transparent)
        // The top grid line: plot y = 200 − 30 · k at design scale 1; some label row may have fewer.
        let y = Int(BarsScene.plotOrigin.y + BarsScene.baseline - BarsScene.gridSpacing * Double(scene.valueLabels.count))
        // Right of the last bar, where nothing covers the grid.
        let grid = try #require(frame.pixel(x: 315, y: y))
        #expect(grid.green > 0 && grid.red == 0 && grid.blue == 0, "\(grid)")
        let bar = scene.barRect(0, fraction: 1)
        let foot = try #require(frame.pixel(x: Int(bar.minX + bar.width / 2), y: Int(BarsScene.plotOrigin.y + BarsScene.baseline) - 1))
        #expect(foot.blue > 200 && foot.red < 40, "\(foot)")
        let line = LineScene(data: .sample, width: 360, height: 240, theme: theme)
        let lineFrame = try FrameRenderer(scene: line).makeCanvas()
        let divider = try #require(lineFrame.pixel(x: 180, y: 100))
        #expect(divider.green > 0 && divider.red == 0 && divider.blue == 0, "\(divider)")
    }
}
