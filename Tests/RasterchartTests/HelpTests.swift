import Testing

/// `--help`, `--version` and a command line without output, as the binary prints them.
@Suite struct HelpTests {
    /// The snapshot the CLI module's help text is checked against; the binary must print it unchanged.
    static let snapshotPath: String = {
        let tests = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(2)
        return tests.joined(separator: "/") + "/RasterchartCLITests/Snapshots/help.txt"
    }()

    @Test(arguments: ["--help", "-h"])
    func helpPrintsTheSnapshotOnStandardOutput(flag: String) throws {
        let scratch = try Scratch()
        let run = try Rasterchart.run(["line", flag], in: scratch)
        let snapshot = String(decoding: try readFile(Self.snapshotPath), as: UTF8.self)
        #expect(run.status == 0)
        #expect(run.output == snapshot)
        #expect(run.error.isEmpty)
        #expect(scratch.entries().isEmpty)
    }

    @Test func versionIsOneLine() throws {
        let run = try Rasterchart.run(["--version"], in: try Scratch())
        #expect(run.status == 0 && run.error.isEmpty)
        #expect(run.output.hasPrefix("rasterchart ") && run.output.filter { $0 == "\n" }.count == 1 && run.output.hasSuffix("\n"))
    }

    @Test(arguments: [[], ["bars"], ["line", "--fps", "10"]])
    func noOutputPrintsUsageAndExitsTwo(arguments: [String]) throws {
        let run = try Rasterchart.run(arguments, in: try Scratch())
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errorLines.count == 1 && run.error.contains("usage: rasterchart [bars|line] [options]"), "\(run)")
    }
}
