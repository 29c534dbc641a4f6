// gif-bench: renders one chart scene (the Chart module's, built-in data, dark
// theme, as `rasterchart` draws it), writes every frame as a PNG
// (`--frames DIR`, for the comparison with Pillow and ffmpeg) and the GIF
// (`--gif FILE`), and prints the render and encode times of the same run:
//   gif-bench bars|line WIDTHxHEIGHT [--fps N] [--hold S] [--max-error N] [--psnr DB] [--duration S] [--frames DIR] [--gif FILE]
// and, to compare decoders, writes every screen giflib's DGifSlurp composites:
//   gif-bench decode FILE.gif DIR
import Animation
import Chart
import ChartData
import GIF
import PNG
import Raster

#if canImport(Glibc)
import Glibc
#endif

func seconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func fail(_ message: String) -> Never {
    let line = Array("gif-bench: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "decode", arguments.count == 3 {
    guard let file = fopen(arguments[1], "rb") else { fail("cannot open \(arguments[1])") }
    var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 1 << 16)
    while case let n = fread(&chunk, 1, chunk.count, file), n > 0 { bytes += chunk[..<n] }
    fclose(file)
    let gif = try DecodedGIF(bytes: bytes)
    try gif.forEachScreen { k, screen in
        try screen.writePNG(toFile: arguments[2] + "/" + String(String(k + 100_000).dropFirst()) + ".png")
    }
    print("frames=\(gif.frames.count) delays=\(gif.frames.map(\.delay).map(String.init).joined(separator: ","))")
    exit(0)
}
guard arguments.count >= 2 else {
    fail("usage: gif-bench bars|line WIDTHxHEIGHT [--fps N] [--hold S] [--max-error N] [--psnr DB] [--duration S] [--frames DIR] [--gif FILE]")
}
let sceneName = arguments.removeFirst()
let size = arguments.removeFirst().split(separator: "x").compactMap { Int($0) }
guard size.count == 2 else { fail("size must be WIDTHxHEIGHT") }
var options: [String: String] = [:]
while arguments.count >= 2 { options[arguments.removeFirst()] = arguments.removeFirst() }
let fps = Int(options["--fps"] ?? "30") ?? 30
let hold = Double(options["--hold"] ?? "2") ?? 2
let maximumError = Int(options["--max-error"] ?? "6") ?? 6
let minimumPSNR = Double(options["--psnr"] ?? "56") ?? 56

let scene: any ChartScene
switch sceneName {
case "bars": scene = BarsScene(data: .tutorial, width: size[0], height: size[1])
case "line": scene = LineScene(data: .sample, width: size[0], height: size[1])
default: fail("unknown scene \(sceneName)")
}
let renderer = try FrameRenderer(scene: scene)
// `--duration` longer than the scene's keeps rendering its last frame (for memory checks).
let timeline = try Timeline(duration: max(scene.duration, Double(options["--duration"] ?? "0") ?? 0), framesPerSecond: fps)

// Every frame once, timed alone: the rendering cost the encoder is compared with.
var renderTime = 0.0
var canvas = renderer.makeCanvas()
for (k, t) in timeline.enumerated() {
    let start = seconds()
    _ = renderer.render(at: t, into: &canvas, holding: k > 0 ? timeline[k - 1] : nil)
    renderTime += seconds() - start
    if let dir = options["--frames"] {
        try canvas.writePNG(toFile: dir + "/" + String(String(k + 100_000).dropFirst()) + ".png")
    }
}

if let path = options["--gif"] {
    let encoder = try GIFEncoder(width: size[0], height: size[1], frameTimes: Array(timeline), hold: hold, maximumError: maximumError, minimumPSNR: minimumPSNR)
    var inRender = 0.0
    let start = seconds()
    try encoder.write(to: path) { k, pixmap in
        let t0 = seconds()
        defer { inRender += seconds() - t0 }
        return renderer.render(at: timeline[k], into: &pixmap, holding: k > 0 ? timeline[k - 1] : nil)
    }
    let encodeTime = seconds() - start - inRender
    var info = stat()
    stat(path, &info)
    print("scene=\(sceneName) size=\(size[0])x\(size[1]) frames=\(timeline.count) duration=\(timeline.duration) render_s=\(renderTime) encode_s=\(encodeTime) bytes=\(info.st_size)")
} else {
    print("scene=\(sceneName) size=\(size[0])x\(size[1]) frames=\(timeline.count) duration=\(timeline.duration) render_s=\(renderTime)")
}
