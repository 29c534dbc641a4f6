/// Numbers, strings and times read with the key they stand under, for messages.
extension JSONDataReader {
    /// The number under `key` (or a row's item that `key` names), also when
    /// written as a string of one: APIs that keep a price's every digit send
    /// `"price": "91000.50"` (Binance, Kraken). The key is a plain string: an
    /// enum of keys and items, built at every value, retained and released the
    /// key there, about 40 instructions an object.
    mutating func number(for key: String) throws(LocatedProblem) -> Double {
        let kind = try scanner.peekKind()
        guard kind == .number else {
            if kind == .string {
                let start = scanner.position
                let text = try scanner.readString()
                let bytes = Array(text.utf8)
                if let value = parseDecimal(bytes, spacesTrimmed(bytes), grammar: .csv) {
                    guard value.isFinite else { throw scanner.fail(.notFinite(text), at: start) }
                    return value
                }
                throw scanner.fail(
                    .wrongType(expected: "a number for \(quoted(key))", found: "the string \(quoted(text))"), at: start)
            }
            throw scanner.fail(.wrongType(expected: "a number for \(quoted(key))", found: kind.rawValue))
        }
        return try scanner.readNumber()
    }

    mutating func string(for key: String) throws(LocatedProblem) -> String {
        let kind = try scanner.peekKind()
        guard kind == .string else {
            throw scanner.fail(.wrongType(expected: "a string for \"\(key)\"", found: kind.rawValue))
        }
        return try scanner.readString()
    }

    /// An ISO-8601 string or a Unix time in seconds or milliseconds, or a year
    /// where the first time was one (`times`).
    mutating func timeValue() throws(LocatedProblem) -> Int64 {
        let kind = try scanner.peekKind()
        let start = scanner.position
        switch kind {
        case .string:
            let text = try scanner.readString()
            let bytes = Array(text.utf8)
            var parsed = times.read(bytes, 0..<bytes.count)
            if case .ambiguousOrder = parsed, let order = Self.dateOrder(in: scanner.bytes, from: scanner.position) {
                times.settle(order)
                parsed = times.read(bytes, 0..<bytes.count)
            }
            guard case .seconds(let seconds) = parsed else { throw scanner.fail(parsed.problem(text), at: start) }
            return seconds
        case .number:
            let value = try scanner.readNumber()
            let parsed = times.read(scanner.bytes, start..<scanner.position, number: value)
            guard case .seconds(let seconds) = parsed else {
                // The number's text only for the message.
                let text = String(decoding: scanner.bytes[start..<scanner.position], as: UTF8.self)
                throw scanner.fail(parsed.problem(text), at: start)
            }
            return seconds
        case let other:
            throw scanner.fail(.wrongType(expected: "a time (ISO-8601 text or Unix seconds)", found: other.rawValue))
        }
    }

    /// The order of day and month the first string after `start` that is a
    /// telling numeric date shows ("31/1/2024": day first), for a date that
    /// reads both ways; nil when none tells. Looks at every string, whatever its
    /// key, and only when a file's dates start ambiguous.
    private static func dateOrder(in bytes: [UInt8], from start: Int) -> NumericDate.Order? {
        var i = start
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "\"") else {
                i += 1
                continue
            }
            let open = i + 1
            i = open
            while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
            if let order = NumericDate(bytes, open..<min(i, bytes.count))?.order { return order }
            i += 1
        }
        return nil
    }
}
