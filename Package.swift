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
        .executable(name: "rasterchart", targets: ["rasterchart"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "PNG", targets: ["PNG"]),
        .executable(name: "rasterchart-bench", targets: ["rasterchart-bench"]),
        .library(name: "ChartData", targets: ["ChartData"]),
    ],
    targets: [
        // The raster core: pure Swift, no Foundation, no C, nothing about charts.
        .target(name: "Raster", dependencies: ["RasterFont"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        // Sink: a Linux framebuffer (or a file holding raw framebuffer bytes).
        .target(name: "CFramebuffer"),
        .target(name: "Framebuffer", dependencies: ["Raster", "CFramebuffer"]),
        .testTarget(name: "FramebufferTests", dependencies: ["Framebuffer", "Raster", "PNG", "rasterchart"]),
        // PNG stills and golden images: Debian's libpng through its simplified API.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(name: "PNG", dependencies: ["Raster", "CPNG"]),
        .testTarget(name: "PNGTests", dependencies: ["PNG", "CPNG"]),
        // Test support shared by every raster suite: compare a pixmap with golden/<name>.png.
        .target(name: "GoldenTesting", dependencies: ["Raster", "PNG"], path: "Tests/GoldenTesting"),
        // Benchmarks: named scenes timed against a C baseline measured in the same run.
        .target(name: "CBaseline", path: "Benchmarks/CBaseline"),
        .executableTarget(
            name: "rasterchart-bench", dependencies: ["Raster", "PNG", "CBaseline", "Chart", "ChartData", "Animation", "GIF"], path: "Benchmarks/rasterchart-bench"),
        .testTarget(name: "RasterchartBenchTests", dependencies: ["rasterchart-bench"]),
        .testTarget(name: "GoldenTestingTests", dependencies: ["GoldenTesting", "PNG", "Raster"]),
        // DejaVu Sans baked into bitmaps by Tools/fontgen; pure Swift, no Foundation.
        .target(name: "RasterFont", exclude: ["LICENSE-DejaVu"]),
        .testTarget(name: "RasterFontTests", dependencies: ["RasterFont"]),
        .testTarget(name: "TextGoldenTests", dependencies: ["Raster", "GoldenTesting"]),
        .testTarget(name: "FillGoldenTests", dependencies: ["Raster", "GoldenTesting"]),
        .testTarget(name: "StrokeGoldenTests", dependencies: ["Raster", "GoldenTesting"]),
        .testTarget(name: "EffectsGoldenTests", dependencies: ["Raster", "GoldenTesting"]),
        // Easing curves, per-element transitions and the frame clock: pure Swift, no dependencies.
        .target(name: "Animation"),
        .testTarget(name: "AnimationTests", dependencies: ["Animation"]),
        // The command line: option table, parser, help text, progress line.
        .target(name: "RasterchartCLI", dependencies: ["Animation", "Framebuffer"]),
        .testTarget(name: "RasterchartCLITests", dependencies: ["RasterchartCLI", "Raster", "Framebuffer"], exclude: ["Snapshots"]),
        // Reading users' data (CSV, JSON, CoinGecko): pure Swift, no Foundation, fuzzable.
        .target(name: "ChartData"),
        .testTarget(name: "ChartDataTests", dependencies: ["ChartData"]),
        // Animated GIF output over Debian's giflib (libgif-dev, no pkg-config file).
        .systemLibrary(name: "CGif", path: "Sources/CGif"),
        .target(name: "GIF", dependencies: ["Raster", "CGif"]),
        .testTarget(name: "GIFTests", dependencies: ["GIF", "Raster"]),
        // Chart scenes: layout, theme, the two charts, frames from cached static layers.
        .target(name: "Chart", dependencies: ["Raster", "Animation", "ChartData"]),
        .testTarget(name: "ChartTests", dependencies: ["Chart", "ChartData", "Raster", "GoldenTesting"]),
        // The executable: options → data → scene → timeline → frames → sinks.
        .executableTarget(
            name: "rasterchart",
            dependencies: ["RasterchartCLI", "Chart", "ChartData", "Animation", "Raster", "PNG", "GIF", "Framebuffer"]),
        // End to end: runs the built rasterchart binary, decodes what it wrote, compares with Chart in-process.
        .testTarget(
            name: "RasterchartTests",
            dependencies: ["rasterchart", "Chart", "ChartData", "Animation", "Raster", "PNG", "GIF", "GoldenTesting"]),
        // GIF measurements: the chart scenes rendered and encoded in one run, frames for the comparison.
        .executableTarget(name: "gif-bench", dependencies: ["Animation", "Chart", "ChartData", "GIF", "PNG", "Raster"], path: "Benchmarks/gif-bench"),
        .executableTarget(name: "peer-data", dependencies: ["ChartData"], path: "Benchmarks/peers/peer-data"),
        // Faults and limits (issue 8): runs the built binary against full disks, limits, signals, huge inputs.
        .testTarget(name: "FaultTests", dependencies: ["rasterchart"]),
    ]
)
