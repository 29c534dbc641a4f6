/// One line segment of an outline, ready for coverage accumulation: in the
/// rasterizer's region-local pixel coordinates, inside the region
/// (0 ≤ x ≤ width, 0 ≤ y ≤ height), always pointing down (`y0 < y1`), with the
/// original direction kept as `winding` (+1 drawn downwards, −1 upwards).
struct Edge {
    var x0: Float
    var y0: Float
    var x1: Float
    var y1: Float
    var winding: Float
}
