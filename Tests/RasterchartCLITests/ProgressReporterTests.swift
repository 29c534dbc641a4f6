import Testing

@testable import RasterchartCLI

/// A reporter on a hand-driven clock, recording what it writes.
private final class Harness {
    var now: Duration = .zero
    var written: [String] = []

    func reporter(total: Int, passes: Int = 1, unit: String = "frame", isEnabled: Bool = true) -> ProgressReporter {
        ProgressReporter(
            total: total, passes: passes, unit: unit, isEnabled: isEnabled, elapsed: { self.now }, output: { self.written.append($0) })
    }
}

@Suite struct ProgressReporterTests {
    @Test func silentDuringTheFirstHalfSecond() {
        let harness = Harness()
        var reporter = harness.reporter(total: 10)
        for frame in 1...10 {
            harness.now = .milliseconds(45 * frame)
            reporter.update(framesDone: frame)
        }
        reporter.finish()
        #expect(harness.written.isEmpty)
    }

    @Test func showsOneUpdatingLineAndClearsIt() {
        let harness = Harness()
        var reporter = harness.reporter(total: 40)
        harness.now = .milliseconds(600)
        reporter.update(framesDone: 12)
        #expect(harness.written == ["\rrasterchart: frame 12/40 (30%)\u{1B}[K"])
        harness.now = .milliseconds(650)
        reporter.update(framesDone: 13)
        #expect(harness.written.count == 1, "redrawn within 100 ms")
        harness.now = .milliseconds(700)
        reporter.update(framesDone: 14)
        #expect(harness.written.last == "\rrasterchart: frame 14/40 (35%)\u{1B}[K")
        harness.now = .milliseconds(710)
        reporter.update(framesDone: 40)
        #expect(harness.written.last == "\rrasterchart: frame 40/40 (100%)\u{1B}[K", "the last frame is always drawn")
        reporter.finish()
        #expect(harness.written.last == "\r\u{1B}[K")
        #expect(harness.written.allSatisfy { !$0.contains("\n") })
        reporter.finish()
        #expect(harness.written.count == 4, "finish clears once")
    }

    /// Regression: `--gif` reads the frames twice and reported frame k + 1 of each
    /// pass as it came, so the line reached 100 % and started again from 1 %.
    @Test func aBatchCountsCharts() {
        let harness = Harness()
        var reporter = harness.reporter(total: 100, unit: "chart")
        harness.now = .milliseconds(600)
        reporter.update(framesDone: 7)
        #expect(harness.written == ["\rrasterchart: chart 7/100 (7%)\u{1B}[K"])
    }

    @Test func twoPassesCountAsOneJob() {
        let harness = Harness()
        var reporter = harness.reporter(total: 10, passes: 2)
        var step = 0
        for pass in 1...2 {
            for frame in 1...10 {
                step += 1
                harness.now = .milliseconds(500 + 200 * step)
                reporter.update(framesDone: frame, pass: pass)
            }
        }
        let percents = harness.written.compactMap { line in
            line.split(separator: "(").last.flatMap { Int($0.prefix { $0.isNumber }) }
        }
        #expect(percents == (1...20).map { $0 * 5 }, "\(harness.written)")
        #expect(harness.written[4] == "\rrasterchart: frame 5/10, pass 1 of 2 (25%)\u{1B}[K")
        #expect(harness.written.last == "\rrasterchart: frame 10/10, pass 2 of 2 (100%)\u{1B}[K")
    }

    @Test func silentWhenDisabled() {
        let harness = Harness()
        var reporter = harness.reporter(total: 5, isEnabled: false)
        harness.now = .seconds(10)
        reporter.update(framesDone: 3)
        reporter.finish()
        #expect(harness.written.isEmpty)
    }

    @Test func clampsOutOfRangeCounts() {
        let harness = Harness()
        var reporter = harness.reporter(total: 4)
        harness.now = .seconds(1)
        reporter.update(framesDone: 9)
        #expect(harness.written.last == "\rrasterchart: frame 4/4 (100%)\u{1B}[K")
        harness.now = .seconds(2)
        reporter.update(framesDone: -3)
        #expect(harness.written.last == "\rrasterchart: frame 0/4 (0%)\u{1B}[K")
        var empty = harness.reporter(total: 0)
        empty.update(framesDone: 0)
        #expect(harness.written.last == "\rrasterchart: frame 0/0 (100%)\u{1B}[K")
    }

    @Test func quietMeansDisabled() {
        #expect(!ProgressReporter(total: 3, isQuiet: true).isEnabled)
    }
}
