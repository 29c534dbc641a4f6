import Raster
import Testing

@testable import Framebuffer

/// A clock that moves only when the playback sleeps or a test says a frame took
/// time to draw, so pacing decisions can be checked to the exact second.
final class ManualClock: PlaybackClock {
    var time: Double
    private(set) var sleeps = 0

    init(at time: Double) { self.time = time }

    func now() -> Double { time }

    func sleep(until deadline: Double) {
        sleeps += 1
        time = max(time, deadline)
    }
}

/// What a playback did, with the clock's reading at each step.
struct PlaybackLog {
    var drawn: [(frame: Int, held: Int?)] = []
    var shownAt: [Double] = []
}

@Suite struct LivePlaybackTests {
    static let origin = 1000.0

    /// Runs `playback` on a manual clock starting at `origin`; drawing frame k
    /// costs `drawCost(k)` seconds; the run is stopped once the clock passes `stopAt`.
    func play(
        _ playback: LivePlayback, drawCost: (Int) -> Double = { _ in 0 }, stopAt: Double = .infinity
    ) -> (log: PlaybackLog, result: (shown: Int, skipped: Int), clock: ManualClock) {
        let clock = ManualClock(at: Self.origin)
        var log = PlaybackLog()
        let result = playback.run(
            clock: clock,
            draw: { k, held in
                log.drawn.append((k, held))
                clock.time += drawCost(k)
                return PixelRect(x: k, y: 0, width: 1, height: 1)
            },
            show: { _ in log.shownAt.append(clock.time - Self.origin) },
            shouldStop: { clock.time >= Self.origin + stopAt })
        return (log, result, clock)
    }

    @Test func framesAppearAtTheirAbsoluteDeadlinesWithoutDrift() {
        // 30 fps with every frame after the first costing 30 ms: a relative
        // "draw, then sleep one frame" scheme would fall 30 ms behind a frame.
        let times = (0..<30).map { Double($0) / 30 }
        let (log, result, _) = play(
            LivePlayback(frameTimes: times, hold: 0, plays: 1), drawCost: { $0 == 0 ? 0 : 0.03 })
        #expect(result.shown == 30 && result.skipped == 0)
        #expect(log.shownAt.count == times.count)
        for (k, t) in log.shownAt.enumerated() {
            #expect(abs(t - times[k]) < 1e-9, "frame \(k) shown at \(t), due \(times[k])")
        }
    }

    @Test func aLateFrameIsSkippedNotQueued() {
        // Frames every 0.1 s; drawing frame 1 takes 0.35 s, so it is shown late,
        // at 0.35. Then frame 2's successor is already due (0.3) → frame 2 is
        // skipped; frame 3's successor is not (0.4) → frame 3 is drawn and shown
        // at once, since its own deadline (0.3) has passed; 4 and 5 are on time.
        let times = [0.0, 0.1, 0.2, 0.3, 0.4, 0.5]
        let (log, result, _) = play(
            LivePlayback(frameTimes: times, hold: 0, plays: 1), drawCost: { $0 == 1 ? 0.35 : 0 })
        #expect(log.drawn.map(\.frame) == [0, 1, 3, 4, 5])
        #expect(log.drawn.map(\.held) == [nil, 0, 1, 3, 4], "each frame is drawn over the one last drawn")
        #expect(result.shown == 5 && result.skipped == 1)
        let expectedShows = [0.0, 0.35, 0.35, 0.4, 0.5]
        #expect(log.shownAt.count == expectedShows.count)
        for (got, want) in zip(log.shownAt, expectedShows) { #expect(abs(got - want) < 1e-9) }
    }

    @Test func theLastFrameIsNeverSkipped() {
        let times = [0.0, 0.1, 0.2]
        let (log, result, _) = play(
            LivePlayback(frameTimes: times, hold: 0, plays: 1), drawCost: { $0 == 0 ? 5 : 0 })
        #expect(log.drawn.map(\.frame) == [0, 2])
        #expect(result.skipped == 1)
        #expect(log.shownAt.last.map { abs($0 - 5) < 1e-9 } == true)
    }

    @Test func eachRoundStartsWhenTheHoldEndsAndPlaysAreCounted() {
        let times = [0.0, 0.5, 1.0]
        let (log, result, clock) = play(LivePlayback(frameTimes: times, hold: 2, plays: 3))
        #expect(result.shown == 9 && result.skipped == 0)
        // Round r starts at r · (1 s of animation + 2 s of hold).
        let expected = (0..<3).flatMap { r in times.map { Double(r) * 3 + $0 } }
        #expect(log.shownAt.count == expected.count)
        for (got, want) in zip(log.shownAt, expected) { #expect(abs(got - want) < 1e-9) }
        #expect(log.drawn.filter { $0.frame == 0 }.allSatisfy { $0.held == nil }, "a new round redraws everything")
        #expect(abs(clock.time - Self.origin - 9) < 1e-9, "the last hold is waited out before returning")
    }

    @Test func newFrameTimesBetweenRoundsTakeEffectAtTheNextRound() {
        // Round 0 plays [0, 1]; after its 1 s hold the caller gives [0, 0.5, 2],
        // which round 1 plays from its absolute start (2 s) and round 2 too.
        let clock = ManualClock(at: Self.origin)
        var shownAt: [Double] = []
        var asked = 0
        let result = LivePlayback(frameTimes: [0, 1], hold: 1, plays: 3).run(
            clock: clock, draw: { k, _ in PixelRect(x: k, y: 0, width: 1, height: 1) },
            show: { _ in shownAt.append(clock.time - Self.origin) }, shouldStop: { false },
            betweenRounds: {
                asked += 1
                return asked == 1 ? [0, 0.5, 2] : nil
            })
        #expect(asked == 2, "asked before rounds 1 and 2, not before the first")
        #expect(result.shown == 8)
        let expected = [0.0, 1, 2, 2.5, 4, 5, 5.5, 7]
        #expect(shownAt.count == expected.count)
        for (got, want) in zip(shownAt, expected) { #expect(abs(got - want) < 1e-9, "\(shownAt)") }
    }

    @Test func aRoundWhoseNewChartTookTimeToMakeStartsWhenItIsReady() {
        // Making the next chart of a playlist takes 0.4 s after round 0's hold (at
        // 2 s): round 1 starts at 2.4 s with none of its frames skipped; without
        // new times, a slow `betweenRounds` keeps the absolute schedule.
        let clock = ManualClock(at: Self.origin)
        var shownAt: [Double] = []
        var asked = 0
        let result = LivePlayback(frameTimes: [0, 0.1, 0.2], hold: 1.8, plays: 3).run(
            clock: clock, draw: { k, _ in PixelRect(x: k, y: 0, width: 1, height: 1) },
            show: { _ in shownAt.append(clock.time - Self.origin) }, shouldStop: { false },
            betweenRounds: {
                asked += 1
                clock.time += asked == 1 ? 0.4 : 0.15
                return asked == 1 ? [0, 0.1, 0.2] : nil
            })
        #expect(result.shown == 8 && result.skipped == 1)
        let expected = [0.0, 0.1, 0.2, 2.4, 2.5, 2.6, 4.55, 4.6]
        #expect(shownAt.count == expected.count, "\(shownAt)")
        for (got, want) in zip(shownAt, expected) { #expect(abs(got - want) < 1e-9, "\(shownAt)") }
    }

    @Test func aHoldWithoutEndPlaysAgainWhenNewFramesCome() {
        // [0, 1] then a hold without end, asked every second from 1 s on; the
        // third ask (at 4 s) brings [0, 0.5], played from then on, then held again.
        let clock = ManualClock(at: Self.origin)
        var shownAt: [Double] = []
        var askedAt: [Double] = []
        let result = LivePlayback(frameTimes: [0, 1], hold: nil, plays: 1).run(
            clock: clock, draw: { k, _ in PixelRect(x: k, y: 0, width: 1, height: 1) },
            show: { _ in shownAt.append(clock.time - Self.origin) },
            shouldStop: { clock.time >= Self.origin + 9.5 },
            betweenRounds: {
                askedAt.append(clock.time - Self.origin)
                return askedAt.count == 3 ? [0, 0.5] : nil
            })
        #expect(result.shown == 4, "a hold without end does not count as the one play")
        #expect(shownAt == [0, 1, 4, 4.5], "\(shownAt)")
        #expect(askedAt == [2, 3, 4, 5.5, 6.5, 7.5, 8.5], "\(askedAt)")
    }

    @Test func aLateRoundStillStartsAtItsAbsoluteTime() {
        // The hold's end is the next round's start, so a slow first frame in
        // round 2 does not shift the later frames of that round.
        let times = [0.0, 1.0]
        var costs = [0.0, 0.0, 0.25, 0.0]
        let (log, _, _) = play(LivePlayback(frameTimes: times, hold: 1, plays: 2), drawCost: { _ in costs.removeFirst() })
        let expected = [0.0, 1.0, 2.25, 3.0]
        #expect(log.shownAt.count == expected.count)
        for (got, want) in zip(log.shownAt, expected) { #expect(abs(got - want) < 1e-9) }
    }

    @Test func holdForeverEndsOnlyWhenStoppedAndPromptly() {
        let times = [0.0, 0.1]
        let (log, result, clock) = play(LivePlayback(frameTimes: times, hold: nil, plays: nil), stopAt: 3600.05)
        #expect(result.shown == 2)
        #expect(log.drawn.count == 2, "holding forever never starts another round")
        let late = clock.time - (Self.origin + 3600.05)
        #expect(late >= 0 && late <= LivePlayback.pollInterval + 1e-9, "stop seen within one poll interval")
    }

    @Test func loopingForeverRepeatsUntilStopped() {
        let times = [0.0, 0.5]
        let (_, result, _) = play(LivePlayback(frameTimes: times, hold: 0.5, plays: nil), stopAt: 10.2)
        // Rounds start every second; frames at r and r + 0.5 for r = 0…10, stop at 10.2.
        #expect(result.shown == 21)
    }

    @Test func aStopBeforeAFrameShowsNothingMore() {
        let times = [0.0, 1.0, 2.0]
        let (log, result, _) = play(LivePlayback(frameTimes: times, hold: 0, plays: 1), stopAt: 1.5)
        #expect(result.shown == 2)
        #expect(log.shownAt.count == 2)
        for (got, want) in zip(log.shownAt, [0.0, 1.0]) { #expect(abs(got - want) < 1e-9) }
    }
}
