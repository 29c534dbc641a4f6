import Raster

/// One named, timed benchmark: `draw` runs again and again on one frame that
/// `makeFrame` prepared outside the timing. The frame is not reset between runs,
/// so `draw` must cost the same whatever the frame already holds.
///
/// To add a scene, append it to a group in a `*Scenes.swift` file (or add a file
/// with a new group and list the group in `Scenes.swift`).
struct Scene: Sendable {
    /// Unique, kebab-case; what `--filter` matches and `--save` names the PNG after.
    let name: String
    /// The scene whose median this one's is divided by (a C baseline); nil for none.
    let baseline: String?
    /// Pixels drawn per run (area covered), for the Mpx/s column; 0 for a scene
    /// that draws nothing (a data reduction), whose column shows "–".
    let pixels: Double
    /// The frame each run draws into.
    let makeFrame: @Sendable () throws -> Pixmap
    /// The timed work.
    let draw: @Sendable (inout Pixmap) -> Void

    init(
        _ name: String, baseline: String? = nil, pixels: Double,
        frame makeFrame: @escaping @Sendable () throws -> Pixmap = Scene.standardFrame,
        draw: @escaping @Sendable (inout Pixmap) -> Void
    ) {
        self.name = name
        self.baseline = baseline
        self.pixels = pixels
        self.makeFrame = makeFrame
        self.draw = draw
    }

    /// The default canvas of both charts.
    static let frameWidth = 800, frameHeight = 480

    /// An 800×480 frame in the charts' background colour, #121218.
    static func standardFrame() throws -> Pixmap {
        try Pixmap(width: frameWidth, height: frameHeight, color: Color(hex: 0x121218))
    }
}
