/// A flattened subpath: straight segments between consecutive points.
///
/// A closed polyline has an implicit last segment from its last point back to its
/// first. Produced by `Path.flattened(tolerance:)`; consumed by the rasterizer.
/// (The stroker and arc-length trimming walk the path's segments instead: they
/// need to know where curves begin and end.)
public struct Polyline: Hashable, Sendable {
    public var points: [Point]
    public var isClosed: Bool

    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}
