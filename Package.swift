// swift-tools-version:6.0
// rasterchart: animated charts, rasterized in pure Swift, written to GIF, PNG or a Linux framebuffer.
//
// One target per stage of the data flow, listed in that order:
//   ChartData (read CSV/JSON/CoinGecko) → Chart (scenes, layout, frames) → Animation (easing, timeline)
//   → Raster (pixels; RasterFont underneath) → sinks: PNG, GIF, Framebuffer → rasterchart (the CLI).
import PackageDescription

let package = Package(
    name: "rasterchart",
    products: [
        .executable(name: "rasterchart", targets: ["rasterchart"]),
        .executable(name: "rasterchart-bench", targets: ["rasterchart-bench"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "ChartData", targets: ["ChartData"]),
        .library(name: "PNG", targets: ["PNG"]),
    ],
    targets: [
        // Data: reading users' data (CSV, JSON, CoinGecko). Pure Swift, no Foundation, fuzzed (fuzz/).
        .target(name: "ChartData"),
        .testTarget(name: "ChartDataTests", dependencies: ["ChartData", "TestSupport"]),

        // Chart scenes: layout, theme, the two charts, frames from cached static layers.
        .target(name: "Chart", dependencies: ["Raster", "Animation", "ChartData"]),
        .testTarget(name: "ChartTests", dependencies: ["Chart", "ChartData", "Raster", "GoldenTesting"]),

        // Animation: easing curves, per-element transitions and the frame clock. Pure Swift, no dependencies.
        .target(name: "Animation"),
        .testTarget(name: "AnimationTests", dependencies: ["Animation"]),

        // Raster: the drawing engine. Pure Swift, no Foundation, no C, nothing about charts.
        // RasterFont is DejaVu Sans baked into bitmaps by Tools/fontgen.
        .target(name: "RasterFont", exclude: ["LICENSE-DejaVu"]),
        .testTarget(name: "RasterFontTests", dependencies: ["RasterFont"]),
        .target(name: "Raster", dependencies: ["RasterFont"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "TestSupport"]),
        .testTarget(name: "RasterGoldenTests", dependencies: ["Raster", "GoldenTesting"]),

        // Sinks. A file written beside the one it replaces and renamed over it (PNG, GIF).
        // Its temporary files, kept where a crash handler can remove them (C: no Swift runtime in a signal handler).
        .target(name: "CTemporaryFiles"),
        .target(name: "OutputFile", dependencies: ["CTemporaryFiles"]),
        .testTarget(name: "OutputFileTests", dependencies: ["OutputFile", "TestSupport"]),
        // PNG stills and golden images: Debian's libpng through its simplified API.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(name: "PNG", dependencies: ["Raster", "CPNG", "OutputFile"]),
        .testTarget(name: "PNGTests", dependencies: ["PNG", "CPNG", "TestSupport"]),
        // Animated GIF output over Debian's giflib (libgif-dev, no pkg-config file).
        .systemLibrary(name: "CGif", path: "Sources/CGif"),
        .target(name: "GIF", dependencies: ["Raster", "CGif", "OutputFile"]),
        .testTarget(name: "GIFTests", dependencies: ["GIF", "Raster", "TestSupport"]),
        // A Linux framebuffer, or a file holding raw framebuffer bytes; the C shim holds the ioctl macros.
        .target(name: "CFramebuffer"),
        .target(name: "Framebuffer", dependencies: ["Raster", "CFramebuffer"]),
        .testTarget(
            name: "FramebufferTests", dependencies: ["Framebuffer", "CFramebuffer", "Raster", "PNG", "rasterchart", "TestSupport"]),

        // `--data-command`: a shell command run in its own process group, its output
        // read with a cap and a timeout, the group killed and reaped after (C: the
        // spawn needs glibc's GNU extensions).
        .target(name: "CDataCommand"),
        .target(name: "DataCommand", dependencies: ["CDataCommand"]),
        .testTarget(name: "DataCommandTests", dependencies: ["DataCommand", "TestSupport"]),

        // The command line: option table, parser, help text, progress line.
        .target(name: "RasterchartCLI", dependencies: ["Animation", "Chart", "ChartData", "Framebuffer", "Raster"]),
        .testTarget(
            name: "RasterchartCLITests", dependencies: ["RasterchartCLI", "Chart", "ChartData", "Raster", "Framebuffer"],
            exclude: ["Snapshots"]),
        // The executable's crash-signal handler: removes those files (C: no Swift runtime in a signal handler).
        .target(name: "CCrashSignals", dependencies: ["CTemporaryFiles"]),
        // The executable: options → data → scene → timeline → frames → sinks.
        .executableTarget(
            name: "rasterchart",
            dependencies: [
                "RasterchartCLI", "Chart", "ChartData", "Animation", "Raster", "PNG", "GIF", "Framebuffer", "OutputFile",
                "CCrashSignals", "DataCommand",
            ]),
        // End to end: runs the built binary, decodes what it wrote, compares with Chart in-process.
        .testTarget(
            name: "RasterchartTests",
            dependencies: ["rasterchart", "Chart", "ChartData", "Animation", "Raster", "PNG", "GIF", "GoldenTesting", "TestSupport"]),
        // Faults and limits: the built binary against full disks, limits, signals, huge inputs.
        .testTarget(name: "FaultTests", dependencies: ["rasterchart", "TestSupport"]),

        // Test support shared by the suites that check files on disk: directory listings.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // Test support shared by the raster and chart suites: compare a pixmap with golden/<name>.png.
        .target(name: "GoldenTesting", dependencies: ["Raster", "PNG"], path: "Tests/GoldenTesting"),
        .testTarget(name: "GoldenTestingTests", dependencies: ["GoldenTesting", "PNG", "Raster", "TestSupport"]),

        // Benchmarks: named scenes timed against a C baseline measured in the same run.
        .target(name: "CBaseline", path: "Benchmarks/CBaseline"),
        .executableTarget(
            name: "rasterchart-bench",
            dependencies: [
                "Raster", "PNG", "CBaseline", "Chart", "ChartData", "Animation", "GIF", "Framebuffer", "TestSupport",
            ],
            path: "Benchmarks/rasterchart-bench"),
        .testTarget(name: "RasterchartBenchTests", dependencies: ["rasterchart-bench"]),
        // GIF measurements: the chart scenes rendered and encoded in one run, frames for the comparison.
        .executableTarget(
            name: "gif-bench", dependencies: ["Animation", "Chart", "ChartData", "GIF", "PNG", "Raster"],
            path: "Benchmarks/gif-bench"),
        // A made-up 100-coin CoinGecko /coins/markets answer for the playlist benchmark.
        .executableTarget(name: "markets-fixture", dependencies: ["TestSupport"], path: "Benchmarks/playlist/markets-fixture"),
        // The built-in data written out for the peer benchmarks (one source of truth).
        .executableTarget(name: "peer-data", dependencies: ["ChartData"], path: "Benchmarks/peers/peer-data"),
    ]
)
