import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import ChartData
import TestSupport

/// The fuzzers' committed seeds, read the way the fuzzers read them: each is a
/// valid example of its format, so each must chart as bars or prices.
@Suite struct FuzzCorpusTests {
    private static let corpus: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path + "/fuzz/corpus"
    }()

    private func files(in folder: String) -> [String] {
        let directory = Self.corpus + "/" + folder
        return (directoryEntries(directory) ?? []).filter { !$0.hasPrefix(".") }.map { directory + "/" + $0 }
    }

    @Test(arguments: ["csv", "json", "coingecko"])
    func everySeedCharts(folder: String) throws {
        let seeds = files(in: folder)
        #expect(seeds.count >= 2)
        for path in seeds {
            let input = try DataInput(path: path)
            let format = DataFormat(detecting: input.bytes)
            #expect(format == (folder == "csv" ? .csv : folder == "json" ? .json : .coingecko), "\(path)")
            let bars = try? BarData(reading: input)
            let prices = try? PriceSeries(reading: input)
            #expect(bars != nil || prices != nil, "\(path) charts as neither bars nor prices")
        }
    }

    @Test func everyNumberSeedReadsAsTheStandardLibraryReadsIt() throws {
        for path in files(in: "numbers") {
            let bytes = try DataInput(path: path).bytes
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(parseDecimal(bytes, 0..<bytes.count, grammar: .csv) == Double(text), "\(text)")
        }
    }
}
