extension Options {
    /// What `--gif`, `--png` and `--frames` names hold for each chart's id.
    public static let idPlaceholder = "{id}"

    /// Whether the options ask for more than one chart: several `--data`, or
    /// `--coin` with several ids or `all`.
    public var asksForSeveralCharts: Bool {
        data.count > 1 || coins?.areSeveral == true
    }

    /// The output names with each `{id}` replaced by `id`.
    public func forChart(_ id: String) -> Options {
        var options = self
        options.gifPath = gifPath.map { Self.name($0, for: id) }
        options.pngPath = pngPath.map { Self.name($0, for: id) }
        options.framesDirectory = framesDirectory.map { Self.name($0, for: id) }
        return options
    }

    /// `template` with each `{id}` replaced by `id`.
    public static func name(_ template: String, for id: String) -> String {
        template.replacing(idPlaceholder, with: id)
    }

    /// The id of the chart `source` gives when it gives one: the coin `--coin`
    /// names, when it names one of one source; else a file's name without its
    /// directory and extension (`prices` for `data/prices.csv`); else the chart's
    /// name (`line` for standard input, a command or the built-in data).
    public func chartID(of source: DataSource?) -> String {
        if data.count <= 1, case .listed(let ids) = coins, ids.count == 1 { return ids[0] }
        guard case .file(let path) = source else { return chart.rawValue }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// Whether `id` can replace `{id}` in a file name: not empty, not `.` or
    /// `..`, and without `/` or NUL (a coin id from the network must not lead
    /// the file elsewhere).
    public static func isFileNameSafe(_ id: String) -> Bool {
        !id.isEmpty && id != "." && id != ".." && !id.contains("/") && !id.contains("\0")
    }
}
