import Chart

/// The charts a live show plays in turn: their scenes, made when their data
/// comes (so a missing glyph is reported once per data, not once per turn), and
/// whose turn it is. A renderer (the cached layers, megabytes at a screen's
/// size) is made only for the chart on screen.
struct Playlist {
    private(set) var charts: [ChartDatum]
    private(set) var scenes: [any ChartScene]
    /// The chart on screen.
    private(set) var index = 0

    init(charts: [ChartDatum], scenes: [any ChartScene]) {
        self.charts = charts
        self.scenes = scenes
    }

    var count: Int { scenes.count }
    var current: any ChartScene { scenes[index] }

    /// Takes new charts and their scenes; the turn stays where it was (the next
    /// chart comes next), or starts over when the list is shorter now.
    mutating func load(_ charts: [ChartDatum], scenes: [any ChartScene]) {
        self.charts = charts
        self.scenes = scenes
        if index >= scenes.count { index = 0 }
    }

    /// Moves to the next chart, after the last to the first.
    mutating func advance() {
        index = scenes.isEmpty ? 0 : (index + 1) % scenes.count
    }
}
