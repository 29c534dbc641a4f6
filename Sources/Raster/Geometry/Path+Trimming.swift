extension Path {
    /// The total arc length of all subpaths (closing lines included).
    public var length: Double { PathMeasure(self).length }

    /// The part of the path between the fractions `from` and `to` (0…1) of its
    /// total arc length, cut exactly inside lines and curves; empty when
    /// `from ≥ to`. To trim the same path repeatedly, keep a `PathMeasure`.
    public func trimmed(from: Double, to: Double) -> Path {
        PathMeasure(self).trimmed(from: from, to: to)
    }
}
