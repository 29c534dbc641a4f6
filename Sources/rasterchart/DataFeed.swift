import ChartData
import DataCommand
import Glibc
import RasterchartCLI

/// One source of a run's data (a `--data` file, standard input, `--data-command`
/// or the built-in data) and the charts it last gave.
///
/// A `--data` file is read again when it changes (`DataFileStamp`), a scheduled
/// command fetches on its own thread (`Fetcher`); the rest are read once. A read
/// that fails, or gives the charts it gave before, changes nothing.
struct DataFeed {
    let source: Options.DataSource?
    private(set) var charts: [ChartDatum]
    private var watch: Watch
    private let reader: ChartReader
    /// The warnings of this source's reads (a fetcher prints its own).
    private var warnings: WarningLog

    private enum Watch {
        /// A `--data` file, read again when its stamp changes.
        case file(path: String, stamp: DataFileStamp?)
        /// `--data-command` with `--every`.
        case fetched(Fetcher)
        /// Read once: standard input, a command without `--every`, the built-in data.
        case fixed
    }

    /// Reads `source` for the first time. A scheduled command's first good fetch
    /// is waited for (each failure reported, as later ones are); a signal ends
    /// the wait with `Interruption`.
    init(source: Options.DataSource?, reader: ChartReader) throws {
        self.source = source
        self.reader = reader
        warnings = WarningLog(isQuiet: reader.options.isQuiet)
        let isStopped = { Interruption.pending != nil }
        switch source {
        case .file(let path):
            watch = .file(path: path, stamp: DataFileStamp(path: path))
            charts = try Self.read(path: path, reader: reader, warnings: &warnings)
        case .command(let command) where reader.options.every != nil:
            let fetcher = Fetcher(command: DataCommand(command), every: reader.options.every ?? 0, reader: reader)
            guard fetcher.start() else { throw FetchFailure(description: "--data-command: cannot start a thread to fetch with") }
            watch = .fetched(fetcher)
            guard let first = fetcher.first(isStopped: isStopped) else {
                fetcher.stop()
                throw Interruption(signal: Interruption.pending ?? SIGTERM)
            }
            charts = first
        case .command(let command):
            watch = .fixed
            let bytes: [UInt8]
            do {
                bytes = try DataCommand(command).run(isStopped: isStopped)
            } catch {
                try Interruption.check()
                throw FetchFailure(description: Fetcher.describe(error))
            }
            charts = try Self.charts(of: DataInput(name: Fetcher.outputName, bytes: bytes), source, reader, &warnings)
        case .standardInput:
            watch = .fixed
            let input: DataInput
            do {
                input = try DataInput(standardInputWithin: .standard, isStopped: isStopped)
            } catch {
                try Interruption.check()
                throw error
            }
            charts = try Self.charts(of: input, source, reader, &warnings)
        case nil:
            watch = .fixed
            charts = try Self.charts(of: nil, nil, reader, &warnings)
        }
    }

    /// Takes what is new: a changed file read again, or a fetch's new charts.
    /// Returns whether the charts changed. A file that fails to read is reported
    /// on one line (even with `--quiet`) and its charts stay.
    mutating func refresh() -> Bool {
        var fresh: [ChartDatum]?
        switch watch {
        case .fixed: return false
        case .fetched(let fetcher): fresh = fetcher.take()
        case .file(let path, let stamp):
            guard let now = DataFileStamp(path: path), now != stamp else { return false }
            watch = .file(path: path, stamp: now)
            do {
                fresh = try Self.read(path: path, reader: reader, warnings: &warnings)
            } catch {
                if Interruption.pending == nil { Program.printError("\(error); still showing the data read before") }
            }
        }
        guard let fresh, fresh != charts else { return false }
        charts = fresh
        return true
    }

    /// Stops a fetcher's thread (and the fetch it is running).
    func stop() {
        if case .fetched(let fetcher) = watch { fetcher.stop() }
    }

    private static func read(path: String, reader: ChartReader, warnings: inout WarningLog) throws -> [ChartDatum] {
        let input: DataInput
        do {
            input = try DataInput(path: path, isStopped: { Interruption.pending != nil })
        } catch {
            warnings.beginRead()
            // A signal that came while a pipe kept us waiting ends the run as an interruption.
            try Interruption.check()
            throw error
        }
        return try charts(of: input, .file(path), reader, &warnings)
    }

    /// One read's charts, its warnings printed as `WarningLog` says.
    private static func charts(
        of input: DataInput?, _ source: Options.DataSource?, _ reader: ChartReader, _ log: inout WarningLog
    ) throws -> [ChartDatum] {
        log.beginRead()
        var found: [DataWarning] = []
        defer { for warning in found { log.warn(warning.description) } }
        return try reader.charts(from: input, of: source, warnings: &found)
    }
}

/// A `--data-command` run once that gave no data: exit status 1, as for bad data.
struct FetchFailure: Error, CustomStringConvertible {
    let description: String
}

/// Every source of a run's data, in the order given, and their charts.
struct ChartSources {
    private(set) var feeds: [DataFeed] = []

    /// Reads each source for the first time (`DataFeed.init`); the built-in data
    /// when there is none.
    init(reader: ChartReader) throws {
        let sources: [Options.DataSource?] = reader.options.data.isEmpty ? [nil] : reader.options.data
        do {
            for source in sources { feeds.append(try DataFeed(source: source, reader: reader)) }
        } catch {
            stop()
            throw error
        }
    }

    /// Every chart, source by source.
    var charts: [ChartDatum] { feeds.flatMap(\.charts) }

    /// Takes what is new from every source; whether any chart changed.
    mutating func refresh() -> Bool {
        var changed = false
        for i in feeds.indices where feeds[i].refresh() { changed = true }
        return changed
    }

    func stop() {
        for feed in feeds { feed.stop() }
    }
}
