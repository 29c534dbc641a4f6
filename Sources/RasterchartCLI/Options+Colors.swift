import Chart

extension Options {
    /// The charts' colours: the `--theme`, with each `--color` set over it (one a
    /// role, so the order they were given in does not matter).
    public var chartTheme: Chart.Theme {
        var chosen: Chart.Theme = theme == .light ? .light : .dark
        for (role, color) in colors { chosen = chosen.setting(role, to: color) }
        return chosen
    }

    /// The rules between the colour options and the outputs, each a one-line reason.
    func checkColors(given: Set<String>) throws(UsageError) {
        let transparent = chartTheme.hasTransparentBackground
        if given.contains("--matte") {
            guard transparent else {
                throw .conflict("--matte applies to a transparent background, e.g. --color background=transparent")
            }
            guard gifPath != nil || framebufferDevice != nil else {
                throw .conflict("--matte needs --gif or --fb: PNGs keep the transparency")
            }
        }
        if transparent, gifPath != nil, matte == nil {
            throw .conflict(
                "--gif with a transparent background needs --matte COLOR (e.g. --matte white): a GIF pixel is transparent or opaque, so the edges are blended onto the page it will be shown on")
        }
    }
}
