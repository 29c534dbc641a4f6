import Raster

/// Maps a chart's design box (in points) onto a canvas of pixels.
///
/// One uniform scale `s = min(canvasWidth / designWidth, canvasHeight / designHeight)`,
/// with the box centred on the canvas (docs/scenes.md). Every length in the spec —
/// stroke widths, blur radii, offsets, font size — is multiplied by `scale`.
public struct DesignSpace: Hashable, Sendable {
    public let designWidth: Double
    public let designHeight: Double
    public let canvasWidth: Int
    public let canvasHeight: Int
    /// Pixels per design point.
    public let scale: Double
    /// Where the design box's origin lands on the canvas, in pixels.
    public let origin: Point

    public init(designWidth: Double, designHeight: Double, canvasWidth: Int, canvasHeight: Int) {
        self.designWidth = designWidth
        self.designHeight = designHeight
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        scale = min(Double(canvasWidth) / designWidth, Double(canvasHeight) / designHeight)
        origin = Point(
            x: (Double(canvasWidth) - designWidth * scale) / 2,
            y: (Double(canvasHeight) - designHeight * scale) / 2)
    }

    /// A design point in canvas pixels.
    public func pixel(_ p: Point) -> Point {
        Point(x: origin.x + p.x * scale, y: origin.y + p.y * scale)
    }

    /// The whole canvas.
    public var canvas: PixelRect { PixelRect(x: 0, y: 0, width: canvasWidth, height: canvasHeight) }
}
