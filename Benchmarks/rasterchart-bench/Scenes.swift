/// Every scene, in report order: the C baselines first, then one group per file.
let allScenes: [Scene] =
    baselineScenes
    + fillScenes
    + strokeScenes
    + pixmapScenes
    + textScenes
    + effectsScenes
    + chartScenes
    + framebufferScenes

/// The names of the C baselines other scenes are divided by.
enum Baseline {
    static let memset = "c-memset"
    static let sourceOver = "c-source-over"

    /// The memset of a frame of this size: `c-memset` for 800×480, else `c-memset-WxH`.
    static func memset(width: Int, height: Int) -> String {
        (width, height) == (Scene.frameWidth, Scene.frameHeight) ? memset : "\(memset)-\(width)x\(height)"
    }
}
