import Animation
import Chart
import ChartData
import Framebuffer
import Raster

/// Everything the command line asks for, already validated.
///
/// `parse(arguments:)` makes it; the executable turns it into a chart, a
/// timeline and sinks. Optional fields are nil when the option was not given
/// and the right default depends on something the parser cannot know: the
/// canvas size (800×480, or the screen for `--fb`), the data (the chart's
/// built-in series), its format (detected from the content) and the
/// animation times (each chart's own, from docs/scenes.md).
///
/// Every option may be given at most once; a repeat is a usage error rather
/// than last-wins, so `--png a.png --png b.png` cannot silently drop an output.
/// `--color` repeats, once for each role, by the same rule.
public struct Options: Hashable, Sendable {
    public var chart: ChartKind = .bars

    /// `--gif FILE`: the whole animation as a GIF (`--gif -`: `/dev/stdout`).
    public var gifPath: String?
    /// `--gif-quality`: how closely the GIF follows the rendered frames.
    public var gifQuality: GIFQuality = .high
    /// `--png FILE`: one still, chosen by `still` (`--png -`: `/dev/stdout`).
    public var pngPath: String?
    /// Which frame `--png` writes: the final one unless `--time` or `--frame` says otherwise.
    public var still: Still = .end
    /// `--frames DIR`: every frame as a numbered PNG in this directory.
    public var framesDirectory: String?
    /// `--fb DEVICE`: play on a framebuffer device, a DRM card (or a regular
    /// file with `--fb-format`); `automaticScreen` finds one.
    public var framebufferDevice: String?
    /// `--fb-format`: the geometry and pixel format of a regular file used as `--fb`.
    public var framebufferFormat: FramebufferGeometry?
    /// False with `--no-console`: leave the tty's mode and cursor alone.
    public var controlsConsole = true
    /// `--dither`: how 16-bit screens (channels narrower than 8 bits) get their colours.
    public var dither: Dither = .ordered

    /// `--data` (each one given, in order) or `--data-command`: where the data comes
    /// from; empty means the chart's built-in data.
    public var data: [DataSource] = []
    /// `--format`: nil means detect the format from the content.
    public var dataFormat: DataFormat?
    /// `--coin`: the CoinGecko coins to chart; nil means the first coin.
    public var coins: Coins?
    /// `--column`: the value column's header name, or JSON objects' value key
    /// (case ignored); nil means value, price or close.
    public var column: String?
    /// `--every`: seconds between runs of `--data-command`; nil runs it once.
    public var every: Double?

    /// `--size`: the output's size as written (the file's, or the screen's
    /// part), before `rotation` turns the canvas; nil means 800×480 for files,
    /// the whole screen for `--fb`.
    public var size: CanvasSize?
    /// `--max-pixels`: the canvas budget, width × height at most.
    public var maximumPixels = Options.defaultPixelBudget
    /// `--fps`: 1…50.
    public var framesPerSecond = 30
    /// `--hold`: how long the last frame stays before the animation ends or repeats.
    public var hold: Hold = .seconds(Hold.defaultSeconds)
    /// `--loop`: how many times the animation plays.
    public var loop: Loop = .forever
    public var theme: Theme = .dark

    /// `--duration`: each element's animation time in seconds; nil means the chart's.
    public var duration: Double?
    /// `--delay`: seconds before the first element moves; nil means the chart's.
    public var delay: Double?
    /// `--stagger`: seconds between the starts of neighbouring bars; nil means the chart's.
    public var stagger: Double?
    /// `--easing`: nil means the chart's (`ease` for bars, `linear` for the line).
    public var easing: Easing?

    /// `--color ROLE=COLOR`: colours set over the theme, at most one a role.
    public var colors: [Chart.Theme.Role: Color] = [:]
    /// `--matte COLOR`: the opaque page a transparent background's partly covered
    /// pixels are blended onto where the output has no alpha (GIF, framebuffer).
    public var matte: Color?
    /// `--max-bytes`: the largest GIF to write, in bytes.
    public var maximumBytes: Int?

    // Titles, captions and formats.

    /// `--title`: the header band's title.
    public var title: String?
    /// `--summary`: the line chart's header shows the price and its change.
    public var showsSummary = false
    /// `--caption`: the line under the chart, its time fields filled in.
    public var caption: TimePattern?
    /// `--tz`: the zone times are shown in; nil means the data's own offsets, else UTC.
    public var zone: Zone?
    /// `--date-format`: the line chart's date labels; nil means M/d/yy.
    public var dateFormat: TimePattern?
    /// `--numbers`, `--decimals`, `--prefix`, `--suffix`: how values are written.
    public var values = ValueFormat()

    /// `--rotate`: how every output is turned, clockwise; the chart is laid out
    /// for the turned size.
    public var rotation: Rotation = .none

    /// `--quiet`: no progress line and no warnings (the missing-glyph warning,
    /// the framebuffer line); errors still print.
    public var isQuiet = false

    /// `--fb auto`: /dev/fb0, else the first DRM card with a display.
    public static let automaticScreen = "auto"

    /// The canvas size used when `--size` is not given and no screen decides it.
    public static let defaultSize = CanvasSize(validWidth: 800, height: 480)

    /// The canvas budget without `--max-pixels`: 16 Mpx (4096×4096), four times
    /// a 4K screen. Each frame needs a few canvases of 4 bytes a pixel, so the
    /// budget bounds memory; a bigger canvas is refused unless asked for.
    public static let defaultPixelBudget = 16_777_216

    public init() {}

    /// Throws when a `width`×`height` canvas is over the pixel budget.
    public func checkPixelBudget(width: Int, height: Int) throws(UsageError) {
        let pixels = width.multipliedReportingOverflow(by: height)
        guard pixels.overflow || pixels.partialValue > maximumPixels else { return }
        throw .conflict(
            "the canvas \(width)x\(height) is over the budget of \(maximumPixels) pixels; raise it with --max-pixels")
    }

    /// Whether any output (`--gif`, `--png`, `--frames`, `--fb`) was asked for.
    public var hasOutput: Bool {
        gifPath != nil || pngPath != nil || framesDirectory != nil || framebufferDevice != nil
    }
}
