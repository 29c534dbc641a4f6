extension JSONDataReader {
    /// Throws the API's error held under `"error"`: a string, the first of an
    /// array of them (Kraken's), or an object's `"description"`, else its
    /// `"code"` (Yahoo's); an empty one, or null, is no error.
    mutating func reportedError() throws(LocatedProblem) {
        let start = scanner.position
        var message: String?
        switch try scanner.peekKind() {
        case .string: message = try scanner.readString()
        case .array:
            var ahead = scanner
            try ahead.beginArray()
            var isFirst = true
            if try ahead.nextElement(isFirst: &isFirst), try ahead.peekKind() == .string { message = try ahead.readString() }
            try scanner.skipValue()
        case .object:
            var parts: [String: String] = [:]
            try scanner.beginObject()
            var isFirst = true
            while let key = try scanner.nextKey(isFirst: &isFirst) {
                if key == "code" || key == "description", try scanner.peekKind() == .string {
                    parts[key] = try scanner.readString()
                } else {
                    try scanner.skipValue()
                }
            }
            message = parts["description"].flatMap { $0.isEmpty ? nil : $0 } ?? parts["code"]
        default: try scanner.skipValue()
        }
        if let message, !message.isEmpty { throw scanner.fail(.reportedError(message), at: start) }
    }

    /// Throws CoinGecko's error answer, `{"status": {"error_code": 429,
    /// "error_message": "You've exceeded the Rate Limit. …"}}`. Only those two
    /// keys are read: "status" is a common word, and a status without an
    /// `"error_message"` is no error.
    mutating func statusError() throws(LocatedProblem) {
        let start = scanner.position
        var message: String?
        var code: Double?
        try scanner.beginObject()
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            switch (key, try scanner.peekKind()) {
            case ("error_message", .string): message = try scanner.readString()
            case ("error_code", .number): code = try scanner.readNumber()
            default: try scanner.skipValue()
            }
        }
        guard let message, !message.isEmpty else { return }
        let number = code.flatMap { Int(exactly: $0) }.map { "\($0): " } ?? ""
        throw scanner.fail(.reportedError(number + message), at: start)
    }
}
