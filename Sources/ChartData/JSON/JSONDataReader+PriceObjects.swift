/// The `{"time", "value"}` objects of a price array, and a trailing total among them.
extension JSONDataReader {
    /// One `{"time": …, "value": …}` object of a price array; nil when its value
    /// is null (missing: `MissingValues`).
    mutating func priceObject() throws(LocatedProblem) -> (Double, Int64?)? {
        if foldsKeys == nil { decideFolding() }
        let object = scanner
        var value: Double?, valueFrom: String?, isNull = false
        var time: Int64?, timeFrom: String?
        try scanner.beginObject()
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            if isValueKey(key) {
                try checkFirst(key, after: valueFrom, meaning: valueKey == nil ? "value" : nil)
                valueFrom = key
                isNull = try scanner.skipNull()
                if !isNull { value = try number(for: key) }
                continue
            }
            switch key {
            case _ where Self.isKey(key, in: ColumnNames.time, folding: foldsKeys == true):
                try checkFirst(key, after: timeFrom, meaning: "time")
                timeFrom = key
                time = try timeValue()
            default:
                try scanner.skipValue()
            }
        }
        if isNull { return nil }
        guard let value else { throw missingValue(in: object) }
        return (value, time)
    }

    /// Leaves out the last value when its object, at `offset`, is a total
    /// (`TotalRow`): a label so named, no time, and the sum of the values above,
    /// as a line of label objects may end. Out of line, after the values: only
    /// the last object is read again, so the loop pays a store an object.
    mutating func leaveOutTotal(at offset: Int, from collector: inout PriceCollector) {
        let saved = scanner
        defer { scanner = saved }
        scanner = saved.rewound(to: offset)
        var label: String?, value: Double?, written = 0..<0, hasTime = false
        // The object was read once already, so reading it again cannot fail.
        try? scanner.beginObject()
        var isFirst = true
        while let key = try? scanner.nextKey(isFirst: &isFirst) {
            if isValueKey(key) {
                let valueStart = scanner.position
                value = try? number(for: key)
                written = valueStart..<scanner.position
            } else if Self.isKey(key, in: ColumnNames.label, folding: foldsKeys == true), (try? scanner.peekKind()) == .string {
                label = try? scanner.readString()
            } else {
                hasTime = hasTime || Self.isKey(key, in: ColumnNames.time, folding: foldsKeys == true)
                try? scanner.skipValue()
            }
        }
        guard !hasTime, let label, TotalRow.isLabelled(label), let value,
            TotalRow.isSum(value, written: text(written), of: collector.values.dropLast())
        else { return }
        collector.removeLast()
        warnings.append(TotalRow.warning(source: source, line: line(at: offset), label: label))
    }
}
