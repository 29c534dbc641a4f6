import Raster
import Testing

@testable import GIF

@Suite struct FrameDifferencerTests {
    let palette = Palette(colors: [PaletteTests.packed(Scene.background), PaletteTests.packed(Scene.bar), 0xFF_FFFF], isExact: true)

    func frame(_ changes: [(x: Int, y: Int, rgb: UInt32)]) throws -> Pixmap {
        var p = try Pixmap(width: 20, height: 10)
        Scene.fill(&p, p.bounds) { _, _ in Scene.background }
        for c in changes { p.setPixel(x: c.x, y: c.y, to: Scene.pixel(c.rgb)) }
        return p
    }

    @Test func theFirstFrameIsTheWholeScreen() throws {
        var d = FrameDifferencer(width: 20, height: 10, palette: palette)
        var indices: [UInt8] = []
        let f = d.encode(try frame([]), dirty: PixelRect(x: 0, y: 0, width: 20, height: 10), into: &indices)
        #expect(f?.rect == PixelRect(x: 0, y: 0, width: 20, height: 10))
        #expect(indices.prefix(200).allSatisfy { $0 == 0 })
    }

    @Test func aChangeIsItsBoundingBoxWithUnchangedPixelsTransparent() throws {
        var d = FrameDifferencer(width: 20, height: 10, palette: palette)
        var indices: [UInt8] = []
        let all = PixelRect(x: 0, y: 0, width: 20, height: 10)
        _ = d.encode(try frame([]), dirty: all, into: &indices)
        let changes = [(x: 3, y: 2, rgb: Scene.bar), (x: 7, y: 5, rgb: Scene.white)]
        let f = try #require(d.encode(try frame(changes), dirty: all, into: &indices))
        #expect(f.rect == PixelRect(x: 3, y: 2, width: 5, height: 4))
        #expect(f.localColors == nil)
        #expect(f.transparentIndex == 3)
        for y in 0..<4 {
            for x in 0..<5 {
                let expected: UInt8 = (x, y) == (0, 0) ? 1 : (x, y) == (4, 3) ? 2 : 3
                #expect(indices[y * 5 + x] == expected, "(\(x), \(y))")
            }
        }
        #expect(d.encode(try frame(changes), dirty: all, into: &indices) == nil)
    }

    @Test func onlyTheDirtyRectangleIsExamined() throws {
        var d = FrameDifferencer(width: 20, height: 10, palette: palette)
        var indices: [UInt8] = []
        _ = d.encode(try frame([]), dirty: PixelRect(x: 0, y: 0, width: 20, height: 10), into: &indices)
        let changed = try frame([(x: 1, y: 1, rgb: Scene.bar), (x: 15, y: 8, rgb: Scene.bar)])
        let f = d.encode(changed, dirty: PixelRect(x: 10, y: 5, width: 10, height: 5), into: &indices)
        #expect(f?.rect == PixelRect(x: 15, y: 8, width: 1, height: 1))
        #expect(d.encode(changed, dirty: .empty, into: &indices) == nil)
    }

    @Test func coloursOutsideTheGlobalPaletteGetAnExactLocalTable() throws {
        var d = FrameDifferencer(width: 20, height: 10, palette: Palette(colors: palette.colors, isExact: false))
        var indices: [UInt8] = []
        let all = PixelRect(x: 0, y: 0, width: 20, height: 10)
        _ = d.encode(try frame([]), dirty: all, into: &indices)
        let f = try #require(d.encode(try frame([(x: 4, y: 4, rgb: 0x12_3456), (x: 5, y: 4, rgb: 0x65_4321)]), dirty: all, into: &indices))
        #expect(f.rect == PixelRect(x: 4, y: 4, width: 2, height: 1))
        #expect(f.localColors == [PaletteTests.packed(0x12_3456), PaletteTests.packed(0x65_4321)])
        #expect(f.transparentIndex == 2)
        #expect(Array(indices.prefix(2)) == [0, 1])
    }
}
