/// How the keys of a record object are matched: against the value, label and
/// time names (`ColumnNames`) or the value key asked for by name, and checked
/// for a second key that means the same thing.
extension JSONDataReader {
    /// Whether an object's `key` holds its value. Inlined: called out of line,
    /// it copied the reader at every key.
    @inline(__always)
    func isValueKey(_ key: String) -> Bool {
        guard let valueKey else { return Self.isKey(key, in: ColumnNames.value, folding: foldsKeys == true) }
        return key.lowercased() == valueKey.folded
    }

    /// Whether `key` is one of `names`, or lowercased is, when `folding`. Static
    /// and inlined: as a method it copied the reader at every key.
    @inline(__always)
    static func isKey(_ key: String, in names: [String], folding: Bool) -> Bool {
        names.contains(key) || (folding && names.contains(key.lowercased()))
    }

    /// Sets `foldsKeys` at the file's first object.
    mutating func decideFolding() {
        // A key that is no string, or a syntax error, is left for the real read to report.
        foldsKeys = (try? scanner.objectHasKey { $0 != $0.lowercased() }) ?? false
    }

    /// Throws at `key` when `found`, the key that gave the object's `meaning`
    /// before, is set: the same key twice is a duplicate, and two names for one
    /// thing ("value" and "price") are named together, since which was meant is
    /// unknowable. A nil `meaning` makes any second key a duplicate (the value
    /// key asked for by name, whose matches differ only in case).
    func checkFirst(_ key: String, after found: String?, meaning: String?) throws(LocatedProblem) {
        guard let found else { return }
        guard let meaning, found != key else { throw scanner.fail(.duplicateKey(key), at: scanner.keyOffset) }
        throw scanner.fail(.twoKeys(found, key, meaning: meaning), at: scanner.keyOffset)
    }

    /// The problem of an object (read from `object`, a scanner at its start)
    /// that has no value key: the key asked for, else the value names, with the
    /// object's keys; and, when exactly one key holds a number (or a string of
    /// one) other than the label's (`labelKey`, or a label or time name), the
    /// `--column` that would read it.
    func missingValue(in object: JSONScanner, labelKey: String? = nil) -> LocatedProblem {
        var keys: [String] = []
        var numberKeys: [String] = []
        var ahead = object
        // The object was read once already, so reading it again cannot fail.
        try? ahead.beginObject()
        var isFirst = true
        while let key = try? ahead.nextKey(isFirst: &isFirst) {
            keys.append(key)
            let isNumber: Bool
            if (try? ahead.peekKind()) == .string {
                let bytes = Array(((try? ahead.readString()) ?? "").utf8)
                isNumber = parseDecimal(bytes, spacesTrimmed(bytes), grammar: .csv) != nil
            } else {
                isNumber = (try? ahead.peekKind()) == .number
                try? ahead.skipValue()
            }
            let isLabelOrTime = key == labelKey
                || Self.isKey(key, in: ColumnNames.label + ColumnNames.time, folding: foldsKeys == true)
            if isNumber, !isLabelOrTime { numberKeys.append(key) }
        }
        guard let valueKey else {
            return object.fail(.noValueKey(keys: keys, numberKey: numberKeys.count == 1 ? numberKeys.first : nil))
        }
        return object.fail(.noSuchKey(valueKey.name, keys: keys))
    }

    /// The problem of plain numbers or pairs, `found`, where a value key was asked for.
    func valuesHaveNoKey(_ name: String, found: String) -> LocatedProblem {
        scanner.fail(.wrongType(expected: "an object with the key \(quoted(name))", found: found))
    }
}
