/// The command line of rasterchart-bench.
struct BenchOptions {
    /// Runs only scenes whose name contains this (plus the baselines they name).
    var filter: String?
    /// Writes each scene's final frame as `<dir>/<scene>.png`.
    var saveDirectory: String?
    /// Timed runs per scene; nil: up to 30, stopping after about a second.
    var runs: Int?
    /// Draws each selected scene once, untimed, without baselines or table: for
    /// counting instructions under callgrind (Benchmarks/callgrind/check.sh).
    var once = false
    /// With `once`: draws each scene one more time first, outside the probe, so the
    /// counted draw is a steady-state one (scratch and caches filled), as timed runs are.
    var warm = false
    /// Prints the environment and results as one JSON object instead of the table
    /// (for Benchmarks/performance-page.py).
    var json = false

    static let usage = """
        usage: rasterchart-bench [--filter NAME] [--runs N] [--save DIR] [--json] [--once [--warm]] [--list]
          --filter NAME  run the scenes whose name contains NAME (and their C baselines)
          --runs N       timed runs per scene (default: up to 30, about 1 s per scene)
          --save DIR     write each scene's image to DIR/<scene>.png
          --json         print the environment and results as one JSON object, not a table
          --once         draw each selected scene once, untimed (for callgrind)
          --warm         with --once: draw it once more before, uncounted (steady state)
          --list         print the scene names and exit
        Build in release: swift run -c release rasterchart-bench
        """

    /// Parsed options, `nil` for `--list`; a message on bad input.
    static func parse(_ arguments: some Sequence<String>) -> Result<BenchOptions?, BenchUsageError> {
        var options = BenchOptions()
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--filter", "--save", "--runs":
                guard let value = iterator.next() else { return .failure(.init("\(argument) needs a value")) }
                if argument == "--filter" { options.filter = value }
                if argument == "--save" { options.saveDirectory = value }
                if argument == "--runs" {
                    guard let n = Int(value), n >= 1 else { return .failure(.init("--runs needs a positive integer")) }
                    options.runs = n
                }
            case "--json":
                options.json = true
            case "--once":
                options.once = true
            case "--warm":
                options.warm = true
            case "--list":
                return .success(nil)
            case "--help", "-h":
                return .failure(.init(nil))
            default:
                return .failure(.init("unknown argument '\(argument)'"))
            }
        }
        return .success(options)
    }
}

/// A bad command line: the message (nil for `--help`) goes before the usage.
struct BenchUsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}
