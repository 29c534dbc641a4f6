import Testing
import TestSupport

@testable import ChartData

#if canImport(Glibc)
import Glibc
#endif

@Suite struct DataInputTests {
    private func temporaryDirectory() throws -> String { try makeTemporaryDirectory(prefix: "chartdata-test-") }

    private func save(_ text: String, to path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    @Test func readsAFileAndNamesItInErrors() throws {
        let dir = try temporaryDirectory()
        let path = dir + "/bars.csv"
        save("55,3456\n56,5200\n57,4250\n58,3688\n59,4823\n", to: path)
        let input = try DataInput(path: path)
        #expect(input.name == path)
        #expect(try BarData(reading: input) == .tutorial)
        save("a,1\nb,x\n", to: path)
        #expect(throws: DataError(source: path, line: 2, problem: .notANumber("x"))) {
            try BarData(reading: DataInput(path: path))
        }
        unlink(path)
        rmdir(dir)
    }

    @Test func reportsMissingFilesAndDirectories() throws {
        let dir = try temporaryDirectory()
        #expect(throws: DataError(source: dir + "/nope.csv", problem: .fileNotFound)) {
            try DataInput(path: dir + "/nope.csv")
        }
        #expect(throws: DataError(source: dir + "/nope/x.csv", problem: .fileNotFound)) {
            try DataInput(path: dir + "/nope/x.csv")
        }
        #expect(throws: DataError(source: dir, problem: .isDirectory)) { try DataInput(path: dir) }
        #expect(DataError(source: dir, problem: .isDirectory).description == dir + ": is a directory, not a data file")
        #expect(DataError(source: "a.csv", problem: .permissionDenied).description == "a.csv: permission denied")
        #expect(DataError(source: "a.csv", problem: .fileNotFound).description == "a.csv: no such file")
        #expect(
            DataError(source: "stdin", problem: .readFailed("Input/output error")).description
                == "stdin: cannot read: Input/output error")
        #expect(
            DataError(source: "u.csv", problem: .utf16NotSupported).description == "u.csv: input is UTF-16; save it as UTF-8")
        #expect(
            DataError(source: "d.json", line: 1, column: 21, problem: .invalidUTF8).description
                == "d.json:1:21: invalid UTF-8 in a JSON string (save the file as UTF-8)")
        rmdir(dir)
    }

    @Test(.disabled(if: getuid() == 0, "root may read any file"))
    func reportsUnreadableFiles() throws {
        let dir = try temporaryDirectory()
        let path = dir + "/secret.csv"
        save("1\n2\n", to: path)
        chmod(path, 0)
        #expect(throws: DataError(source: path, problem: .permissionDenied)) { try DataInput(path: path) }
        unlink(path)
        rmdir(dir)
    }

    @Test func readsStandardInputForADash() throws {
        // Swap a pipe in for fd 0 for the duration of the read.
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let text = Array("1\n2\n3\n".utf8)
        _ = text.withUnsafeBytes { Glibc.write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        let savedStandardInput = dup(0)
        dup2(ends[0], 0)
        close(ends[0])
        defer {
            dup2(savedStandardInput, 0)
            close(savedStandardInput)
        }
        let input = try DataInput(path: "-")
        #expect(input.name == "stdin")
        #expect(try PriceSeries(reading: input) == PriceSeries(values: [1, 2, 3]))
    }

    /// A file that is not text at all, given by mistake, is named for what it is
    /// (it was read as CSV: "out.png:1: expected 2 fields (label,value), found 1 field").
    @Test func namesBinaryFilesByTheirSignature() throws {
        let cases: [([UInt8], String)] = [
            ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D], "is a PNG image, not CSV or JSON text"),
            (Array("GIF89a".utf8) + [1, 0], "is a GIF image, not CSV or JSON text"),
            ([0xFF, 0xD8, 0xFF, 0xE0], "is a JPEG image, not CSV or JSON text"),
            (
                Array("PK".utf8) + [3, 4, 0x14, 0],
                "is a ZIP archive, such as an .xlsx or .ods spreadsheet (save the sheet as CSV), not CSV or JSON text"
            ),
            (
                [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1],
                "is an Excel 97-2003 spreadsheet (save the sheet as CSV), not CSV or JSON text"
            ),
            ([0x1F, 0x8B, 8, 0], "is gzip-compressed (decompress it first), not CSV or JSON text"),
        ]
        for (bytes, message) in cases {
            let input = DataInput(name: "out.png", bytes: bytes)
            #expect(throws: DataError.self) { try BarData(reading: input) }
            do {
                _ = try PriceSeries(reading: input)
                Issue.record("read \(bytes) as prices")
            } catch {
                #expect(error.description == "out.png: " + message)
            }
        }
        // Text that starts like a signature is still text.
        #expect(try BarData(reading: DataInput(name: "b.csv", bytes: Array("GIF89a,5\nPNG,3\n".utf8))).values == [5, 3])
    }

    @Test func refusesInputOverTheSizeLimitWhileReading() throws {
        let dir = try temporaryDirectory()
        let path = dir + "/big.csv"
        save(String(repeating: "1\n", count: 100_000), to: path)
        #expect(try DataInput(path: path, limits: DataLimits(inputBytes: 200_000)).bytes.count == 200_000)
        #expect(throws: DataError(source: path, problem: .inputTooLarge(limit: 199_999))) {
            try DataInput(path: path, limits: DataLimits(inputBytes: 199_999))
        }
        #expect(
            DataProblem.inputTooLarge(limit: 256 << 20).description
                == "input is larger than 256 MiB; the limit keeps memory bounded")
        // A device that never ends is cut off at the limit too.
        #expect(throws: DataError(source: "/dev/zero", problem: .inputTooLarge(limit: 1 << 20))) {
            try DataInput(path: "/dev/zero", limits: DataLimits(inputBytes: 1 << 20))
        }
        unlink(path)
        rmdir(dir)
    }
}
