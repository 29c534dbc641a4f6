// The argument parser: one pass over the arguments, driven by `optionTable`.
//
// Grammar: `rasterchart [bars|line] [options]`, options and the chart name in
// any order. An option's value is the next argument (`--fps 25`) or follows
// an equals sign (`--fps=25`); a next argument starting with `--` is not
// taken as a value, so `--gif --png x.png` reports the missing value instead
// of writing a GIF named "--png". Values may start with a single dash
// (`--data -`, `--hold -1`, which is then refused as negative).
//
// `--` ends the options, as POSIX utilities take it (guideline 10): what
// follows is an operand, and the chart name is the only one rasterchart has,
// so `rasterchart "${options[@]}" -- "$chart"` works whatever the variables hold.
// Refusing `--` instead would break such scripts for no gain.
//
// `--help`/`-h` and `--version` before `--` win over everything else, even
// over errors, so a user who types them always gets the text. Each option may appear once
// (`--color` may repeat, once a role); checks between options run after the pass.

/// Parses the arguments after the program name.
public func parse(arguments: [String]) throws(UsageError) -> Command {
    let optionsEnd = arguments.firstIndex(of: "--") ?? arguments.endIndex
    if arguments[..<optionsEnd].contains(where: { $0 == "--help" || $0 == "-h" }) { return .showHelp }
    if arguments[..<optionsEnd].contains("--version") { return .showVersion }
    var options = Options()
    var given: Set<String> = []
    var chartGiven = false
    var index = arguments.startIndex
    while index < arguments.endIndex {
        let position = index
        let argument = arguments[index]
        index += 1
        if position == optionsEnd { continue }
        // No chart name starts with a dash.
        if position > optionsEnd, argument.hasPrefix("-") { throw .afterEndOfOptions(argument) }
        guard argument.hasPrefix("-"), argument != "-" else {
            guard !chartGiven else { throw .unexpectedArgument(argument) }
            guard let chart = Options.ChartKind(rawValue: argument) else {
                throw .unknownChart(argument, suggestion: chartSuggestion(for: argument))
            }
            options.chart = chart
            chartGiven = true
            continue
        }
        let name = String(argument.prefix(while: { $0 != "=" }))
        let inlineValue = name.count < argument.count ? String(argument.dropFirst(name.count + 1)) : nil
        guard let spec = optionTable.first(where: { $0.name == name || $0.alias == name }) else {
            let names = optionTable.map(\.name)
            throw .unknownOption(name, suggestion: closestMatch(to: name, among: names))
        }
        guard given.insert(spec.name).inserted || spec.isRepeatable else { throw .repeatedOption(spec.name) }
        var value = ""
        if spec.takesValue {
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.endIndex, !arguments[index].hasPrefix("--") else {
                    throw .missingValue(option: spec.name)
                }
                value = arguments[index]
                index += 1
            }
        } else if let inlineValue {
            throw .unexpectedValue(option: spec.name, value: inlineValue)
        }
        do throws(ValueError) {
            try spec.apply(&options, value)
        } catch {
            throw .invalidValue(option: spec.name, value: value, reason: error.reason)
        }
    }
    try checkCombination(of: options, given: given)
    return .render(options)
}

/// A chart name close to `argument`, or, for what looks like a forgotten
/// output option (`out.gif`), the option that would take it.
private func chartSuggestion(for argument: String) -> String? {
    let lowered = argument.lowercased()
    if lowered.hasSuffix(".gif") { return "--gif \(argument)" }
    if lowered.hasSuffix(".png") { return "--png \(argument)" }
    return closestMatch(to: argument, among: Options.ChartKind.allCases.map(\.rawValue))
}

/// The rules between options, each a one-line reason.
private func checkCombination(of options: Options, given: Set<String>) throws(UsageError) {
    guard options.hasOutput else { throw .noOutput }
    let needs: [(option: String, requirement: String, isMet: Bool)] = [
        ("--gif-quality", "--gif", options.gifPath != nil),
        ("--max-bytes", "--gif", options.gifPath != nil),
        ("--time", "--png", options.pngPath != nil),
        ("--frame", "--png", options.pngPath != nil),
        ("--fb-format", "--fb", options.framebufferDevice != nil),
        ("--no-console", "--fb", options.framebufferDevice != nil),
        ("--dither", "--fb", options.framebufferDevice != nil),
        ("--format", "--data or --data-command", !options.data.isEmpty),
        ("--coin", "--data or --data-command", !options.data.isEmpty),
        ("--column", "--data or --data-command", !options.data.isEmpty),
    ]
    for need in needs where given.contains(need.option) && !need.isMet {
        throw .conflict("\(need.option) needs \(need.requirement)")
    }
    if given.contains("--fb-format"), options.framebufferDevice == Options.automaticScreen {
        throw .conflict("--fb-format describes a regular file; --fb auto finds a screen, which reports its own")
    }
    if given.contains("--time"), given.contains("--frame") {
        throw .conflict("--time and --frame both choose the --png frame; give one of them")
    }
    if options.hold == .forever, options.framebufferDevice == nil {
        throw .conflict("--hold forever needs --fb (a file cannot hold a frame forever)")
    }
    if given.contains("--coin"), let format = options.dataFormat, format != .coingecko {
        throw .conflict("--coin needs CoinGecko data, not --format \(format.rawValue)")
    }
    if given.contains("--column"), given.contains("--coin") {
        throw .conflict("--column picks a column of CSV or JSON data; --coin reads CoinGecko data, which has none")
    }
    if given.contains("--column"), options.dataFormat == .coingecko {
        throw .conflict("--column picks a column of CSV or JSON data; CoinGecko data has none")
    }
    try options.checkColors(given: given)
    try checkFetching(of: options, given: given)
    try checkCharts(of: options, given: given)
    if let size = options.size { try options.checkPixelBudget(width: size.width, height: size.height) }
    if given.contains("--stagger"), options.chart != .bars {
        throw .conflict("--stagger applies to the bars chart only")
    }
    try checkText(of: options, given: given)
}

/// The rules of the options that put text on the chart.
private func checkText(of options: Options, given: Set<String>) throws(UsageError) {
    if options.chart == .bars {
        for option in ["--summary", "--date-format"] where given.contains(option) {
            throw .conflict("\(option) applies to the line chart only (the bars have no prices over time)")
        }
        if given.contains("--tz"), options.caption == nil {
            throw .conflict("--tz needs --caption with the bars chart, which shows no other times")
        }
    }
}
