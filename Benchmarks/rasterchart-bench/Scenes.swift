/// Every scene, in report order: the C baselines first, then one group per file.
let allScenes: [Scene] =
    baselineScenes
    + fillScenes
    + strokeScenes
    + pixmapScenes
    + textScenes
    + effectsScenes
    + chartScenes

/// The names of the C baselines other scenes are divided by.
enum Baseline {
    static let memset = "c-memset"
    static let sourceOver = "c-source-over"
}
