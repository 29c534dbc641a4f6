import Raster

/// Colours shared by scenes, from the charts' theme (docs/scenes.md).
enum BenchColors {
    static let orange = Color(hex: 0xFF4704)
    static let translucentOrange = Color(hex: 0xFF4704, alpha: 0.5)
    static let green = Color(hex: 0x2ECC71)
}
