import Glibc
import GoldenTesting
import PNG
import Raster
import Testing
import TestSupport

@Suite struct GoldenStoreTests {
    let root: TemporaryDirectory

    init() throws { root = try TemporaryDirectory(prefix: "golden-tests.") }

    /// A store in this test's directory under /tmp.
    private func temporaryStore(updating: Bool = false) -> GoldenStore {
        GoldenStore(goldenDirectory: root.path + "/golden", failureDirectory: root.path + "/failures", isUpdating: updating)
    }

    private func sample() throws -> Pixmap {
        var pixmap = try Pixmap(width: 12, height: 7, color: Color(hex: 0x2255AA, alpha: 0.6))
        pixmap.setPixel(x: 3, y: 2, to: PremultipliedRGBA8(red: 200, green: 10, blue: 0, alpha: 255))
        return pixmap
    }

    @Test func missingGoldenFailsAndWritesTheActualImage() throws {
        let store = temporaryStore()
        let outcome = store.check(try sample(), named: "nested/shape")
        guard case .missing(let goldenPath, let actualPath) = outcome else {
            Issue.record("expected .missing, got \(outcome)")
            return
        }
        #expect(goldenPath == store.goldenDirectory + "/nested/shape.png")
        #expect(actualPath.hasPrefix(store.failureDirectory))
        #expect(try Pixmap(contentsOfPNGFile: actualPath).bytes == sample().bytes)
        #expect(outcome.message(named: "nested/shape", tolerance: 0)?.contains(actualPath) == true)
    }

    @Test func updateModeWritesGoldenThatThenMatches() throws {
        var store = temporaryStore(updating: true)
        #expect(store.check(try sample(), named: "shape") == .updated(path: store.goldenDirectory + "/shape.png"))
        #expect(store.check(try sample(), named: "shape") == .matched, "an unchanged golden is not rewritten")
        store.isUpdating = false
        #expect(store.check(try sample(), named: "shape") == .matched)
    }

    @Test func changedPixelsAreReportedWithActualAndDiffImages() throws {
        var store = temporaryStore(updating: true)
        _ = store.check(try sample(), named: "shape")
        store.isUpdating = false
        var changed = try sample()
        changed.setPixel(x: 0, y: 0, to: PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        let original = try #require(try sample().pixel(x: 0, y: 0))
        let expectedMax = max(original.red, original.green, original.blue, 255 - original.alpha)

        let outcome = store.check(changed, named: "shape")
        guard case .mismatch(let difference, let actualPath, let diffPath) = outcome else {
            Issue.record("expected .mismatch, got \(outcome)")
            return
        }
        #expect(difference.maxChannelDifference == expectedMax)
        #expect(difference.differingPixels == 1)
        #expect(try Pixmap(contentsOfPNGFile: actualPath).bytes == changed.bytes)
        let diff = try Pixmap(contentsOfPNGFile: diffPath)
        let marked = try #require(diff.pixel(x: 0, y: 0))
        #expect(marked.red > 127 && marked.green == 0 && marked.blue == 0)
        #expect(diff.pixel(x: 1, y: 0).map { $0.red == $0.green } == true, "unchanged pixels are grey")
        let message = outcome.message(named: "shape", tolerance: 0) ?? ""
        #expect(message.contains("max channel difference \(expectedMax)"))
        #expect(message.contains("1 pixels differ") && message.contains(actualPath) && message.contains(diffPath))

        #expect(store.check(changed, named: "shape", tolerance: expectedMax) == .matched)
    }

    @Test func differentSizeIsAMismatch() throws {
        var store = temporaryStore(updating: true)
        _ = store.check(try sample(), named: "shape")
        store.isUpdating = false
        let outcome = store.check(try Pixmap(width: 7, height: 12), named: "shape")
        guard case .sizeMismatch(let expected, let actual, _) = outcome else {
            Issue.record("expected .sizeMismatch, got \(outcome)")
            return
        }
        #expect(expected == "12x7" && actual == "7x12")
    }

    @Test(arguments: ["", "../escape", "/absolute", "a/../../b"])
    func invalidNamesFail(_ name: String) throws {
        let store = temporaryStore()
        let outcome = store.check(try sample(), named: name)
        #expect({ if case .failed = outcome { true } else { false } }(), "\(outcome)")
    }
}
