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
        .library(name: "ChartData", targets: ["ChartData"]),
    ],
    targets: [
        // The raster core: pure Swift, no Foundation, no C, nothing about charts.
        .target(name: "Raster"),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        // Reading users' data (CSV, JSON, CoinGecko): pure Swift, no Foundation, fuzzable.
        .target(name: "ChartData"),
        .testTarget(name: "ChartDataTests", dependencies: ["ChartData"]),
    ]
)
