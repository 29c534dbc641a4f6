import Chart
import RasterchartCLI

/// The file outputs (`--png`, `--frames`, `--gif`) of a run, and the data each
/// chart's files show, so that a fetch (`--every`) rewrites only the charts it
/// changed.
struct FileRounds {
    /// Each chart's data as its files show it, by id.
    private var shown: [String: ChartDatum.Content] = [:]

    /// Writes the files of every chart of `playlist` whose files do not show its
    /// data yet: one chart as ever (its frames drawn ahead on the cores), several
    /// through `ChartBatch` (a chart per core). With several charts, a chart whose
    /// id cannot name a file, or that another chart's id names already, is left
    /// out with a warning (ids from `--coin all` come from the data). Each file
    /// is appended to `written` once in place.
    mutating func write(_ playlist: Playlist, job: RenderJob, warnings: inout WarningLog, written: inout [String]) throws {
        let options = job.options
        guard options.gifPath != nil || options.pngPath != nil || options.framesDirectory != nil else { return }
        let makesDirectory = options.framesDirectory?.contains(Options.idPlaceholder) ?? false
        var items: [(chart: ChartDatum, scene: any ChartScene)] = []
        var ids: Set<String> = []
        for (chart, scene) in zip(playlist.charts, playlist.scenes) {
            if options.asksForSeveralCharts {
                guard Options.isFileNameSafe(chart.id) else {
                    warnings.warn("the coin id '\(chart.id)' cannot name a file; left out")
                    continue
                }
                guard ids.insert(chart.id).inserted else {
                    warnings.warn("two coins have the id '\(chart.id)'; the second is left out")
                    continue
                }
            }
            if shown[chart.id] != chart.content { items.append((chart, scene)) }
        }
        if !options.asksForSeveralCharts, let item = items.first {
            try job.forChart(item.chart.id).writeChart(item.scene, makesFramesDirectory: makesDirectory, written: &written)
        } else if !items.isEmpty {
            try ChartBatch(job: job, makesFramesDirectory: makesDirectory).write(
                items.map { ($0.chart.id, $0.scene) }, written: &written)
        }
        for item in items { shown[item.chart.id] = item.chart.content }
    }
}
