import Glibc
import GoldenTesting
import Raster
import TestSupport
import Testing

/// Expects `actual` to equal `expected` byte for byte (both premultiplied RGBA8).
func expectSamePixels(
    _ actual: Pixmap, _ expected: Pixmap, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let difference = PixmapDifference(actual: actual, expected: expected, tolerance: 0) else {
        Issue.record(
            "\(what): \(actual.width)x\(actual.height), expected \(expected.width)x\(expected.height)",
            sourceLocation: sourceLocation)
        return
    }
    #expect(
        difference.differingPixels == 0,
        "\(what): \(difference.differingPixels) pixels differ, by up to \(difference.maxChannelDifference)",
        sourceLocation: sourceLocation)
}

/// Whether each pixel differs in any of `frames` from the first.
func changingPixels(_ frames: [Pixmap]) -> [Bool] {
    let words = frames.map(rgbWords)
    var changing = [Bool](repeating: false, count: words.first?.count ?? 0)
    for frame in words.dropFirst() {
        for i in changing.indices where frame[i] != words[0][i] { changing[i] = true }
    }
    return changing
}

/// How many pixels outside `mask` differ between `a` and `b`.
func changedPixels(_ a: Pixmap, from b: Pixmap, outside mask: [Bool]) -> Int {
    let x = rgbWords(a), y = rgbWords(b)
    return mask.indices.count { !mask[$0] && x[$0] != y[$0] }
}

/// The smallest rectangle holding every true pixel of `mask` (rows of `width`).
func boundingBox(of mask: [Bool], width: Int) -> PixelRect {
    var box = PixelRect.empty
    for (i, isSet) in mask.enumerated() where isSet {
        box = box.union(PixelRect(x: i % width, y: i / width, width: 1, height: 1))
    }
    return box
}

/// The number of distinct RGB colours of the pixels of `frame` that differ from
/// `previous` (all its pixels when there is none).
func distinctColors(in frame: Pixmap, changedFrom previous: Pixmap?) -> Int {
    let words = rgbWords(frame)
    guard let previous else { return Set(words).count }
    let before = rgbWords(previous)
    return Set(words.indices.lazy.filter { words[$0] != before[$0] }.map { words[$0] }).count
}

/// Peak signal-to-noise ratio of the RGB channels in dB (infinity when equal).
func psnr(_ a: Pixmap, _ b: Pixmap) -> Double {
    var sum = 0.0
    for (i, (x, y)) in zip(a.bytes, b.bytes).enumerated() where i % 4 != 3 {
        let d = Double(x) - Double(y)
        sum += d * d
    }
    let mse = sum / Double(a.width * a.height * 3)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}

/// Each pixel's red, green and blue bytes in one word (alpha dropped: a GIF has none,
/// and every chart frame is opaque).
func rgbWords(_ pixmap: Pixmap) -> [UInt32] {
    let bytes = pixmap.bytes
    return stride(from: 0, to: bytes.count, by: 4).map {
        UInt32(bytes[$0]) | UInt32(bytes[$0 + 1]) << 8 | UInt32(bytes[$0 + 2]) << 16
    }
}

/// `pixmap` turned clockwise by `degrees`, through the test's own rotation
/// (`referenceRotation`), not the one under test.
func turned(_ pixmap: Pixmap, by degrees: Int) throws -> Pixmap {
    let picture = referenceRotation(pixmap.bytes, width: pixmap.width, height: pixmap.height, channels: 4, degrees: degrees)
    var result = try Pixmap(width: picture.width, height: picture.height)
    for y in 0..<picture.height {
        for x in 0..<picture.width {
            let i = (y * picture.width + x) * 4
            result.setPixel(
                x: x, y: y,
                to: PremultipliedRGBA8(
                    red: picture.pixels[i], green: picture.pixels[i + 1], blue: picture.pixels[i + 2],
                    alpha: picture.pixels[i + 3]))
        }
    }
    return result
}
