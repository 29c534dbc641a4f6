/// What checking a pixmap against its golden image found.
public enum GoldenOutcome: Sendable, Equatable {
    /// The golden exists and every channel is within the tolerance.
    case matched
    /// Update mode: the golden at `path` was written (it was missing or differed).
    case updated(path: String)
    /// No golden yet; the actual image was written to `actualPath` for review.
    case missing(goldenPath: String, actualPath: String)
    /// Sizes differ; the actual image was written to `actualPath`.
    case sizeMismatch(expected: String, actual: String, actualPath: String)
    /// Pixels differ beyond the tolerance; actual and diff images were written.
    case mismatch(PixmapDifference, actualPath: String, diffPath: String)
    /// The golden could not be read or an image could not be written.
    case failed(String)

    /// The text of the test issue this outcome records; nil for `.matched`.
    public func message(named name: String, tolerance: UInt8) -> String? {
        switch self {
        case .matched:
            nil
        case .updated(let path):
            "golden '\(name)' rewritten at \(path) (RASTERCHART_UPDATE_GOLDENS=1): look at it before committing"
        case .missing(let goldenPath, let actualPath):
            "golden '\(name)' is missing at \(goldenPath); the actual image is at \(actualPath). "
                + "Look at it, then run with RASTERCHART_UPDATE_GOLDENS=1 to record it"
        case .sizeMismatch(let expected, let actual, let actualPath):
            "golden '\(name)' is \(expected) but the image is \(actual); actual written to \(actualPath)"
        case .mismatch(let difference, let actualPath, let diffPath):
            "golden '\(name)' differs: max channel difference \(difference.maxChannelDifference) "
                + "(tolerance \(tolerance)), \(difference.differingPixels) pixels differ; "
                + "actual: \(actualPath), diff: \(diffPath)"
        case .failed(let reason):
            "golden '\(name)': \(reason)"
        }
    }
}
