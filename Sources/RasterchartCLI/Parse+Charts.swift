// The rules of fetched data (`--data-command`, `--every`) and of several charts
// (several `--data`, `--coin` with several ids or `all`, `{id}` in output names),
// each a one-line reason; `checkCombination` calls them after its own.

/// `--data-command` and `--every` with the rest.
func checkFetching(of options: Options, given: Set<String>) throws(UsageError) {
    if given.contains("--data-command"), given.contains("--data") {
        throw .conflict("--data-command and --data both give the data; give one of them")
    }
    guard given.contains("--every") else { return }
    guard given.contains("--data-command") else {
        throw .conflict("--every needs --data-command (a --data file is read again whenever it changes)")
    }
    if options.framesDirectory != nil {
        throw .conflict("--every with --frames: a directory of frames cannot be replaced at once; use --gif or --png")
    }
    for (option, path) in [("--gif", options.gifPath), ("--png", options.pngPath)] where path == "/dev/stdout" {
        throw .conflict("--every rewrites \(option) after each fetch; standard output cannot be rewritten, give a file name")
    }
}

/// Several charts: `{id}` in each output name, ids that name one file each, and a
/// hold that ends.
func checkCharts(of options: Options, given: Set<String>) throws(UsageError) {
    let placeholder = Options.idPlaceholder
    let outputs = [("--gif", options.gifPath), ("--png", options.pngPath), ("--frames", options.framesDirectory)]
    for case (let option, let path?) in outputs where path.contains(placeholder) {
        let directory = path.lastIndex(of: "/").map { path[..<$0] } ?? ""
        if directory.contains(placeholder) {
            throw .conflict("\(option) \(path): {id} may be in the last name only, not in a directory above it")
        }
    }
    if options.data.filter({ $0 == .standardInput }).count > 1 {
        throw .conflict("--data - is given twice; standard input can be read once")
    }
    guard options.asksForSeveralCharts else { return }
    let several = options.data.count > 1 ? "\(options.data.count) --data files" : "--coin \(options.coins ?? .all)"
    if options.data.count > 1, options.coins?.areSeveral == true {
        throw .conflict("--coin with several coins and several --data: give several coins of one file, or one coin")
    }
    for case (let option, let path?) in outputs where !path.contains(placeholder) {
        let shown = path == "/dev/stdout" ? "-" : path
        throw .conflict(
            "\(option) \(shown): several charts (\(several)) need a file each; put {id} in the name, e.g. \(option) 'out/{id}\(suffix(option))'")
    }
    if options.hold == .forever {
        throw .conflict("--hold forever with \(several) would never show the second chart; give --hold SECONDS")
    }
    guard outputs.contains(where: { $0.1 != nil }) else { return }
    var sources: [String: String] = [:]
    for case .file(let path) in options.data {
        let id = options.chartID(of: .file(path))
        if let other = sources.updateValue(path, forKey: id) {
            throw .conflict("--data \(other) and --data \(path) both have the id '\(id)', so {id} names one file for both")
        }
    }
}

private func suffix(_ option: String) -> String {
    switch option {
    case "--gif": ".gif"
    case "--png": ".png"
    default: ""
    }
}
