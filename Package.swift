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
        // Sink: a Linux framebuffer (or a file holding raw framebuffer bytes).
        .target(name: "CFramebuffer"),
        .target(name: "Framebuffer", dependencies: ["Raster", "CFramebuffer"]),
        .testTarget(name: "FramebufferTests", dependencies: ["Framebuffer", "Raster"]),
    ]
)
