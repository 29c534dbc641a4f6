import Raster
import Testing

/// Expects `pixmap` to match the golden image `golden/<name>.png` within
/// `tolerance` per channel (premultiplied bytes).
///
/// A mismatch, a size difference or a missing golden records a test issue that
/// names the maximum channel difference, the number of differing pixels and the
/// paths of the actual and diff images written under `.build/golden-failures/`.
/// With `RASTERCHART_UPDATE_GOLDENS=1` the golden is rewritten instead and a
/// warning names it. See `GoldenStore` for the details.
public func expectMatchesGolden(
    _ pixmap: Pixmap, named name: String, tolerance: UInt8 = 0,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let outcome = GoldenStore.package.check(pixmap, named: name, tolerance: tolerance)
    guard let message = outcome.message(named: name, tolerance: tolerance) else { return }
    let severity: Issue.Severity = if case .updated = outcome { .warning } else { .error }
    Issue.record(Comment(rawValue: message), severity: severity, sourceLocation: sourceLocation)
}
