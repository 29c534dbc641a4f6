// rasterchart-bench: times fixed, named scenes and compares them with a C
// baseline measured in the same run. See Benchmarks/README.md.
import Glibc
import PNG
import Raster

let options: BenchOptions
switch BenchOptions.parse(CommandLine.arguments.dropFirst()) {
case .success(let parsed?):
    options = parsed
case .success(nil):
    allScenes.forEach { print($0.name) }
    exit(0)
case .failure(let error):
    guard let message = error.message else {
        print(BenchOptions.usage)
        exit(0)
    }
    fail("\(message)\n\(BenchOptions.usage)", status: 2)
}

let selected = allScenes.filter { options.filter.map($0.name.contains) ?? true }
let needed = Set(selected.compactMap(\.baseline))
let scenes = allScenes.filter { scene in selected.contains { $0.name == scene.name } || needed.contains(scene.name) }
guard !scenes.isEmpty else {
    fail("no scene matches '\(options.filter ?? "")' (see --list)", status: 2)
}

if options.once {
    for scene in selected {
        var frame = makeFrame(scene)
        if options.warm { scene.draw(&frame) }
        CallgrindProbe.draw(scene, into: &frame)
    }
    exit(0)
}

if let directory = options.saveDirectory, mkdir(directory, 0o755) != 0, errno != EEXIST {
    fail("cannot create \(directory): \(String(cString: strerror(errno)))")
}

if !options.json {
    print("rasterchart-bench")
    BenchEnvironment.lines.forEach { print($0) }
    print("runs:    \(options.runs.map { "\($0) per scene" } ?? "up to 30 per scene, about 1 s each"), after warm-up")
    print("")
}
var report = BenchReport()
for scene in scenes {
    var frame = makeFrame(scene)
    if let baselineName = scene.baseline, let baseline = scenes.first(where: { $0.name == baselineName }) {
        var baselineFrame = makeFrame(baseline)
        let (measurement, ratio) = Measurement.of(runs: options.runs, { scene.draw(&frame) }, against: { baseline.draw(&baselineFrame) })
        report.add(scene, measurement, ratio: ratio)
    } else {
        report.add(scene, Measurement.of(runs: options.runs) { scene.draw(&frame) })
    }
    if let directory = options.saveDirectory {
        // One run on a fresh frame: the timed frame has been drawn over many times.
        do {
            var image = try scene.makeFrame()
            scene.draw(&image)
            try image.writePNG(toFile: "\(directory)/\(scene.name).png")
        } catch {
            fail("\(scene.name): \(error)")
        }
    }
}
if options.json {
    print(report.json(runs: options.runs))
} else {
    report.printTable()
    print("")
    print(PeakMemory.line(frameBytes: Scene.frameWidth * Scene.frameHeight * 4))
}

/// A fresh frame for `scene`, or exits saying why there is none.
func makeFrame(_ scene: Scene) -> Pixmap {
    do {
        return try scene.makeFrame()
    } catch {
        fail("\(scene.name): cannot make its frame: \(error)")
    }
}

/// Prints `message` to standard error and exits with `status`.
func fail(_ message: String, status: Int32 = 1) -> Never {
    var text = Array("rasterchart-bench: \(message)\n".utf8)
    _ = text.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    exit(status)
}
