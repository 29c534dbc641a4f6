/// Bars: an array of numbers (labelled 1, 2, 3, …), of `{"label", "value"}`
/// objects, or of `[label, value]` pairs; a last bar that totals the others is
/// left out (`TotalRow`).
extension JSONDataReader {
    mutating func bars() throws(LocatedProblem) -> BarData {
        if try scanner.peekKind() == .object {
            guard try scanner.objectHasKey(where: JSONTopLevelKey.marketChart.names) else {
                throw scanner.fail(
                    .wrongType(expected: "an array of numbers or {\"label\", \"value\"} objects", found: "an object"))
            }
            throw scanner.fail(.coinGeckoHasNoBars)
        }
        var bars: [Bar] = []
        /// The last bar labelled as a total (`TotalRow`): its index, offset and value's text.
        var total: (index: Int, offset: Int, written: Range<Int>)?
        try scanner.beginArray()
        var isFirst = true
        while try scanner.nextElement(isFirst: &isFirst) {
            let start = scanner.position
            let bar: Bar
            /// The bytes of the value as written, for a total's rounding.
            var written: Range<Int>?
            switch try scanner.peekKind() {
            case .number:
                if let valueKey { throw valuesHaveNoKey(valueKey.name, found: "number") }
                bar = Bar(label: "\(bars.count + 1)", value: try scanner.readNumber())
            case .object: (bar, written) = try barObject()
            case .array: (bar, written) = try barPair()
            case let other:
                throw scanner.fail(
                    .wrongType(expected: "a number, a {\"label\", \"value\"} object or a [label, value] pair", found: other.rawValue))
            }
            guard bar.value >= 0 else {
                throw scanner.fail(.negativeBar(label: bar.label, value: NumberFormatting.plain(bar.value)), at: start)
            }
            let isTotal = written != nil && TotalRow.isLabelled(bar.label)
            // One more bar is taken if it may be a total, left out below.
            guard bars.count < limits.bars || bars.count == limits.bars && isTotal else {
                throw scanner.fail(.tooManyBars(limit: limits.bars), at: start)
            }
            if isTotal, let written { total = (bars.count, start, written) }
            bars.append(Bar(label: bar.label, value: bar.value == 0 ? 0 : bar.value))
        }
        try scanner.expectEnd()
        guard !bars.isEmpty else { throw LocatedProblem(offset: scanner.position, problem: .emptyArray) }
        if let total, total.index == bars.count - 1,
            TotalRow.isSum(bars[total.index].value, written: text(total.written), of: bars.dropLast().map(\.value))
        {
            warnings.append(TotalRow.warning(source: source, line: line(at: total.offset), label: bars.removeLast().label))
        }
        if bars.count > limits.bars, let total { throw scanner.fail(.tooManyBars(limit: limits.bars), at: total.offset) }
        return BarData(bars: bars)
    }

    /// A bar and the bytes of its value.
    private mutating func barObject() throws(LocatedProblem) -> (Bar, Range<Int>) {
        if foldsKeys == nil { decideFolding() }
        let object = scanner
        var label: String?, labelFrom: String?
        /// The first other key's text or number, the label when neither "label" nor "name" is there.
        var firstOther: String?, firstOtherKey: String?
        var value: Double?, valueFrom: String?, written = 0..<0
        try scanner.beginObject()
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            if isValueKey(key) {
                try checkFirst(key, after: valueFrom, meaning: valueKey == nil ? "value" : nil)
                valueFrom = key
                let valueStart = scanner.position
                value = try number(for: key)
                written = valueStart..<scanner.position
                continue
            }
            switch key {
            case _ where Self.isKey(key, in: ColumnNames.label, folding: foldsKeys == true):
                try checkFirst(key, after: labelFrom, meaning: "label")
                labelFrom = key
                label = try labelText(for: key)
            case "sparkline_in_7d":
                throw scanner.fail(.coinGeckoHasNoBars)
            default:
                switch try scanner.peekKind() {
                case .string where firstOther == nil:
                    firstOther = try scanner.readString()
                    firstOtherKey = key
                case .number where firstOther == nil:
                    firstOther = try scanner.readNumberText()
                    firstOtherKey = key
                default: try scanner.skipValue()
                }
            }
        }
        guard let label = label ?? firstOther else { throw object.fail(.missingKey("label")) }
        guard let value else { throw missingValue(in: object, labelKey: labelFrom ?? firstOtherKey) }
        return (Bar(label: sanitizedLabel(label, limit: limits.labelCharacters), value: value), written)
    }

    /// `["Mon", 5]`: a label, text or a number, and a value; with the value's bytes.
    private mutating func barPair() throws(LocatedProblem) -> (Bar, Range<Int>) {
        let start = scanner.position
        try scanner.beginArray()
        var isFirst = true
        var label = "", value = 0.0, written = 0..<0
        var count = 0
        while try scanner.nextElement(isFirst: &isFirst) {
            guard count < 2 else { throw scanner.fail(JSONRowShape.notPair("[label, value]", items: nil)) }
            if count == 0 {
                label = try labelText(for: "label")
            } else {
                let valueStart = scanner.position
                value = try number(for: "value")
                written = valueStart..<scanner.position
            }
            count += 1
        }
        guard count == 2 else { throw scanner.fail(JSONRowShape.notPair("[label, value]", items: count), at: start) }
        return (Bar(label: sanitizedLabel(label, limit: limits.labelCharacters), value: value), written)
    }

    /// A label: text, or a number's text as written.
    private mutating func labelText(for key: String) throws(LocatedProblem) -> String {
        switch try scanner.peekKind() {
        case .string: return try scanner.readString()
        case .number: return try scanner.readNumberText()
        case let other: throw scanner.fail(.wrongType(expected: "a string for \(quoted(key))", found: other.rawValue))
        }
    }
}
