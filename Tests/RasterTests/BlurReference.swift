@testable import Raster

/// The exact (sampled, untruncated to within 6σ) Gaussian blur of an A8 plane in
/// `Double`, outside transparent: an independent reference for the blur tests.
func referenceBlur(_ mask: AlphaMask, sigma: Double) -> [Double] {
    referenceBlur(mask.bytes.map(Double.init), width: mask.width, height: mask.height, sigma: sigma)
}

/// The exact Gaussian blur of a `Double` plane `width` samples wide, outside 0.
func referenceBlur(_ plane: [Double], width w: Int, height h: Int, sigma: Double) -> [Double] {
    guard sigma > 0 else { return plane }
    let r = Int((6 * sigma).rounded(.up))
    var kernel = (-r...r).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
    let total = kernel.reduce(0, +)
    kernel = kernel.map { $0 / total }
    var rows = [Double](repeating: 0, count: w * h)
    var out = [Double](repeating: 0, count: w * h)
    plane.withUnsafeBufferPointer { src in
        kernel.withUnsafeBufferPointer { k in
            rows.withUnsafeMutableBufferPointer { tmp in
                for y in 0..<h {
                    for x in 0..<w {
                        var sum = 0.0
                        for sx in max(0, x - r)..<min(w, x + r + 1) { sum += k[sx - x + r] * src[y * w + sx] }
                        tmp[y * w + x] = sum
                    }
                }
                out.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<h {
                        for x in 0..<w {
                            var sum = 0.0
                            for sy in max(0, y - r)..<min(h, y + r + 1) { sum += k[sy - y + r] * tmp[sy * w + x] }
                            dst[y * w + x] = sum
                        }
                    }
                }
            }
        }
    }
    return out
}

/// A plane with the features that stress a blur most: a filled rectangle (straight
/// edges and corners), a 1 px vertical line, a 4 px horizontal line and a lone pixel.
func blurTestPlane(side: Int) throws -> AlphaMask {
    var mask = try AlphaMask(width: side, height: side)
    let q = side / 4
    for y in q..<(2 * q) { for x in q..<(2 * q) { mask.setValue(255, x: x, y: y) } }
    for y in (side / 8)..<(7 * side / 8) { mask.setValue(255, x: 3 * q, y: y) }
    for y in (3 * q)..<(3 * q + 4) { for x in (side / 8)..<(2 * q) { mask.setValue(255, x: x, y: y) } }
    mask.setValue(255, x: 5 * side / 8, y: 5 * side / 8)
    return mask
}

/// Largest |a − b| over two planes of the same size.
func maximumError(_ mask: AlphaMask, _ reference: [Double]) -> Double {
    zip(mask.bytes, reference).map { abs(Double($0) - $1) }.max() ?? 0
}
