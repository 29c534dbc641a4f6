/// A linear gradient: colour varies along the line from `start` to `end` and is
/// constant across it.
///
/// - Stops: any number. Offsets are clamped to 0…1 and sorted (stops with equal
///   offsets keep their order, giving a hard edge); non-finite offsets are
///   ignored. No stops paint nothing; one stop paints its colour.
/// - Pad: before the first stop the first colour holds, after the last the last.
/// - Interpolation is linear in *premultiplied* sRGB, so a stop fading to
///   transparent does not darken towards the transparent stop's (invisible)
///   colour — what CSS and Core Graphics do.
/// - Points are in the same user space as the path; a fill's transform maps
///   both. A zero-length gradient (start = end) paints its last stop.
public struct LinearGradient: Hashable, Sendable {
    public var start: Point
    public var end: Point
    public var stops: [GradientStop]

    public init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }
}
