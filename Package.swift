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
        .target(name: "Raster", dependencies: ["RasterFont"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        // DejaVu Sans baked into bitmaps by Tools/fontgen; pure Swift, no Foundation.
        .target(name: "RasterFont", exclude: ["LICENSE-DejaVu"]),
        .testTarget(name: "RasterFontTests", dependencies: ["RasterFont"]),
    ]
)
