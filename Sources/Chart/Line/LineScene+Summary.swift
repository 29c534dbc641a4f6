import ChartData
import Raster

// The header's summary (`--summary`): the price at the tip of the line and its
// change since the first point, "43,549.06  +1.28%", the change in the up or
// down colour. While the line draws itself the summary follows its tip, as a
// stock app's header follows the finger scrubbing its chart; the last frame
// shows the last price.

extension LineScene {
    /// The header band of `text` over a chart of `prices`, its summary area sized
    /// for the widest summary: that of the highest or lowest price (the most
    /// digits and the largest change), or of the first or last.
    static func header(_ text: ChartText, prices: [Double], space: DesignSpace) -> HeaderBand {
        var summaries: [(price: String, change: String?)] = []
        if text.showsSummary {
            let extremes = [prices.indices.max { prices[$0] < prices[$1] }, prices.indices.min { prices[$0] < prices[$1] }]
            for index in Set(extremes.compactMap { $0 } + [0, prices.count - 1]) where prices.indices.contains(index) {
                let summary = Self.summary(of: index, prices: prices, values: text.values)
                summaries.append((summary.price, summary.change?.text))
            }
        }
        return HeaderBand(title: text.title, summaries: summaries, space: space, left: 4, right: designWidth - 4)
    }

    /// The summary for the price at `index`: its text in the value format
    /// (grouped unless `--numbers` says otherwise) and its change since the first
    /// price as a signed percentage, with the sign's direction (nil when the first
    /// price is 0, as no percentage of it means anything).
    static func summary(of index: Int, prices: [Double], values: ValueFormat)
        -> (price: String, change: (text: String, direction: Int)?)
    {
        let price = prices[index]
        let text = values.text(price, notation: .grouped)
        guard let first = prices.first, first != 0 else { return (text, nil) }
        let percent = (price - first) / abs(first) * 100
        guard percent.isFinite else { return (text, nil) }
        let direction = price > first ? 1 : price < first ? -1 : 0
        // U+2212, as wide as "+" in DejaVu Sans: the change keeps its place when
        // the price crosses the first.
        let sign = direction > 0 ? "+" : direction < 0 ? "\u{2212}" : ""
        let magnitude = abs(percent) < 0.1 ? NumberFormatting.fixed(abs(percent), decimals: 2)
            : NumberFormatting.grouped(abs(percent), decimals: 2)
        return (text, (sign + magnitude + "%", direction))
    }

    /// The index of the price at the tip of `line`, the line trimmed for time `t`:
    /// the last point the tip has reached (point i sits at x = W/n·(i + 1)).
    /// Before the line starts, the first; once it is whole, the last.
    func tipIndex(of line: Path?, at t: Double) -> Int {
        guard animation.progress(at: t) < 1 else { return prices.count - 1 }
        guard let tip = line?.elements.last else { return 0 }
        let point: Point
        switch tip {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): point = p
        case .close: return 0
        }
        let x = (point.x - space.origin.x) / space.scale
        let reached = (x / Self.designWidth * Double(prices.count) + 1e-9).rounded(.down) - 1
        guard reached.isFinite else { return 0 }
        return Int(min(max(reached, 0), Double(prices.count - 1)))
    }

    /// Draws the summary for the price at `index` into the header's summary area.
    func drawSummary(_ header: HeaderBand, at index: Int, into pixmap: inout Pixmap, clip: PixelRect) {
        let summary = Self.summary(of: index, prices: prices, values: text.values)
        let change = summary.change.map { change in
            (change.text, change.direction > 0 ? theme.lineUp : change.direction < 0 ? theme.lineDown : theme.secondaryText)
        }
        header.drawSummary(price: summary.price, change: change, priceColor: theme.primaryText, into: &pixmap, clip: clip)
    }
}
