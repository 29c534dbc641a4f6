import Raster

/// Maps a chart's design box (in points) onto a canvas of pixels.
///
/// One uniform scale `s = min(canvasWidth / designWidth, canvasHeight / boxHeight)`,
/// with the box centred on the canvas (docs/scenes.md). Every length in the spec —
/// stroke widths, blur radii, offsets, font size — is multiplied by `scale`.
///
/// A header band (`--title`, `--summary`) grows the box upward and a caption band
/// downward: the box is `bandAbove + designHeight + bandBelow` high, the chart's
/// own coordinates stay where the spec puts them (y = 0 its top), and the bands
/// lie at negative y and below `designHeight`. Without bands the box is the spec's.
public struct DesignSpace: Hashable, Sendable {
    public let designWidth: Double
    /// The chart's own height, without the bands.
    public let designHeight: Double
    /// The header band's height, above y = 0.
    public let bandAbove: Double
    /// The caption band's height, below `designHeight`.
    public let bandBelow: Double
    public let canvasWidth: Int
    public let canvasHeight: Int
    /// Pixels per design point.
    public let scale: Double
    /// Where the chart's design origin (the top of its own box, below the
    /// header band) lands on the canvas, in pixels.
    public let origin: Point

    public init(
        designWidth: Double, designHeight: Double, canvasWidth: Int, canvasHeight: Int, bandAbove: Double = 0,
        bandBelow: Double = 0
    ) {
        self.designWidth = designWidth
        self.designHeight = designHeight
        self.bandAbove = bandAbove
        self.bandBelow = bandBelow
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        let boxHeight = bandAbove + designHeight + bandBelow
        scale = min(Double(canvasWidth) / designWidth, Double(canvasHeight) / boxHeight)
        origin = Point(
            x: (Double(canvasWidth) - designWidth * scale) / 2,
            y: (Double(canvasHeight) - boxHeight * scale) / 2 + bandAbove * scale)
    }

    /// A design point in canvas pixels.
    public func pixel(_ p: Point) -> Point {
        Point(x: origin.x + p.x * scale, y: origin.y + p.y * scale)
    }

    /// The whole canvas.
    public var canvas: PixelRect { PixelRect(x: 0, y: 0, width: canvasWidth, height: canvasHeight) }
}
