import Raster

/// A stand-in for one of the two chart scenes of SCENES.md, drawn with the raster
/// core, for measuring GIF encoding before the Chart module lands. Same theme,
/// layout, timing and effects (gradient bars with the `ease` curve; a trimmed line
/// with the four-shadow glow), simplified where it does not matter to the encoder.
protocol StandInScene {
    /// The animation's length in seconds.
    var duration: Double { get }
    /// Draws the static layer (background, grid, labels).
    func drawStatic(into pixmap: inout Pixmap)
    /// Draws the moving part at time `t` over a pixmap holding the previous frame
    /// and the static layer in `base`; returns the dirty rectangle.
    mutating func drawFrame(at t: Double, into pixmap: inout Pixmap, base: Pixmap) -> PixelRect
}

/// Maps design units of a `designWidth × designHeight` box, scaled uniformly and centred.
struct DesignSpace {
    let scale: Double
    let transform: Transform

    init(designWidth: Double, designHeight: Double, width: Int, height: Int, origin: Point = Point(x: 0, y: 0)) {
        scale = min(Double(width) / designWidth, Double(height) / designHeight)
        let ox = (Double(width) - designWidth * scale) / 2 + origin.x * scale
        let oy = (Double(height) - designHeight * scale) / 2 + origin.y * scale
        transform = Transform(a: scale, b: 0, c: 0, d: scale, tx: ox, ty: oy)
    }

    func pixel(_ p: Point) -> Point {
        Point(x: transform.a * p.x + transform.tx, y: transform.d * p.y + transform.ty)
    }
}

extension Color {
    static let background = Color(hex: 0x12_1218)
}
