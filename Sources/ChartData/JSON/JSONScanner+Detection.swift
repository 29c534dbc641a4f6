/// Looks at a value without reading it for data: what the format and the
/// shape are, before the reader commits to one.
extension JSONScanner {
    /// Whether the value here is an array whose first element is a CoinGecko coin
    /// (`objectLooksLikeCoin`). Used only to guess the format, never throws.
    mutating func firstElementLooksLikeCoin(valueKey: String? = nil) -> Bool {
        do {
            try beginArray()
            var isFirst = true
            guard try nextElement(isFirst: &isFirst), try peekKind() == .object else { return false }
            return try objectLooksLikeCoin(valueKey: valueKey)
        } catch {
            return false
        }
    }

    /// Whether a key of the object here satisfies `predicate`, read on a copy of
    /// the scanner (which stays) up to the first key that does.
    func objectHasKey(where predicate: (String) -> Bool) throws(LocatedProblem) -> Bool {
        var ahead = self
        try ahead.beginObject()
        var isFirst = true
        while let key = try ahead.nextKey(isFirst: &isFirst) {
            if predicate(key) { return true }
            try ahead.skipValue()
        }
        return false
    }

    /// Whether the object here is a /coins/markets coin rather than a data record:
    /// it has a "sparkline_in_7d" key, or an "id" key and no "value" or "price" key
    /// (a coin's price is "current_price"; records from a database have ids too),
    /// nor the value key asked for by name (`valueKey`, case folded).
    /// Reads to the end of the object, or to the sparkline.
    mutating func objectLooksLikeCoin(valueKey: String? = nil) throws(LocatedProblem) -> Bool {
        var hasID = false, hasValue = false
        try beginObject()
        var isFirst = true
        while let key = try nextKey(isFirst: &isFirst) {
            if key == "sparkline_in_7d" { return true }
            if key == "id" { hasID = true }
            if ColumnNames.value.contains(key) || (valueKey != nil && key.lowercased() == valueKey) { hasValue = true }
            try skipValue()
        }
        return hasID && !hasValue
    }
}
