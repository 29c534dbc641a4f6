/// Errors the raster core reports instead of trapping.
public enum RasterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A canvas size outside 1…16384 on either side.
    case invalidSize(width: Int, height: Int)

    public var description: String {
        switch self {
        case .invalidSize(let w, let h):
            "invalid canvas size \(w)x\(h): each side must be 1…\(Pixmap.maximumSide) pixels"
        }
    }
}
