import ChartData

/// What a chart says besides its data, and how it writes its times and values:
/// `--title`, `--summary`, `--caption`, `--tz`, `--date-format` and the value
/// formats. The default adds nothing to the tutorials' charts.
public struct ChartText: Hashable, Sendable {
    /// The header band's title; nil: no title.
    public var title: String?
    /// The line chart's header shows the price at the tip of the line and its
    /// change since the first point.
    public var showsSummary: Bool
    /// The line under the chart, its fields filled from the data's last time.
    public var caption: TimePattern?
    /// The zone the chart's times are shown in; nil: the offsets the data's
    /// times were written with, else UTC.
    public var zone: ZoneRules?
    /// The date labels' pattern; nil: M/d/yy, years for yearly data, times of
    /// day for data within one day.
    public var dateFormat: TimePattern?
    public var values: ValueFormat
    /// The Unix time a caption shows when the data has none (bars, or prices
    /// without times): the run's, or `SOURCE_DATE_EPOCH`.
    public var timeWithoutData: Int64

    public init(
        title: String? = nil, showsSummary: Bool = false, caption: TimePattern? = nil, zone: ZoneRules? = nil,
        dateFormat: TimePattern? = nil, values: ValueFormat = ValueFormat(), timeWithoutData: Int64 = 0
    ) {
        self.title = title
        self.showsSummary = showsSummary
        self.caption = caption
        self.zone = zone
        self.dateFormat = dateFormat
        self.values = values
        self.timeWithoutData = timeWithoutData
    }

    /// Whether the chart has a header band.
    var hasHeader: Bool { title != nil || showsSummary }

    /// The wall clock `time` shows in the chosen zone, or on the clock of the
    /// `offset` it was written with (none: UTC). A date alone (written without
    /// an offset, at midnight UTC as the readers read dates) is that date in
    /// every zone: "2024-01-02" in New York is not the evening of 1 January.
    func localTime(_ time: Int64, writtenWith offset: Int?) -> LocalTime {
        let zone = zone ?? (offset.map { ZoneRules.fixed(seconds: $0) } ?? .utc)
        guard offset == nil, time % 86_400 == 0 else { return zone.localTime(at: time) }
        return LocalTime(midnightOf: CivilDate(unixSeconds: time), offset: zone.offset(at: time))
    }
}
