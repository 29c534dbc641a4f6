/// Why an easing could not be made from a name or from control points.
public enum EasingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not a CSS keyword and not of the form `cubic-bezier(…)`.
    case unknownName(String)
    /// `cubic-bezier(` without four comma-separated numbers and a closing parenthesis.
    case malformedCubicBezier(String)
    /// Control points that are not finite, or x1/x2 outside 0…1.
    case invalidControlPoint(String)

    public var description: String {
        switch self {
        case .unknownName(let name):
            "unknown easing '\(name)' (expected \(Easing.named.map(\.name).joined(separator: ", ")) or cubic-bezier(x1,y1,x2,y2))"
        case .malformedCubicBezier(let text):
            "malformed '\(text)': expected cubic-bezier(x1,y1,x2,y2) with four numbers"
        case .invalidControlPoint(let reason):
            "invalid cubic-bezier: \(reason)"
        }
    }
}
