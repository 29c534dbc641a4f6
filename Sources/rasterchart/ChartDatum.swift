import ChartData

/// One chart of a run: the id `{id}` and messages call it by, and its data.
struct ChartDatum: Equatable, Sendable {
    enum Content: Equatable, Sendable {
        case bars(BarData)
        case prices(PriceSeries)
    }

    let id: String
    let content: Content
}
