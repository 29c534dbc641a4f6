/// How a path is stroked: the width of the line, the shape of its ends and corners.
///
/// The width is in the path's own units, so a transform applied when the outline
/// is filled scales the line with everything else, as in SVG.
public struct StrokeStyle: Hashable, Sendable {
    /// The full width of the line; zero, negative or non-finite draws nothing.
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    /// The longest miter, as SVG measures it: the ratio of the miter's length (from
    /// the inner to the outer corner) to the width. A corner of angle θ has ratio
    /// 1 / sin(θ/2); above the limit it is bevelled. The default 4 bevels corners
    /// sharper than about 29°. Values below 1 act as 1.
    public var miterLimit: Double

    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 4) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }
}
