// swift-tools-version:6.0
// rasterchart: animated charts, rasterized in pure Swift, written to GIF, PNG or a Linux framebuffer.
//
// Data flow, one target per stage:
//   ChartData (read CSV/JSON) → Chart (scenes, layout) → Animation (easing, timeline)
//   → Raster (pixels) → sinks: PNG, GIF, Framebuffer → rasterchart (the CLI).
import PackageDescription

let package = Package(
    name: "rasterchart",
    products: [
        .library(name: "Raster", targets: ["Raster"]),
    ],
    targets: [
        // The raster core: pure Swift, no Foundation, no C, nothing about charts.
        .target(name: "Raster"),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        // Easing curves, per-element transitions and the frame clock: pure Swift, no dependencies.
        .target(name: "Animation"),
        .testTarget(name: "AnimationTests", dependencies: ["Animation"]),
        // The command line: option table, parser, help text, progress line.
        .target(name: "RasterchartCLI", dependencies: ["Animation", "Raster"]),
        .testTarget(name: "RasterchartCLITests", dependencies: ["RasterchartCLI"], exclude: ["Snapshots"]),
    ]
)
