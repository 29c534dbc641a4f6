import Foundation
import Testing

@testable import rasterchart_bench

/// The harness's bookkeeping (never its timings: no timed unit tests).
@Suite struct BenchHarnessTests {
    @Test func sceneNamesAreUniqueKebabCaseAndBaselinesExist() {
        let names = allScenes.map(\.name)
        #expect(Set(names).count == names.count, "duplicate scene names")
        for scene in allScenes {
            #expect(scene.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(scene.name)")
            if let baseline = scene.baseline {
                #expect(baselineScenes.contains { $0.name == baseline }, "\(scene.name) names missing baseline \(baseline)")
            }
            // Only a scene that draws nothing has no pixels, and a ratio to a
            // memset needs a drawing of its size.
            #expect(scene.pixels > 0 || (scene.pixels == 0 && scene.baseline == nil), "\(scene.name)")
        }
    }

    @Test func onceParses() throws {
        let options = try #require(try BenchOptions.parse(["--once", "--filter", "line-frame"]).get())
        #expect(options.once && options.filter == "line-frame")
        #expect(!options.warm)
        let warm = try #require(try BenchOptions.parse(["--once", "--warm"]).get())
        #expect(warm.once && warm.warm)
    }

    @Test func medianOfOddAndEvenCounts() {
        #expect(Measurement(times: [5, 1, 3]).median == 3)
        #expect(Measurement(times: [4, 1, 3, 2]).median == 2.5)
        #expect(Measurement(times: [4, 1, 3, 2]).minimum == 1)
    }

    @Test func measurementHonoursTheRunCount() {
        var calls = 0
        let m = Measurement.of(runs: 7) { calls += 1 }
        #expect(m.times.count == 7)
        #expect(calls >= 7 + 3, "at least three warm-up runs")
    }

    @Test func optionsParse() throws {
        let parsed = try BenchOptions.parse(["--filter", "rect", "--runs", "12", "--save", "/tmp/x"]).get()
        let options = try #require(parsed)
        #expect(options.filter == "rect" && options.runs == 12 && options.saveDirectory == "/tmp/x")
        #expect(try BenchOptions.parse(["--list"]).get() == nil)
    }

    @Test(arguments: [["--runs", "0"], ["--runs"], ["--frobnicate"], ["--runs", "x"]])
    func badOptionsAreRejectedWithAMessage(_ arguments: [String]) {
        guard case .failure(let error) = BenchOptions.parse(arguments) else {
            Issue.record("\(arguments) accepted")
            return
        }
        #expect(error.message?.isEmpty == false)
    }

    @Test func jsonParsesAndEscapes() throws {
        let options = try #require(try BenchOptions.parse(["--json", "--filter", "frame"]).get())
        #expect(options.json && options.filter == "frame")
        #expect(JSON.string("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
        #expect(JSON.number(.nan) == "null" && JSON.number(.infinity) == "null")
        #expect(JSON.number(0.5) == "0.5")
    }

    @Test func jsonReportIsValidJSONWithEveryScene() throws {
        var report = BenchReport()
        let memset = try #require(baselineScenes.first)
        let other = try #require(allScenes.first { $0.baseline == memset.name })
        report.add(memset, Measurement(times: [0.02, 0.01, 0.03]))
        report.add(other, Measurement(times: [0.04]), ratio: 2)
        let text = report.json(runs: 3)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let scenes = try #require(object["scenes"] as? [[String: Any]])
        #expect(scenes.map { $0["name"] as? String } == [memset.name, other.name])
        #expect(scenes[0]["median_ms"] as? Double == 0.02)
        #expect(scenes[0]["ratio"] is NSNull)
        #expect(scenes[1]["ratio"] as? Double == 2 && scenes[1]["baseline"] as? String == memset.name)
        #expect(object["runs"] as? Int == 3)
    }
}
