import Foundation
import Testing

@testable import RasterchartCLI

/// Replays fuzz/cli/corpus (seeds and the reproducers of what the fuzzer
/// found) through the parser on every `swift test`, without libFuzzer.
@Suite struct FuzzCorpusTests {
    private static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fuzz/cli/corpus")

    private static var inputs: [URL] {
        (try? FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)) ?? []
    }

    @Test func corpusIsPresent() {
        #expect(Self.inputs.count >= 8)
    }

    @Test func everyInputParsesOrFailsOnOneLine() throws {
        for url in Self.inputs {
            let arguments = try Data(contentsOf: url).split(separator: 0, omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
            do {
                _ = try parse(arguments: arguments)
            } catch {
                #expect(!error.description.contains("\n"), "\(url.lastPathComponent)")
            }
        }
    }
}
