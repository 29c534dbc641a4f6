import Animation
import ChartData
import Raster
import Testing

@testable import Chart

@Suite struct FrameRendererTests {
    static let scenes: [(String, any ChartScene)] = [
        ("bars", BarsScene(data: .tutorial, width: 170, height: 120)),
        ("line", LineScene(data: .sample, width: 180, height: 120)),
    ]

    /// Drawing only the dirty rectangle over the previous frame must give exactly the
    /// frame drawn from scratch: the dirty rectangles are complete.
    @Test(arguments: 0..<2)
    func incrementalFramesEqualFreshFrames(index: Int) throws {
        let (name, scene) = Self.scenes[index]
        let renderer = try FrameRenderer(scene: scene)
        let timeline = try Timeline(duration: scene.duration, framesPerSecond: 8)
        var incremental = renderer.makeCanvas()
        for k in timeline.indices {
            renderer.render(at: timeline[k], into: &incremental, holding: k > 0 ? timeline[k - 1] : nil)
            var fresh = try Pixmap(width: scene.space.canvasWidth, height: scene.space.canvasHeight)
            renderer.render(at: timeline[k], into: &fresh, holding: nil)
            #expect(incremental.bytes == fresh.bytes, "\(name) frame \(k)")
            if incremental.bytes != fresh.bytes { break }
        }
    }

    /// Outside the reported dirty rectangle, a frame equals the one before it.
    @Test(arguments: 0..<2)
    func pixelsOutsideTheDirtyRectangleDoNotChange(index: Int) throws {
        let (name, scene) = Self.scenes[index]
        let renderer = try FrameRenderer(scene: scene)
        let timeline = try Timeline(duration: scene.duration, framesPerSecond: 8)
        var previous = renderer.makeCanvas()
        renderer.render(at: timeline[0], into: &previous, holding: nil)
        var changedSomewhere = false
        for k in timeline.indices.dropFirst() {
            var frame = previous
            let dirty = renderer.render(at: timeline[k], into: &frame, holding: timeline[k - 1])
            for y in 0..<frame.height {
                for x in 0..<frame.width where !dirty.contains(x: x, y: y) {
                    if frame.pixel(x: x, y: y) != previous.pixel(x: x, y: y) {
                        Issue.record("\(name) frame \(k): (\(x), \(y)) changed outside \(dirty)")
                        return
                    }
                }
            }
            changedSomewhere = changedSomewhere || frame.bytes != previous.bytes
            previous = frame
        }
        #expect(changedSomewhere, "\(name) must animate")
    }

    @Test func theAnimationHoldsAfterItsEnd() throws {
        for (name, scene) in Self.scenes {
            let renderer = try FrameRenderer(scene: scene)
            var end = renderer.makeCanvas()
            renderer.render(at: scene.duration, into: &end, holding: nil)
            var later = renderer.makeCanvas()
            renderer.render(at: scene.duration + 5, into: &later, holding: nil)
            #expect(end.bytes == later.bytes, "\(name)")
        }
    }

    /// At t = 0 no bar has grown and no line is drawn: the frame is the static
    /// background with the static overlay on top.
    @Test func theFirstFrameIsTheStaticPicture() throws {
        for (name, scene) in Self.scenes {
            #expect(scene.animatedBounds(at: 0).isEmpty, "\(name)")
            let renderer = try FrameRenderer(scene: scene)
            var first = try Pixmap(width: scene.space.canvasWidth, height: scene.space.canvasHeight)
            renderer.render(at: 0, into: &first, holding: nil)
            var expected = renderer.background
            var overlay = try Pixmap(width: scene.space.canvasWidth, height: scene.space.canvasHeight)
            if scene.drawOverlay(into: &overlay) {
                expected.composite(overlay, in: expected.bounds)
            }
            #expect(first.bytes == expected.bytes, "\(name)")
        }
    }
}
