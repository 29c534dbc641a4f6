import Animation
import ChartData
import Raster
import Testing

@testable import Chart

@Suite struct FrameRendererTests {
    /// A title, a summary and a caption, so that the header's area is among what changes.
    static let text = ChartText(
        title: "Bitcoin (BTC-USD)", showsSummary: true, caption: try? TimePattern("as of %H:%M %Z"),
        values: ValueFormat(prefix: "$"))

    static let scenes: [(String, any ChartScene)] = [
        ("bars", BarsScene(data: .tutorial, width: 170, height: 120)),
        ("line", LineScene(data: .sample, width: 180, height: 120)),
        ("bars with a title", BarsScene(data: .tutorial, width: 170, height: 120, text: text)),
        ("line with a header", LineScene(data: .sample, width: 240, height: 160, text: text)),
    ]

    /// Drawing only the dirty rectangle over the previous frame must give exactly the
    /// frame drawn from scratch: the dirty rectangles are complete.
    @Test(arguments: 0..<4)
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
    @Test(arguments: 0..<4)
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
        for (name, scene) in Self.scenes.prefix(3) {
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

    /// Besides the line and its glow, only the summary's area changes from frame
    /// to frame, and it is a small part of the band above the chart.
    @Test func theHeaderChangesOnlyInItsSummaryArea() throws {
        let scene = LineScene(data: .sample, width: 800, height: 480, text: Self.text)
        let area = try #require(scene.header?.summaryArea)
        #expect(!area.isEmpty)
        #expect(area.width < scene.space.canvasWidth / 2)
        #expect(Double(area.maxY) <= scene.space.origin.y + 2)
        let renderer = try FrameRenderer(scene: scene)
        let timeline = try Timeline(duration: scene.duration, framesPerSecond: 10)
        var previous = renderer.makeCanvas()
        renderer.render(at: timeline[0], into: &previous, holding: nil)
        var summaryChanged = false
        for k in timeline.indices.dropFirst() {
            var frame = previous
            renderer.render(at: timeline[k], into: &frame, holding: timeline[k - 1])
            let line = [timeline[k - 1], timeline[k]].compactMap { scene.trimmedLine(at: $0) }
                .map { scene.glowBounds(ofStroke: scene.strokeBounds($0)) }
                .reduce(PixelRect.empty) { $0.union($1) }
            for y in 0..<frame.height {
                for x in 0..<frame.width where frame.pixel(x: x, y: y) != previous.pixel(x: x, y: y) {
                    guard line.contains(x: x, y: y) || area.contains(x: x, y: y) else {
                        Issue.record("frame \(k): (\(x), \(y)) changed outside the line and the summary")
                        return
                    }
                    summaryChanged = summaryChanged || (area.contains(x: x, y: y) && y < Int(scene.space.origin.y))
                }
            }
            previous = frame
        }
        #expect(summaryChanged)
    }

    /// The summary names the price at the tip of the line: the first before the
    /// line starts, the last once it is whole, and in between the last point
    /// the tip has reached.
    @Test func theSummaryFollowsTheTip() {
        let scene = LineScene(data: .sample, width: 800, height: 480, text: Self.text)
        #expect(scene.tipIndex(of: scene.trimmedLine(at: 0), at: 0) == 0)
        #expect(scene.tipIndex(of: scene.trimmedLine(at: scene.duration), at: scene.duration) == 167)
        for t in stride(from: 0.25, to: 2.2, by: 0.1) {
            guard let line = scene.trimmedLine(at: t), case .line(let tip) = line.elements.last else {
                Issue.record("no tip at \(t)")
                continue
            }
            let x = (tip.x - scene.space.origin.x) / scene.space.scale
            // Point i is at 360/168·(i + 1): the last at or left of the tip.
            let expected = (0..<168).last { 360 / 168 * Double($0 + 1) <= x + 1e-6 } ?? 0
            #expect(scene.tipIndex(of: line, at: t) == expected, "t = \(t)")
        }
        let summary = LineScene.summary(of: 167, prices: PriceSeries.sample.values, values: ValueFormat())
        #expect(summary.price == "91,892.42")
        #expect(summary.change?.text == "+0.70%")
        #expect(LineScene.summary(of: 1, prices: [2, 1], values: ValueFormat()).change?.text == "\u{2212}50.00%")
        #expect(LineScene.summary(of: 1, prices: [2, 2], values: ValueFormat()).change?.direction == 0)
        #expect(LineScene.summary(of: 1, prices: [0, 2], values: ValueFormat()).change == nil)
    }
}
