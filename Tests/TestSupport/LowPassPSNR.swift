#if canImport(Glibc)
import Glibc
#endif

/// The PSNR of two RGB pictures (3 bytes a pixel, row by row) after a Gaussian
/// low-pass of `sigma` pixels, over the three channels; infinity when equal.
///
/// With σ = 1.5 px it is roughly what an eye sees at viewing distance: a
/// dither's fine pattern averages out and what is left is the error in tone
/// (contours, colour shifts). The filter is separable, ⌈3σ⌉ taps each side,
/// normalized, with the edges mirrored (a b c | c b a), as numpy's "symmetric"
/// padding in Benchmarks/dither-compare/compare.py, so the two give the same
/// figures.
public func lowPassPSNR(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int, sigma: Double = 1.5) -> Double {
    precondition(a.count == width * height * 3 && b.count == a.count, "two RGB pictures of width × height")
    let x = gaussianLowPass(a, width: width, height: height, sigma: sigma)
    let y = gaussianLowPass(b, width: width, height: height, sigma: sigma)
    var sum = 0.0
    for i in x.indices {
        let d = x[i] - y[i]
        sum += d * d
    }
    let mse = sum / Double(x.count)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}

/// Each channel of an RGB picture blurred by a separable Gaussian (see
/// `lowPassPSNR`). Written with raw pointers over a mirrored, padded copy: the
/// tests run unoptimized, where array indexing would take a minute a picture.
func gaussianLowPass(_ rgb: [UInt8], width: Int, height: Int, sigma: Double) -> [Double] {
    let radius = Int((3 * sigma).rounded(.up))
    var taps = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    let total = taps.reduce(0, +)
    taps = taps.map { $0 / total }
    func mirrored(_ i: Int, _ n: Int) -> Int {
        var i = i
        while i < 0 || i >= n { i = i < 0 ? -i - 1 : 2 * n - i - 1 }
        return i
    }
    let paddedWidth = width + 2 * radius, paddedHeight = height + 2 * radius
    // The picture with `radius` mirrored pixels around it, as Doubles.
    var padded = [Double](repeating: 0, count: paddedWidth * paddedHeight * 3)
    for y in 0..<paddedHeight {
        let row = mirrored(y - radius, height) * width
        for x in 0..<paddedWidth {
            let from = (row + mirrored(x - radius, width)) * 3, to = (y * paddedWidth + x) * 3
            for c in 0..<3 { padded[to + c] = Double(rgb[from + c]) }
        }
    }
    // Rows first (every padded row, so the columns pass has its margins), then columns.
    var rows = [Double](repeating: 0, count: width * paddedHeight * 3)
    var out = [Double](repeating: 0, count: width * height * 3)
    taps.withUnsafeBufferPointer { taps in
        padded.withUnsafeBufferPointer { padded in
            rows.withUnsafeMutableBufferPointer { rows in
                for y in 0..<paddedHeight {
                    for i in 0..<(width * 3) {
                        var sum = 0.0
                        let start = y * paddedWidth * 3 + i
                        for k in 0..<taps.count { sum += taps[k] * padded[start + 3 * k] }
                        rows[y * width * 3 + i] = sum
                    }
                }
            }
        }
        rows.withUnsafeBufferPointer { rows in
            out.withUnsafeMutableBufferPointer { out in
                let rowLength = width * 3
                for y in 0..<height {
                    for i in 0..<rowLength {
                        var sum = 0.0
                        for k in 0..<taps.count { sum += taps[k] * rows[(y + k) * rowLength + i] }
                        out[y * rowLength + i] = sum
                    }
                }
            }
        }
    }
    return out
}

/// RGB565 pixels (2 bytes each, little-endian, red in the top 5 bits) as a
/// panel shows them: 3 bytes a pixel, each channel widened to 8 bits by
/// repeating its bits (5-bit 16 is 132), as QEMU and most panels' links do.
public func rgbFromRGB565(_ bytes: [UInt8]) -> [UInt8] {
    var rgb: [UInt8] = []
    rgb.reserveCapacity(bytes.count / 2 * 3)
    for i in Swift.stride(from: 0, to: bytes.count - 1, by: 2) {
        let v = UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8
        let r = UInt8(v >> 11), g = UInt8((v >> 5) & 0x3F), b = UInt8(v & 0x1F)
        rgb += [r << 3 | r >> 2, g << 2 | g >> 4, b << 3 | b >> 2]
    }
    return rgb
}
