import Raster

/// Renders a scene's frames from its cached static layers.
///
/// The background (and overlay, if any) is drawn once, at init. A frame at
/// time `t` is then: copy the background into the rectangle that changes,
/// draw the animated part clipped to it, composite the overlay there. The
/// rectangle that changes between the picture held in the pixmap (time `t₀`)
/// and time `t` is `animatedBounds(t₀) ∪ animatedBounds(t)`; it is returned as
/// the frame's dirty rectangle, which the sinks use (GIF frame differencing,
/// framebuffer copies). The renderer keeps no state between frames, so frames
/// can be rendered on several threads, each into its own pixmap.
public struct FrameRenderer: Sendable {
    public let scene: any ChartScene
    public let background: Pixmap
    let overlay: Pixmap?
    /// The overlay's ink, band by band of rows (`Pixmap.inkBands`): compositing skips
    /// the rest.
    let overlayBands: [PixelRect]

    public init(scene: any ChartScene) throws(RasterError) {
        self.scene = scene
        var background = try Pixmap(width: scene.space.canvasWidth, height: scene.space.canvasHeight)
        scene.drawBackground(into: &background)
        self.background = background
        var overlay = try Pixmap(width: scene.space.canvasWidth, height: scene.space.canvasHeight)
        let hasOverlay = scene.drawOverlay(into: &overlay)
        self.overlay = hasOverlay ? overlay : nil
        overlayBands = hasOverlay ? overlay.inkBands : []
    }

    /// A new pixmap of the canvas size holding the background.
    public func makeCanvas() -> Pixmap { background }

    /// Draws the frame at time `t` into `pixmap`, which holds the frame at time
    /// `heldTime` (or, when `heldTime` is nil, anything of the right size), and
    /// returns the rectangle of pixels that may differ from the held frame.
    @discardableResult
    public func render(at t: Double, into pixmap: inout Pixmap, holding heldTime: Double?) -> PixelRect {
        let dirty = changedRect(from: heldTime, to: t)
        guard !dirty.isEmpty else { return .empty }
        pixmap.copy(dirty, from: background)
        scene.drawAnimated(at: t, into: &pixmap, clip: dirty)
        if let overlay {
            for band in overlayBands { pixmap.composite(overlay, in: dirty.intersection(band)) }
        }
        return dirty
    }

    /// The rectangle of pixels that may differ between the frame at `heldTime`
    /// (nil: an unknown picture, so the whole canvas) and the frame at `t`.
    public func changedRect(from heldTime: Double?, to t: Double) -> PixelRect {
        let canvas = scene.space.canvas
        guard let heldTime else { return canvas }
        return scene.animatedBounds(at: heldTime).union(scene.animatedBounds(at: t)).intersection(canvas)
    }
}
