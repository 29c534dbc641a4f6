/// A key of a top-level JSON object that the reader recognises, and the reader
/// it selects.
///
/// `all` is where the recognised JSON formats end. A top-level array is read by
/// its first element (numbers, `{"value"}` objects, rows of `JSONRowShape`, or
/// CoinGecko's /coins/markets coins); a top-level object only through the keys
/// listed in `all`, every other key skipped. The reader picks a key's reader
/// from this table (`JSONDataReader.topLevelReader(for:)`), and the messages that
/// say what is recognised (`seriesExpected`, `DataProblem.notCoinGecko`) are
/// written from it, so a format added here is both read and named.
struct JSONTopLevelKey {
    /// What the value under the key is read as.
    enum Reader {
        /// CoinGecko's market chart: `[[ms, price], …]`.
        case marketChart
        /// Kraken's OHLC: the pair's candles under its name.
        case krakenOHLC
        /// Yahoo Finance's chart API: the closes at their timestamps.
        case yahooChart
        /// Alpha Vantage's time series: each date's "4. close".
        case alphaVantageSeries
        /// An API's error in place of data (Kraken's, Yahoo's).
        case reportedError
        /// CoinGecko's error answer: `{"error_code": 429, "error_message": "…"}`.
        case statusError
        /// Alpha Vantage's "Meta Data", for the zone its times are written in.
        case alphaVantageMeta
        /// A sentence in place of data (Alpha Vantage's bad call, its rate limit).
        case message

        /// Whether the key holds the price series, of which an object has one.
        var readsSeries: Bool {
            switch self {
            case .marketChart, .krakenOHLC, .yahooChart, .alphaVantageSeries: true
            case .reportedError, .statusError, .alphaVantageMeta, .message: false
            }
        }
    }

    /// The key, or the text a key holds when `isPartial` (Alpha Vantage names
    /// its series by interval: "Time Series (Daily)", "Time Series (5min)").
    let key: String
    let isPartial: Bool
    /// Whether only an object under the key selects the reader: "result" and
    /// "chart" are common words, which other APIs use for other values.
    let requiresObject: Bool
    let reader: Reader
    /// Whose format it is, and a key and the shape of its value as messages
    /// show them (`written(withValue:)`).
    let source: String
    let example: String
    let valueShape: String

    private init(
        _ key: String, isPartial: Bool = false, requiresObject: Bool = false, reader: Reader, source: String,
        example: String? = nil, valueShape: String = "…"
    ) {
        self.key = key
        self.isPartial = isPartial
        self.requiresObject = requiresObject
        self.reader = reader
        self.source = source
        self.example = example ?? key
        self.valueShape = valueShape
    }

    static let marketChart = JSONTopLevelKey("prices", reader: .marketChart, source: "CoinGecko", valueShape: "[[ms, price], …]")

    /// The recognised top-level keys: this table is where the recognised JSON
    /// formats end. An object without one of the series' keys is refused: with
    /// the API's error or sentence when it holds one, else with a message that
    /// lists the series from here, first to last.
    static let all = [
        marketChart,
        JSONTopLevelKey(
            "result", requiresObject: true, reader: .krakenOHLC, source: "Kraken",
            valueShape: "{pair: [[s, open, high, low, close, …], …]}"),
        JSONTopLevelKey(
            "chart", requiresObject: true, reader: .yahooChart, source: "Yahoo",
            valueShape: #"{"result": [{"timestamp": […], "indicators": {"quote": [{"close": […]}]}}]}"#),
        JSONTopLevelKey(
            "Time Series", isPartial: true, reader: .alphaVantageSeries, source: "Alpha Vantage",
            example: "Time Series (Daily)", valueShape: #"{"2024-01-03": {"4. close": "…"}, …}"#),
        JSONTopLevelKey("error", reader: .reportedError, source: "Kraken and Yahoo"),
        JSONTopLevelKey("status", requiresObject: true, reader: .statusError, source: "CoinGecko"),
        JSONTopLevelKey("Meta Data", requiresObject: true, reader: .alphaVantageMeta, source: "Alpha Vantage"),
        JSONTopLevelKey("Error Message", reader: .message, source: "Alpha Vantage"),
        JSONTopLevelKey("Information", reader: .message, source: "Alpha Vantage"),
        JSONTopLevelKey("Note", reader: .message, source: "Alpha Vantage"),
    ]

    /// Whether `name` is this key, or holds it when the key is partial.
    func names(_ name: String) -> Bool {
        isPartial ? name.contains(key) : name == key
    }

    /// The shape as messages write it: `{"prices": [[ms, price], …]}`, or with `…` for the value.
    func written(withValue: Bool) -> String {
        "{\"\(example)\": \(withValue ? valueShape : "…")}"
    }

    /// The series' shapes for a message, after what an array may hold:
    /// `CoinGecko's {"prices": …}, … or Alpha Vantage's {"Time Series (Daily)": …}`.
    static var seriesExpected: String {
        let shapes = all.filter(\.reader.readsSeries).map { "\($0.source)'s \($0.written(withValue: false))" }
        return shapes.dropLast().joined(separator: ", ") + " or " + (shapes.last ?? "")
    }
}
