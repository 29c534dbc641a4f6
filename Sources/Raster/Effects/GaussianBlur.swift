// Gaussian blur with a cost per pixel that does not grow with σ.
//
// Algorithm. Below σ = 12 the plane is convolved with the sampled Gaussian
// (weights exp(−k²/2σ²) at integer k, |k| ≤ ⌈3σ⌉, normalised to sum 1), one
// horizontal and one vertical pass. From σ = 12 on, the plane is first reduced by
// an integer factor f = ⌊σ/6⌋ (each f×f cell of a grid anchored at the origin is
// averaged), the reduced plane is convolved with a sampled Gaussian of
// σ_r = √(σ² − (f² − 1)/4) / f ∈ [6, 12), and the result is expanded back by
// bilinear interpolation between cell centres. Averaging adds a variance of
// (f² − 1)/12 per axis and linear interpolation (f² − 1)/6, which σ_r takes out, so
// the composite kernel has variance σ². Per output pixel the work is one read in
// the reduction, about 6σ_r/f² multiply-adds per axis in the reduced convolution
// and a few operations in the expansion: bounded independently of σ, as is the tap
// count (≤ 73) below σ = 12.
//
// Precision. Intermediate planes are `Float` on the 0…255 scale; 8-bit rounding
// happens once, when a result is stored. Against the exact Gaussian (sampled in
// `Double`, support 6σ) on a plane with a filled square, 1 px and 4 px lines and a
// lone pixel, the maximum error after rounding is 0.48, 0.53, 0.62, 0.96, 0.97,
// 1.02, 0.94, 0.74 (/255) at σ = 0.5, 1, 2.5, 5, 10, 20, 40, 80; the tests hold it to
// ≤ 2. Error sources: 8-bit rounding (0.5), the renormalised 3σ truncation (≤ 0.7
// in 2-D, near compact blobs), and for σ ≥ 12 the phase-dependent interpolation
// between cell centres, whose share of the variance is (f² − 1)/6σ² ≤ 1/6σ_r².
//
// Invariants. Outside a plane is transparent: reading past a plane's edge gives 0
// and mass that lands past it is lost, never reflected. The reduction grid is
// anchored at absolute coordinates, so blurring a sub-region yields exactly the
// values of blurring the whole plane there. Weights are non-negative and every
// channel runs through the same operations, so premultiplied colour stays ≤ alpha.
//
// Alternatives measured (1-D, maximum error × 255 vs the exact Gaussian, before
// rounding; step edge / 1 px line / 4 px line; 2-D with the test plane):
// - three box passes with the SVG/Skia window d = ⌊1.88σ + ½⌋: up to 6.6 / 6.2 /
//   12 at σ = 2…5 and ≈ 2.4 on steps at any σ, because d matches the peak rather
//   than the variance (σ_eff ≈ 0.94σ);
// - three or four variance-exact "extended" boxes (Gwosdek et al. 2011): 2.5 and
//   1.9 on steps at every σ, the Irwin–Hall shape error, over the 2/255 bound once
//   rounding is added; five or six passes get under it but cost 10–12 passes;
// - reduction to σ_r ≥ 4 (2-D: 2.3 at σ = 20) and σ_r ≥ 5 (1.7 at σ = 40): the
//   interpolation share of the variance was too large; σ_r ≥ 6 with 3σ_r
//   truncation (reach 3.3σ) beat σ_r ≥ 4 with 4σ_r truncation (reach 4.5σ).
// Recursive (Deriche) filters were not tried: they need `Double` at σ = 200 and are
// latency-bound along rows.

/// A Gaussian blur of standard deviation `sigma` pixels, planned once (window, weights,
/// reduction factor) and applied to any number of planes.
///
/// `sigma` is clamped to 0…`maximumSigma`; 0 (and NaN) is the identity. A blur spreads
/// a pixel at most `reach` pixels in each direction, so blurring a layer whose content
/// lies in `dirty` touches only `dirty.outset(by: reach)`.
public struct GaussianBlur: Hashable, Sendable {
    /// The largest σ honoured; larger values are clamped (layers grow as σ²).
    public static let maximumSigma: Double = 256
    /// The smallest reduced σ; below 2× this the blur runs at full resolution.
    static let reducedSigma: Double = 6

    /// The standard deviation in pixels, after clamping.
    public let sigma: Double
    /// The reduction factor f ≥ 1 (1: convolve at full resolution).
    let factor: Int
    /// Half the kernel width, in (reduced) samples.
    let radius: Int
    /// The `2 × radius + 1` normalised kernel weights.
    let weights: [Float]

    public init(sigma: Double) {
        let s = sigma.isNaN ? 0 : min(max(sigma, 0), Self.maximumSigma)
        self.sigma = s
        let f = s < 2 * Self.reducedSigma ? 1 : Int(s / Self.reducedSigma)
        factor = f
        let reduced = ((s * s - Double(f * f - 1) / 4) / Double(f * f)).squareRoot()
        radius = s > 0 ? Int((3 * reduced).rounded(.up)) : 0
        weights = Self.sampledGaussian(sigma: reduced, radius: radius)
    }

    /// True when blurring changes nothing (σ = 0).
    public var isIdentity: Bool { sigma == 0 }

    /// How far, in pixels, the blur spreads a pixel in each direction.
    public var reach: Int { factor == 1 ? radius : (radius + 2) * factor }

    static func sampledGaussian(sigma: Double, radius: Int) -> [Float] {
        guard radius > 0 else { return [1] }
        let raw = (-radius...radius).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        return raw.map { Float($0 / total) }
    }
}

extension GaussianBlur {
    /// Blurs `source` (zero outside its rectangle) and stores the result over `region`
    /// in `output`, which is re-placed at `region`.
    func apply(to source: FloatPlane, over region: PixelRect, into output: inout FloatPlane, work: inout BlurWork) {
        output.reset(to: region)
        guard !output.rect.isEmpty, !source.rect.isEmpty else { return }
        if isIdentity {
            copyOverlap(of: source, into: &output)
        } else if factor == 1 {
            convolve(source, over: region, into: &output, rows: &work.rows, padded: &work.paddedRow)
        } else {
            let cells = cellsSampled(by: region)
            let inputCells = cellsCovering(source.rect).intersection(cells.outset(by: radius))
            guard !inputCells.isEmpty else { return }
            reduce(source, to: inputCells, into: &work.reduced)
            convolve(
                work.reduced, over: cells, into: &work.reducedBlurred,
                rows: &work.rows, padded: &work.paddedRow)
            expand(
                work.reducedBlurred, over: region, into: &output,
                row: &work.paddedRow, index: &work.sampleIndex, weight: &work.sampleWeight)
        }
    }

    private func copyOverlap(of source: FloatPlane, into output: inout FloatPlane) {
        let overlap = source.rect.intersection(output.rect)
        guard !overlap.isEmpty else { return }
        let s = source.rect, o = output.rect
        source.values.withUnsafeBufferPointer { src in
            output.values.withUnsafeMutableBufferPointer { dst in
                for y in overlap.minY..<overlap.maxY {
                    let from = (y - s.minY) * s.width + overlap.minX - s.minX
                    let to = (y - o.minY) * o.width + overlap.minX - o.minX
                    for i in 0..<overlap.width { dst[to + i] = src[from + i] }
                }
            }
        }
    }

    /// Separable convolution with `weights`, zero outside `input`: a horizontal pass
    /// into `rows` (every input row that can reach `region`), then a vertical one.
    /// Both passes are multiply-adds of whole rows, so the inner loops vectorise.
    private func convolve(
        _ input: FloatPlane, over region: PixelRect, into output: inout FloatPlane,
        rows: inout FloatPlane, padded: inout [Float]
    ) {
        output.reset(to: region)
        let r = radius, src = input.rect
        let y0 = max(src.minY, region.minY - r), y1 = min(src.maxY, region.maxY + r)
        let x0 = max(src.minX, region.minX - r), x1 = min(src.maxX, region.maxX + r)
        guard y0 < y1, x0 < x1 else { return }
        rows.reset(to: PixelRect(x: region.minX, y: y0, width: region.width, height: y1 - y0))
        horizontalPass(input, columns: x0..<x1, into: &rows, padded: &padded)
        verticalPass(rows, into: &output)
    }

    /// Each row of `rows` becomes the horizontal convolution of the same row of
    /// `input`, read only in `columns`. The row is first copied into a zero-padded
    /// buffer so the kernel loop has no edge cases; the kernel's symmetry halves the
    /// multiplications.
    private func horizontalPass(
        _ input: FloatPlane, columns: Range<Int>, into rows: inout FloatPlane, padded: inout [Float]
    ) {
        let r = radius, src = input.rect, dst = rows.rect, width = dst.width
        padded.removeAll(keepingCapacity: true)
        padded.append(contentsOf: repeatElement(0, count: width + 2 * r))
        weights.withUnsafeBufferPointer { w in
            input.values.withUnsafeBufferPointer { inp in
                rows.values.withUnsafeMutableBufferPointer { out in
                    padded.withUnsafeMutableBufferPointer { pad in
                        let p = pad.baseAddress!, shift = columns.lowerBound - (dst.minX - r)
                        let count = columns.count, center = w[r]
                        for y in dst.minY..<dst.maxY {
                            let from = (y - src.minY) * src.width + columns.lowerBound - src.minX
                            for i in 0..<count { p[shift + i] = inp[from + i] }
                            let o = out.baseAddress! + (y - dst.minY) * width
                            let c = p + r
                            for i in 0..<width { o[i] = center * c[i] }
                            for k in 0..<r {
                                let wk = w[k], a = p + k, b = p + 2 * r - k
                                for i in 0..<width { o[i] += wk * (a[i] + b[i]) }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Each row of `output` (zeroed) gathers the rows of `rows` within the radius.
    private func verticalPass(_ rows: FloatPlane, into output: inout FloatPlane) {
        let r = radius, src = rows.rect, dst = output.rect, width = dst.width
        weights.withUnsafeBufferPointer { w in
            rows.values.withUnsafeBufferPointer { inp in
                output.values.withUnsafeMutableBufferPointer { out in
                    for y in dst.minY..<dst.maxY {
                        let o = out.baseAddress! + (y - dst.minY) * width
                        let k0 = max(-r, src.minY - y), k1 = min(r, src.maxY - 1 - y)
                        guard k0 <= k1 else { continue }
                        for k in k0...k1 {
                            let wk = w[k + r], s = inp.baseAddress! + (y + k - src.minY) * width
                            for i in 0..<width { o[i] += wk * s[i] }
                        }
                    }
                }
            }
        }
    }
}
