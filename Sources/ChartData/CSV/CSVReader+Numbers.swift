/// Values: plain numbers, numbers as spreadsheets format them, and why a field is neither.
extension CSVReader {
    /// The finite number in `field` and its decimal mark if it shows one, or
    /// nil. Static because the readers' loops are mutating: calling a method from
    /// them copied the whole reader every row, a tenth of reading.
    static func number(_ field: CSVField, in bytes: [UInt8], delimiter: UInt8) -> (value: Double, mark: DecimalMark?)? {
        var hasPoint = false
        if let value = parseDecimal(bytes, field.range, grammar: .csv, hasPoint: &hasPoint) {
            return value.isFinite ? (value, hasPoint ? .point : nil) : nil
        }
        guard let (value, mark) = formatted(field, in: bytes, delimiter: delimiter), value.isFinite else { return nil }
        return (value, mark)
    }

    /// The number a spreadsheet formatted for people ("1,234.50"), out of line:
    /// only a field the plain grammar refuses gets here.
    @inline(never)
    static func formatted(_ field: CSVField, in bytes: [UInt8], delimiter: UInt8) -> (value: Double, mark: DecimalMark?)? {
        FormattedNumber.parse(bytes, field.range, delimiter: delimiter)
    }

    /// Why `field` of column `name`, which `number` refused, is no finite number.
    func notANumber(_ field: CSVField, line: Int, column name: String?) -> DataError {
        let text = field.text(in: bytes)
        let isNonFinite =
            spellsNonFinite(bytes, field.range) || parseDecimal(bytes, field.range, grammar: .csv) != nil
            || Self.formatted(field, in: bytes, delimiter: scanner.delimiter) != nil
        return error(line, isNonFinite ? .notFinite(text) : .notANumber(text), field: name)
    }

    /// The error for `field`, whose decimal `mark` is not the one `marks` met first.
    @inline(never)
    func mixedMarks(_ field: CSVField, _ mark: DecimalMark, _ marks: DecimalMarks, line: Int, column name: String?)
        -> DataError
    {
        let earlier = String(decoding: bytes[marks.range], as: UTF8.self)
        return error(line, .mixedDecimalMarks(field.text(in: bytes), mark: mark, earlier: earlier, line: marks.line), field: name)
    }
}
