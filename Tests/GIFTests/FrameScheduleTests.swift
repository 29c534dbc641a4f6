import Testing

@testable import GIF

@Suite struct FrameScheduleTests {
    /// The delays of the shown frames, as the encoder writes them (before merging).
    func delays(_ s: FrameSchedule) -> [Int] {
        let shown = s.isShown.indices.filter { s.isShown[$0] }
        return shown.indices.map { i in
            (i + 1 < shown.count ? s.start[shown[i + 1]] : s.end) - s.start[shown[i]]
        }
    }

    /// The delay formula, evaluated independently: round(100·t_{k+1}) − round(100·t_k).
    func reference(_ times: [Double], hold: Double) -> [Int] {
        let cs = times.map { Int((100 * $0).rounded()) }
        return (0..<times.count).map { k in
            k + 1 < times.count ? cs[k + 1] - cs[k] : max(2, Int((100 * hold).rounded()))
        }
    }

    @Test func thirtyFramesPerSecondFollowsCumulativeRounding() throws {
        let times = Scene.times(31, fps: 30)
        let d = delays(try FrameSchedule(frameTimes: times, hold: 2))
        // 100/30 = 3.33…: starts 0, 3, 7, 10, 13, 17, 20 ("3, 3, 4" would be the
        // same 10 cs per 3 frames, but the formula gives this order).
        #expect(Array(d.prefix(6)) == [3, 4, 3, 3, 4, 3])
        #expect(d == reference(times, hold: 2))
        #expect(d.reduce(0, +) == 100 + 200)
    }

    @Test(arguments: [50.0, 25, 24, 7, 13, 29.97, 1])
    func delaysMatchTheFormulaAndAddUpExactly(fps: Double) throws {
        let times = Scene.times(Int(fps * 3) + 1, fps: fps)
        let d = delays(try FrameSchedule(frameTimes: times, hold: 1.5))
        #expect(d == reference(times, hold: 1.5))
        #expect(d.allSatisfy { $0 >= 2 })
        #expect(d.reduce(0, +) == Int((100 * times[times.count - 1]).rounded()) + 150)
    }

    @Test func fiftyFramesPerSecondIsTwoCentisecondsEach() throws {
        let d = delays(try FrameSchedule(frameTimes: Scene.times(51, fps: 50), hold: 2))
        #expect(d.dropLast().allSatisfy { $0 == 2 })
        #expect(d.last == 200)
    }

    @Test func holdIsTheLastDelayAndNeverBelowTwo() throws {
        #expect(delays(try FrameSchedule(frameTimes: [0, 0.1], hold: 2.5)) == [10, 250])
        #expect(delays(try FrameSchedule(frameTimes: [0, 0.1], hold: 0)) == [10, 2])
        #expect(delays(try FrameSchedule(frameTimes: [0], hold: 3)) == [300])
    }

    @Test func framesCloserThanTwoCentisecondsAreNotShownAndTheTotalStaysExact() throws {
        let times = Scene.times(101, fps: 100)
        let s = try FrameSchedule(frameTimes: times, hold: 1)
        let d = delays(s)
        #expect(d.allSatisfy { $0 >= 2 })
        #expect(d.reduce(0, +) == 100 + 100)
        #expect(s.isShown.filter { $0 }.count == 51)
        #expect(s.isShown.last == true)
    }

    @Test func theLastFrameReplacesAShownFrameTooCloseToIt() throws {
        let s = try FrameSchedule(frameTimes: [0, 0.05, 0.06], hold: 1)
        #expect(s.isShown == [true, false, true])
        #expect(delays(s) == [6, 100])
        let single = try FrameSchedule(frameTimes: [0, 0.01], hold: 1)
        #expect(single.isShown == [false, true])
        #expect(delays(single) == [101])
    }

    @Test func rejectsBadTimes() {
        #expect(throws: GIFError.self) { try FrameSchedule(frameTimes: [], hold: 1) }
        #expect(throws: GIFError.self) { try FrameSchedule(frameTimes: [0, .nan], hold: 1) }
        #expect(throws: GIFError.self) { try FrameSchedule(frameTimes: [0, .infinity], hold: 1) }
        #expect(throws: GIFError.self) { try FrameSchedule(frameTimes: [0, 1, 0.5], hold: 1) }
        #expect(throws: GIFError.invalidHold(-1)) { try FrameSchedule(frameTimes: [0], hold: -1) }
        #expect(throws: GIFError.self) { try FrameSchedule(frameTimes: [0], hold: .nan) }
    }
}
