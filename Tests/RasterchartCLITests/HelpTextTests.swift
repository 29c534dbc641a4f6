import Foundation
import Testing

@testable import RasterchartCLI

@Suite struct HelpTextTests {
    /// The committed snapshot, next to this file. On a mismatch the actual
    /// text is written to /tmp/rasterchart-help.actual.txt for review.
    @Test func matchesSnapshot() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Snapshots/help.txt")
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(helpText == expected)
        if helpText != expected {
            try helpText.write(toFile: "/tmp/rasterchart-help.actual.txt", atomically: true, encoding: .utf8)
        }
    }

    @Test func listsEveryOptionOfTheTable() {
        for spec in optionTable {
            #expect(helpText.contains(spec.name + (spec.value.map { " \($0)" } ?? "")), "\(spec.name)")
        }
    }

    @Test func fitsEightyColumns() {
        for line in helpText.split(separator: "\n") {
            #expect(line.count <= 80, "\(line)")
        }
    }

    @Test func versionNamesTheProgram() {
        #expect(versionText == "rasterchart \(rasterchartVersion)")
    }
}
