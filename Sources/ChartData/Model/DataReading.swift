extension BarData {
    /// Reads bars from CSV (`label,value` rows, or a header's columns) or JSON
    /// (an array of `{"label", "value"}` objects, or of numbers labelled 1, 2,
    /// 3, …), in `format` or, when nil, the format the content looks like.
    /// `column` names the value column of a CSV header, or the value key of JSON
    /// objects (case ignored), instead of value, price (or close, in CSV).
    public init(
        reading input: DataInput, format: DataFormat? = nil, column: String? = nil, limits: DataLimits = .standard
    ) throws(DataError) {
        var ignored: [DataWarning] = []
        try self.init(reading: input, format: format, column: column, limits: limits, warnings: &ignored)
    }

    /// `init(reading:format:column:limits:)`, adding to `warnings` what the caller
    /// should tell the user: lines skipped as a title before a CSV table.
    public init(
        reading input: DataInput, format: DataFormat? = nil, column: String? = nil, limits: DataLimits = .standard,
        warnings: inout [DataWarning]
    ) throws(DataError) {
        try checkContent(of: input)
        switch format ?? DataFormat(detecting: input.bytes, valueKey: column) {
        case .csv:
            var reader = CSVReader(input, column: column, limits: limits)
            self = try reader.readBars()
            warnings += reader.warnings
        case .coingecko where format == .coingecko:
            throw DataError(source: input.name, problem: .coinGeckoHasNoBars)
        case .json, .coingecko:
            // Detection takes every object for CoinGecko's; the reader tells.
            var reader = JSONDataReader(input, valueKey: column, limits: limits)
            self = try reader.readBars()
            warnings += reader.warnings
        }
    }
}

extension PriceSeries {
    /// Reads prices from CSV (`value` or `time,value` rows), JSON (an array of
    /// numbers or of `{"time", "value"}` objects) or CoinGecko data (market
    /// chart or /coins/markets), in `format` or, when nil, the format the
    /// content looks like. `coin` picks a coin of /coins/markets data by id,
    /// symbol or name; the first coin when nil. `column` names the value column
    /// or key, as for bars; CoinGecko data, which has none to pick, refuses it.
    public init(
        reading input: DataInput, format: DataFormat? = nil, coin: String? = nil, column: String? = nil,
        limits: DataLimits = .standard
    ) throws(DataError) {
        var ignored: [DataWarning] = []
        try self.init(reading: input, format: format, coin: coin, column: column, limits: limits, warnings: &ignored)
    }

    /// `init(reading:format:coin:column:limits:)`, adding to `warnings` what the
    /// caller should tell the user: `coin` matching several coins equally well,
    /// values left out as missing (`MissingValues`), lines skipped as a title.
    public init(
        reading input: DataInput, format: DataFormat? = nil, coin: String? = nil, column: String? = nil,
        limits: DataLimits = .standard, warnings: inout [DataWarning]
    ) throws(DataError) {
        try checkContent(of: input)
        switch format ?? DataFormat(detecting: input.bytes, valueKey: column) {
        case .csv:
            if coin != nil { throw DataError(source: input.name, problem: .coinNeedsMarkets) }
            var reader = CSVReader(input, column: column, limits: limits)
            self = try reader.readPrices()
            warnings += reader.warnings
        case .json, .coingecko:
            var reader = JSONDataReader(input, valueKey: column, limits: limits)
            self = try reader.readPrices(coin: coin, requiresCoinGecko: format == .coingecko)
            warnings += reader.warnings
        }
    }
}

/// Refuses input that is blank or cannot be UTF-8 text, in any format, before
/// a parser sees it.
func checkContent(of input: DataInput) throws(DataError) {
    if hasUTF16ByteOrderMark(input.bytes) { throw DataError(source: input.name, problem: .utf16NotSupported) }
    if let kind = binaryKind(of: input.bytes) { throw DataError(source: input.name, problem: .notText(kind)) }
    let text = input.bytes.dropFirst(hasByteOrderMark(input.bytes) ? 3 : 0)
    if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
        throw DataError(source: input.name, problem: .empty)
    }
}
