/// Byte offsets turned into lines and columns for messages.
extension JSONDataReader {
    /// The error with its offset turned into line:column (columns in Unicode
    /// scalars, 1-based); problems with no place in the text get neither.
    func located(_ error: LocatedProblem) -> DataError {
        switch error.problem {
        case .empty, .emptyArray, .unknownCoin, .columnInCoinGecko:
            return DataError(source: source, problem: error.problem)
        default:
            break
        }
        let (line, column) = place(of: error.offset)
        return DataError(source: source, line: line, column: column, problem: error.problem)
    }

    /// The line and column (in Unicode scalars, 1-based) of `offset`.
    private func place(of offset: Int) -> (line: Int, column: Int) {
        let bytes = scanner.bytes
        var line = 1
        var column = 1
        var i = hasByteOrderMark(bytes) ? 3 : 0
        let end = min(offset, bytes.count)
        while i < end {
            if bytes[i] == 0x0A {
                line += 1
                column = 1
            } else if bytes[i] & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return (line, column)
    }

    func line(at offset: Int) -> Int {
        place(of: offset).line
    }

    /// The input's bytes in `range`, as text.
    func text(_ range: Range<Int>) -> String {
        String(decoding: scanner.bytes[range], as: UTF8.self)
    }
}
