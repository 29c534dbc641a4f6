// libFuzzer target for the argument parser: the input is a list of
// arguments separated by NUL bytes, decoded as UTF-8 with invalid sequences
// repaired (as the kernel hands Swift arbitrary bytes in argv).
//
// Beyond "does not crash or hang", it checks what the parser promises:
// an error is one non-empty line with exit code 2; a successful parse has an
// output and only values the validators allow. A broken promise traps, which
// libFuzzer reports as a crash with the input that caused it.
import Animation
import ChartData
import Raster
import RasterchartCLI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    do {
        switch try parse(arguments: arguments) {
        case .render(let options): check(options)
        case .showHelp: precondition(arguments.contains("--help") || arguments.contains("-h"))
        case .showVersion: precondition(arguments.contains("--version"))
        }
    } catch {
        let message = error.description
        precondition(!message.isEmpty, "empty usage error")
        precondition(
            message.unicodeScalars.allSatisfy { ![.control, .lineSeparator].contains($0.properties.generalCategory) },
            "usage error must be one line without control characters: \(message)")
        precondition(error.exitCode == 2)
    }
    return 0
}

private func check(_ options: Options) {
    precondition(options.hasOutput)
    precondition((1...50).contains(options.framesPerSecond))
    if let size = options.size {
        precondition(Options.CanvasSize.sides.contains(size.width) && Options.CanvasSize.sides.contains(size.height))
    }
    if let format = options.framebufferFormat {
        precondition(format.stride >= format.width * format.format.bytesPerPixel)
        precondition(options.framebufferDevice != nil && options.framebufferDevice != Options.automaticScreen)
    }
    precondition([0, 90, 180, 270].contains(options.rotation.rawValue))
    for seconds in [options.duration, options.delay, options.stagger].compactMap({ $0 }) {
        precondition(seconds.isFinite && seconds >= 0)
    }
    if case .seconds(let hold) = options.hold { precondition(hold.isFinite && hold >= 0) }
    if case .forever = options.hold { precondition(options.framebufferDevice != nil) }
    if case .times(let n) = options.loop { precondition(n >= 1 && n <= Options.Loop.maximumTimes) }
    if let every = options.every {
        precondition(every >= 1 && every <= 86_400)
        precondition(options.data.count == 1 && options.data.allSatisfy { if case .command = $0 { true } else { false } })
    }
    if options.asksForSeveralCharts {
        for path in [options.gifPath, options.pngPath, options.framesDirectory].compactMap({ $0 }) {
            precondition(path.contains(Options.idPlaceholder))
        }
        precondition(options.hold != .forever)
    }
    if case .listed(let ids) = options.coins { precondition(!ids.isEmpty && ids.allSatisfy(Options.isFileNameSafe)) }
    // Colours: a matte is opaque and only for a transparent background, which a
    // GIF gets only with a matte; a size limit only for a GIF.
    let theme = options.chartTheme
    if let matte = options.matte {
        precondition(matte.premultiplied.alpha == 255 && theme.hasTransparentBackground)
        precondition(options.gifPath != nil || options.framebufferDevice != nil)
    }
    if theme.hasTransparentBackground, options.gifPath != nil { precondition(options.matte != nil) }
    if let bytes = options.maximumBytes { precondition(bytes >= 1 && options.gifPath != nil) }
    if let easing = options.easing {
        precondition(easing.value(at: 0) == 0 && easing.value(at: 1) == 1)
        precondition(easing.value(at: 0.5).isFinite)
    }
    checkText(options)
}

/// The text options: one line each, within their lengths; patterns that write
/// any time without trapping; zone names that stay inside the zoneinfo directory.
private func checkText(_ options: Options) {
    let values = options.values
    for (text, limit) in [(options.title, 200), (values.prefix, 12), (values.suffix, 12)] {
        guard let text else { continue }
        precondition(text.count <= limit, "text over \(limit) characters")
        precondition(!text.unicodeScalars.contains { $0.properties.generalCategory == .control }, "control character")
    }
    precondition(values.decimals.map { ValueFormat.decimalsRange.contains($0) } ?? true)
    let times = [Int64.min, -62_167_219_200, 0, 1_795_435_200, 253_402_300_799, Int64.max]
    for pattern in [options.caption, options.dateFormat].compactMap({ $0 }) {
        for time in times {
            let text = pattern.text(for: LocalTime(unixSeconds: time, offset: ZoneOffset(fixedSeconds: -50_400)))
            precondition(!text.unicodeScalars.contains { $0.properties.generalCategory == .control }, "control character")
        }
    }
    if case .named(let name) = options.zone {
        precondition(ZoneRules.isValidName(name) && !name.hasPrefix("/") && !name.split(separator: "/").contains(".."))
    }
    if options.showsSummary || options.dateFormat != nil { precondition(options.chart == .line) }
    if options.zone != nil, options.chart == .bars { precondition(options.caption != nil) }
}
