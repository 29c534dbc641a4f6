import Animation
import ChartData
import Raster
import Testing

@testable import Chart

/// `LineScene.drawAnimated` computes the glow on a plane that covers only the
/// animated bounds and reuses that plane from frame to frame; the reference here
/// is the plain way, a fresh canvas-sized plane every frame.
@Suite struct LineGlowBoundsTests {
    /// The frame drawn over the background the plain way.
    static func reference(_ scene: LineScene, at t: Double) throws -> Pixmap {
        var frame = try Pixmap(width: scene.space.canvasWidth, height: scene.space.canvasHeight)
        scene.drawBackground(into: &frame)
        guard let line = scene.trimmedLine(at: t) else { return frame }
        var coverage = try AlphaMask(width: frame.width, height: frame.height)
        coverage.fill(line.stroked(scene.strokeStyle))
        var scratch = BlurScratch()
        scene.glow.apply(to: &coverage, dirty: scene.strokeBounds(line), scratch: &scratch)
        frame.draw(coverage, at: (x: 0, y: 0), with: Paint(scene.lineColor))
        return frame
    }

    /// Early, middle and late frames (small, growing and canvas-wide glow), in an
    /// order that makes the reused plane shrink and grow or keep its size (then it is
    /// not zeroed again, only cleared where the last frame drew), at three canvas shapes.
    @Test(arguments: [(200, 130), (160, 160), (480, 320)])
    func glowOnTheBoundsEqualsTheCanvasWideGlow(size: (Int, Int)) throws {
        let scene = LineScene(data: .sample, width: size.0, height: size.1)
        for t in [0.3, 1.2, 1.25, 0.25, 2.2, 2.1, 0.6] {
            var frame = try Pixmap(width: size.0, height: size.1)
            scene.drawBackground(into: &frame)
            scene.drawAnimated(at: t, into: &frame, clip: scene.space.canvas)
            let expected = try Self.reference(scene, at: t)
            #expect(frame.bytes == expected.bytes, "t = \(t)")
        }
    }

    /// Frames drawn on several threads at once (each borrowing its own scratch)
    /// equal the same frames drawn one after another.
    @Test func framesDrawnConcurrentlyEqualSequentialOnes() async throws {
        let scene = LineScene(data: .sample, width: 120, height: 80)
        let times = [0.4, 0.9, 1.3, 1.8, 2.2, 0.7]
        let sequential = try times.map { try Self.reference(scene, at: $0).bytes }
        let concurrent = try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for (i, t) in times.enumerated() {
                group.addTask {
                    var frame = try Pixmap(width: 120, height: 80)
                    scene.drawBackground(into: &frame)
                    scene.drawAnimated(at: t, into: &frame, clip: scene.space.canvas)
                    return (i, frame.bytes)
                }
            }
            var out = [[UInt8]](repeating: [], count: times.count)
            for try await (i, bytes) in group { out[i] = bytes }
            return out
        }
        #expect(concurrent == sequential)
    }
}
