import Chart
import Framebuffer
import Raster
import Synchronization

/// What `--fb` does with each frame: converting its changed rectangle into the
/// screen's pixel format (`PixelConverter`), here the worst case, a whole 800×480
/// frame of the line chart, into 16-bit framebuffer memory (dithered, the
/// default, and rounded: `--dither none`) and into 32-bit memory; and the same
/// turned by `--rotate` on the way (the chart laid out 480×800 for a quarter
/// turn), which reads the frame across its rows.
let framebufferScenes: [Scene] = {
    let (width, height) = (Scene.frameWidth, Scene.frameHeight)
    let conversions: [(name: String, format: String, dither: Dither, rotation: Rotation)] = [
        ("fb-rgb565", "rgb565", .ordered, .none), ("fb-rgb565-none", "rgb565", .none, .none),
        ("fb-xrgb8888", "xrgb8888", .ordered, .none), ("fb-rgb565-rot90", "rgb565", .ordered, .clockwise90),
        ("fb-xrgb8888-rot90", "xrgb8888", .ordered, .clockwise90), ("fb-rgb565-rot180", "rgb565", .ordered, .clockwise180),
    ]
    return conversions.compactMap { conversion in
        guard let format = PixelFormat.named(conversion.format) else { return nil }
        let converter = PixelConverter(format: format, dither: conversion.dither)
        let stride = width * format.bytesPerPixel
        let screen = ScreenMemory(count: stride * height)
        let name = "\(conversion.name)-\(width)x\(height)"
        let canvas = conversion.rotation.turnedSize(width: width, height: height)
        let frame: @Sendable () throws -> Pixmap = {
            let scene = ChartBench.Chart.line.scene(width: canvas.width, height: canvas.height)
            let renderer = try FrameRenderer(scene: scene)
            var frame = renderer.makeCanvas()
            renderer.render(at: renderer.scene.duration, into: &frame, holding: nil)
            return frame
        }
        return Scene(name, baseline: Baseline.memset, pixels: Double(width * height), frame: frame) { picture in
            screen.withBytes {
                converter.convert(picture, rect: picture.bounds, into: $0, stride: stride, rotation: conversion.rotation)
            }
        }
    }
}()

/// The framebuffer memory a conversion scene writes into, kept between runs.
private final class ScreenMemory: Sendable {
    private let bytes: Mutex<[UInt8]>

    init(count: Int) { bytes = Mutex([UInt8](repeating: 0, count: count)) }

    func withBytes(_ body: (UnsafeMutableRawPointer) -> Void) {
        bytes.withLock { memory in
            memory.withUnsafeMutableBytes { if let base = $0.baseAddress { body(base) } }
        }
    }
}
