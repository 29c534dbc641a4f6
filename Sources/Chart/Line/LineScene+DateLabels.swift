import ChartData
import Raster

extension LineScene {
    /// The step between the points' times in seconds, `(last − first)/(n − 1)`;
    /// nil without both times. In doubles, as times from outside the readers may
    /// be any Int64 (a single price makes it infinite).
    static func step(first: Int64?, last: Int64?, count: Int) -> Double? {
        guard let first, let last else { return nil }
        return (Double(last) - Double(first)) / Double(count - 1)
    }

    /// The labels under the chart's left and right edges: the first and the last
    /// point's times on the clock the chart shows (`ChartText.localTime`), in
    /// `pattern` when one is given. Otherwise M/d/yy; yearly data (a step of a
    /// year or more between 1 Januaries) is labelled with years, and data within
    /// one day with times of day, to the second when the minutes are equal too.
    /// Without the first time (a sparkline with only `last_updated`) the left
    /// label is the tutorial's: seven days before the last. Nil without times.
    static func dateLabels(first: LocalTime?, last: LocalTime?, step: Double?, pattern: TimePattern?)
        -> (left: String, right: String)?
    {
        guard let last else { return nil }
        guard let first else {
            let weekBefore = LocalTime(midnightOf: last.date.adding(days: -7), offset: last.offset)
            let labels = pattern ?? .shortDate
            return (labels.text(for: weekBefore), labels.text(for: last))
        }
        if let pattern { return (pattern.text(for: first), pattern.text(for: last)) }
        if let step, step >= 360 * 86_400, isNewYear(first), isNewYear(last) {
            return (String(first.date.year), String(last.date.year))
        }
        guard first.date == last.date else {
            return (TimePattern.shortDate.text(for: first), TimePattern.shortDate.text(for: last))
        }
        let minutes = (first.clockLabel(seconds: false), last.clockLabel(seconds: false))
        guard minutes.0 == minutes.1 else { return minutes }
        return (first.clockLabel(seconds: true), last.clockLabel(seconds: true))
    }

    /// Whether `time` is midnight on 1 January.
    private static func isNewYear(_ time: LocalTime) -> Bool {
        time.date.month == 1 && time.date.day == 1 && time.hour == 0 && time.minute == 0 && time.second == 0
    }

    /// `labels` in `font`, or in a smaller one where both with a gap between them
    /// are wider than `room` pixels (a long `--date-format`); where even the
    /// smallest is too wide, only the right label, cut to the room. M/d/yy, years
    /// and times of day always fit.
    static func fitted(_ labels: (left: String, right: String)?, font: Font, room: Double)
        -> ((left: String, right: String)?, Font)
    {
        guard let labels else { return (nil, font) }
        let gap = font.width(of: "  ")
        func fits(_ font: Font) -> Bool { font.width(of: labels.left) + gap + font.width(of: labels.right) <= room }
        var fitting = font
        while !fits(fitting), let smaller = fitting.nextSmaller { fitting = smaller }
        guard fits(fitting) else { return (("", fitting.cut(labels.right, toWidth: room)), fitting) }
        return (labels, fitting)
    }
}
