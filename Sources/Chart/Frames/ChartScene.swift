import Raster

/// A chart that can be drawn at any moment of its animation.
///
/// A scene splits its picture into three layers so frames are cheap:
/// a static opaque background (drawn once per animation), the animated part
/// (drawn every frame, only inside the rectangle it can touch), and an optional
/// static overlay above the animated part (the line chart's value labels sit on
/// top of its glow). `FrameRenderer` puts them together.
public protocol ChartScene: Sendable {
    /// The canvas and the design box on it.
    var space: DesignSpace { get }
    /// When the animation ends, in seconds; the picture is constant from then on.
    var duration: Double { get }
    /// Characters the labels use that the embedded font lacks (drawn as boxes).
    var missingCharacters: Set<Character> { get }
    /// Draws the static picture under the animated part over every pixel, from the
    /// theme's background up (transparent where the theme's background is).
    func drawBackground(into pixmap: inout Pixmap)
    /// Draws the static picture above the animated part onto a transparent pixmap;
    /// returns false when the scene has no overlay.
    func drawOverlay(into pixmap: inout Pixmap) -> Bool
    /// The pixels the animated part may touch at time `t` (may be empty).
    func animatedBounds(at t: Double) -> PixelRect
    /// Draws the animated part at time `t` over the background, only inside `clip`.
    func drawAnimated(at t: Double, into pixmap: inout Pixmap, clip: PixelRect)
}
