import Glibc

extension RenderJob {
    /// `--every` without `--fb`: after the first fetch's files, waits for each
    /// fetch that changes the charts and writes the files of those it changed again
    /// (each file replaced in one rename, so a web server never serves half of
    /// one). A failed fetch changes nothing (`Fetcher` reports it); a failed write
    /// is reported on one line and tried again with the next new data. Runs until
    /// SIGINT, SIGTERM or SIGHUP, which end it normally (status 0, as a live show);
    /// a file being written then is not replaced.
    func keepWriting(sources: inout ChartSources, files: inout FileRounds, size: CanvasSize, warnings: inout WarningLog) {
        while Interruption.pending == nil {
            usleep(100_000)
            guard sources.refresh() else { continue }
            let charts = sources.charts
            do {
                let scenes = try makeScenes(charts, size: size, warnings: &warnings)
                rewrite(Playlist(charts: charts, scenes: scenes), files: &files, warnings: &warnings)
            } catch {
                if Interruption.pending == nil { Program.printError("\(error); the files stay as they were") }
            }
        }
    }

    /// Writes the files of the charts of `playlist` that changed (`FileRounds`);
    /// a failure is one line, and those files stay as they were.
    func rewrite(_ playlist: Playlist, files: inout FileRounds, warnings: inout WarningLog) {
        var written: [String] = []
        do {
            try files.write(playlist, job: self, warnings: &warnings, written: &written)
        } catch {
            if Interruption.pending == nil { Program.printError("\(error); the files stay as they were") }
        }
    }
}
