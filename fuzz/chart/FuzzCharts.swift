// libFuzzer target for the charts: the input is a data file, read as
// bars and as prices with the format detected, as `--data` reads it; whatever
// reads is laid out as a chart and drawn at the start, the middle and the end of
// its animation on a small canvas whose size and theme come from the input's
// length, and every third length with a title, the summary, a caption, date
// labels in a pattern and a value format (decimals and notation from the length). The readers have their own targets (fuzz/run.sh); this one reaches
// what they hand on: scales, labels, layout, the rasterizer and the glow, with
// values at the edges of what a Double holds (a bar of 3e-323 once hung the
// value axis, which no reader target could see).
//
// Beyond "does not crash, hang or leak", it checks that every frame is opaque
// (the scenes draw over an opaque theme background) and that the animation has
// a finite, positive duration. A broken promise traps, which libFuzzer reports
// as a crash with the input that caused it.
import Chart
import ChartData
import Raster

/// Small limits, as the reader targets use, so limits are reached quickly.
private let limits = DataLimits(inputBytes: 1 << 16, lineBytes: 4096, points: 2000, bars: 50, jsonDepth: 64)
private let sizes = [(64, 48), (97, 31), (160, 96), (24, 90)]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCharts(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = DataInput(name: "fuzz.in", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let (width, height) = sizes[size % sizes.count]
    let theme: Theme = size % 2 == 0 ? .dark : .light
    let text = size % 3 == 0 ? chartText(size) : ChartText()
    if let bars = try? BarData(reading: input, limits: limits) {
        draw(BarsScene(data: bars, width: width, height: height, theme: theme, text: text))
    }
    if let prices = try? PriceSeries(reading: input, limits: limits) {
        draw(LineScene(data: prices, width: width, height: height, theme: theme, text: text))
    }
    return 0
}

/// Every text option, varied by the input's length.
private func chartText(_ size: Int) -> ChartText {
    ChartText(
        title: "Bitcoin (BTC-USD) ₿", showsSummary: true, caption: try? TimePattern("as of %a %-d %b %Y %H:%M:%S %Z"),
        zone: size % 5 == 0 ? .fixed(seconds: -50_400 + size % 100_800) : nil,
        dateFormat: size % 4 == 0 ? try? TimePattern("%d.%m.%y %H:%M") : nil,
        values: ValueFormat(
            notation: size % 2 == 0 ? .grouped : .compact, decimals: size % 9, prefix: "$", suffix: " USD"),
        timeWithoutData: Int64(size) * 86_399)
}

private func draw(_ scene: some ChartScene) {
    precondition(scene.duration.isFinite && scene.duration > 0, "duration \(scene.duration)")
    guard let renderer = try? FrameRenderer(scene: scene) else { preconditionFailure("no renderer") }
    var frame = renderer.makeCanvas()
    var held: Double?
    for t in [0, scene.duration / 2, scene.duration] {
        renderer.render(at: t, into: &frame, holding: held)
        held = t
        frame.withUnsafeBytes { bytes in
            for alpha in Swift.stride(from: 3, to: bytes.count, by: 4) where bytes[alpha] != 255 {
                preconditionFailure("a transparent pixel at byte \(alpha) at \(t) s")
            }
        }
    }
}
