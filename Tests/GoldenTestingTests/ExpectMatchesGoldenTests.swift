import GoldenTesting
import Raster
import Testing

/// The public entry point against a golden checked into `golden/`.
@Suite struct ExpectMatchesGoldenTests {
    /// 32×32 checkerboard of 4-pixel squares: opaque orange and half-transparent blue.
    private func checkerboard() throws -> Pixmap {
        var pixmap = try Pixmap(width: 32, height: 32)
        let orange = Color(hex: 0xFF4704).premultiplied
        let blue = Color(hex: 0x1F77B4, alpha: 0.5).premultiplied
        for y in 0..<32 {
            for x in 0..<32 {
                pixmap.setPixel(x: x, y: y, to: (x / 4 + y / 4) % 2 == 0 ? orange : blue)
            }
        }
        return pixmap
    }

    @Test func matchingImagePasses() throws {
        expectMatchesGolden(try checkerboard(), named: "golden-testing/checkerboard")
    }

    /// Disabled in update mode, where it would overwrite the golden with the changed image.
    @Test(.enabled(if: !GoldenStore.package.isUpdating))
    func changedImageRecordsAnIssue() throws {
        var changed = try checkerboard()
        changed.setPixel(x: 5, y: 9, to: Color.white.premultiplied)
        withKnownIssue {
            expectMatchesGolden(changed, named: "golden-testing/checkerboard")
        } matching: { issue in
            String(describing: issue).contains("1 pixels differ")
        }
    }
}
