/// Golden-image testing: compare what a test drew with a checked-in PNG.
///
/// Goldens live in `golden/<name>.png` at the package root, located from this
/// file's `#filePath` (Tests/GoldenTesting/…), so tests find them from any working
/// directory. Comparison is on the stored premultiplied bytes, channel by channel,
/// with an optional tolerance. On failure the actual image and a diff image go to
/// `.build/golden-failures/` (ignored by git), never next to the goldens.
///
/// `RASTERCHART_UPDATE_GOLDENS=1 swift test` switches to update mode: goldens that
/// are missing or differ are rewritten instead of compared, and each rewrite is
/// recorded as a warning so the run lists every file to look at before committing.
import PNG
import Raster

/// Where goldens and failure images live, and whether to compare or rewrite.
public struct GoldenStore: Sendable {
    /// Directory holding `<name>.png` goldens.
    public var goldenDirectory: String
    /// Directory receiving `<name>.actual.png` and `<name>.diff.png` on failure.
    public var failureDirectory: String
    /// Rewrite goldens instead of comparing.
    public var isUpdating: Bool

    public init(goldenDirectory: String, failureDirectory: String, isUpdating: Bool) {
        self.goldenDirectory = goldenDirectory
        self.failureDirectory = failureDirectory
        self.isUpdating = isUpdating
    }

    /// The package's store: `golden/` and `.build/golden-failures/` at the package
    /// root, updating when `RASTERCHART_UPDATE_GOLDENS=1`.
    public static let package: GoldenStore = {
        let root = String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/"))
        return GoldenStore(
            goldenDirectory: root + "/golden",
            failureDirectory: root + "/.build/golden-failures",
            isUpdating: environment("RASTERCHART_UPDATE_GOLDENS") == "1")
    }()

    /// Compares `pixmap` with the golden `name` (or rewrites it in update mode).
    /// `name` may contain `/` to group goldens in folders, but no `..`.
    public func check(_ pixmap: Pixmap, named name: String, tolerance: UInt8 = 0) -> GoldenOutcome {
        guard !name.isEmpty, !name.split(separator: "/").contains(".."), !name.hasPrefix("/") else {
            return .failed("invalid golden name (empty, absolute or containing '..')")
        }
        let goldenPath = "\(goldenDirectory)/\(name).png"
        let expected: Pixmap?
        do {
            expected = fileExists(goldenPath) ? try Pixmap(contentsOfPNGFile: goldenPath) : nil
        } catch {
            if !isUpdating { return .failed("cannot read \(goldenPath): \(error)") }
            expected = nil
        }

        if isUpdating {
            if let expected, expected.width == pixmap.width, expected.height == pixmap.height,
                expected.bytes == pixmap.bytes
            {
                return .matched
            }
            return write(pixmap, to: goldenPath).map { .failed($0) } ?? .updated(path: goldenPath)
        }

        let actualPath = "\(failureDirectory)/\(name).actual.png"
        guard let expected else {
            return write(pixmap, to: actualPath).map { .failed($0) }
                ?? .missing(goldenPath: goldenPath, actualPath: actualPath)
        }
        guard let difference = PixmapDifference(actual: pixmap, expected: expected, tolerance: tolerance) else {
            return write(pixmap, to: actualPath).map { .failed($0) }
                ?? .sizeMismatch(
                    expected: "\(expected.width)x\(expected.height)", actual: "\(pixmap.width)x\(pixmap.height)",
                    actualPath: actualPath)
        }
        if difference.differingPixels == 0 { return .matched }
        let diffPath = "\(failureDirectory)/\(name).diff.png"
        let diff = PixmapDifference.image(actual: pixmap, expected: expected, tolerance: tolerance)
        return (write(pixmap, to: actualPath) ?? write(diff, to: diffPath)).map { .failed($0) }
            ?? .mismatch(difference, actualPath: actualPath, diffPath: diffPath)
    }

    /// Writes `pixmap` to `path`, creating directories; the error text, or nil on success.
    private func write(_ pixmap: Pixmap, to path: String) -> String? {
        if let slash = path.lastIndex(of: "/"), !makeDirectories(String(path[..<slash])) {
            return "cannot create the directory of \(path)"
        }
        do {
            try pixmap.writePNG(toFile: path)
            return nil
        } catch {
            return error.description
        }
    }
}
