import Animation
import Testing

@Suite struct TimelineTests {
    /// Checks the frame times against k / fps computed here, and the last against the duration.
    private func expectFrames(_ timeline: Timeline, count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(timeline.count == count, sourceLocation: sourceLocation)
        let times = Array(timeline)
        #expect(times.count == count, sourceLocation: sourceLocation)
        for (k, t) in times.enumerated().dropLast() {
            #expect(t == Double(k) / Double(timeline.framesPerSecond), "frame \(k)", sourceLocation: sourceLocation)
        }
        #expect(times.last == timeline.duration, sourceLocation: sourceLocation)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, sourceLocation: sourceLocation)
    }

    @Test func thirtyFPS() throws {
        expectFrames(try Timeline(duration: 1.4, framesPerSecond: 30), count: 43)
        expectFrames(try Timeline(duration: 2.2, framesPerSecond: 30), count: 67)
    }

    @Test func fiftyFPSWhereTheProductIsInexact() throws {
        // 2.2 × 50 = 110.00000000000001 and 2.3 × 50 = 114.99999999999999 in Double.
        expectFrames(try Timeline(duration: 1.4, framesPerSecond: 50), count: 71)
        expectFrames(try Timeline(duration: 2.2, framesPerSecond: 50), count: 111)
        expectFrames(try Timeline(duration: 2.3, framesPerSecond: 50), count: 116)
    }

    @Test func oneFPSEndsOnTheDuration() throws {
        let timeline = try Timeline(duration: 1.4, framesPerSecond: 1)
        expectFrames(timeline, count: 3)
        #expect(Array(timeline) == [0, 1, 1.4])
        #expect(Array(try Timeline(duration: 2.2, framesPerSecond: 1)) == [0, 1, 2, 2.2])
    }

    @Test func durationNotAMultipleOfTheInterval() throws {
        let timeline = try Timeline(duration: 1.25, framesPerSecond: 30)
        expectFrames(timeline, count: 39)
        #expect(timeline[37] == 37.0 / 30)
        #expect(timeline[38] == 1.25)
    }

    @Test func zeroDurationIsOneFrame() throws {
        #expect(Array(try Timeline(duration: 0, framesPerSecond: 30)) == [0])
    }

    @Test func frameAtTime() throws {
        let timeline = try Timeline(duration: 1.25, framesPerSecond: 30)
        #expect(timeline.frame(at: -1) == 0)
        #expect(timeline.frame(at: 0) == 0)
        #expect(timeline.frame(at: 0.1) == 3)
        #expect(timeline.frame(at: 0.1 - 1e-6) == 2)
        #expect(timeline.frame(at: 1.24) == 37)
        #expect(timeline.frame(at: 1.25) == 38)
        #expect(timeline.frame(at: 99) == 38)
        #expect(timeline.frame(at: .nan) == 0)
    }

    @Test func rejectsInvalidParameters() {
        #expect(throws: TimelineError.invalidFrameRate(0)) { try Timeline(duration: 1, framesPerSecond: 0) }
        #expect(throws: TimelineError.invalidFrameRate(-5)) { try Timeline(duration: 1, framesPerSecond: -5) }
        #expect(throws: TimelineError.self) { try Timeline(duration: -0.1, framesPerSecond: 30) }
        #expect(throws: TimelineError.self) { try Timeline(duration: .nan, framesPerSecond: 30) }
        #expect(throws: TimelineError.self) { try Timeline(duration: .infinity, framesPerSecond: 30) }
        #expect(throws: TimelineError.self) { try Timeline(duration: 1e300, framesPerSecond: 50) }
    }
}
