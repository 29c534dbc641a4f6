// Gaussian blur with a cost per pixel that does not grow with σ.
//
// Algorithm. Below σ = 12 the plane is convolved with the sampled Gaussian
// (weights exp(−k²/2σ²) at integer k, |k| ≤ ⌈3σ⌉, normalised to sum 1), one
// horizontal and one vertical pass. From σ = 12 on, the plane is first reduced by
// an integer factor f = ⌊σ/6⌋ (each f×f cell of a grid anchored at the origin is
// averaged), the reduced plane is convolved with a sampled Gaussian of
// σ_r = √(σ² − (f² − 1)/4) / f ∈ [6, 9), and the result is expanded back by
// bilinear interpolation between cell centres. Averaging adds a variance of
// (f² − 1)/12 per axis and linear interpolation (f² − 1)/6, which σ_r takes out, so
// the composite kernel has variance σ². Per output pixel the work is one read in
// the reduction, about 6σ_r/f² multiply-adds per axis in the reduced convolution
// and a few operations in the expansion: bounded independently of σ, as is the tap
// count (≤ 73) below σ = 12.
//
// Precision. Intermediate planes are `Float` on the 0…255 scale; 8-bit rounding
// happens once, when a result is stored. Against the exact Gaussian (sampled in
// `Double`, support 6σ) the maximum error after rounding stays near 1/255; the
// tests hold it to ≤ 2. Error sources: 8-bit rounding (0.5), the renormalised 3σ
// truncation (near compact blobs), and for σ ≥ 12 the phase-dependent
// interpolation between cell centres, whose share of the variance is
// (f² − 1)/6σ² ≤ 1/6σ_r².
//
// Cost. The reduced path keeps large σ cheaper than the full-resolution passes
// at σ = 5 (1.7 ms on an 800×480 A8 plane). Rows stream through: the source is
// read once (into the reduction or the horizontal pass), results are handed out
// row by row, and no full-resolution `Float` plane is made for an A8 or RGBA
// blur. Row loops use `SIMD8<Float>` (RowKernels.swift), well ahead of scalar
// loops.
//
// Invariants. Outside a plane is transparent: reading past a plane's edge gives 0
// and mass that lands past it is lost, never reflected. The reduction grid is
// anchored at absolute coordinates, so blurring a sub-region yields exactly the
// values of blurring the whole plane there. Weights are non-negative and every
// channel runs through the same operations, so premultiplied colour stays ≤ alpha.
//
// Alternatives that lost (errors against the exact Gaussian, before rounding):
// - three box passes with the SVG/Skia window d = ⌊1.88σ + ½⌋: d matches the peak
//   rather than the variance (σ_eff ≈ 0.94σ), so errors reach 12/255;
// - three or four variance-exact "extended" boxes (Gwosdek et al. 2011): their
//   Irwin–Hall shape error breaks the 2/255 bound once rounding is added;
// - reduction to σ_r ≥ 4 or 5: the interpolation's share of the variance is too
//   large (and σ_r ≥ 4 with 4σ_r truncation reaches further than σ_r ≥ 6 with 3σ_r);
// - recursive (Deriche) filters, not tried: `Double` at σ = 200, latency-bound rows.

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
        self.init(sigma: sigma, reducedSigma: Self.reducedSigma)
    }

    /// A blur that reduces as soon as the reduced σ can be `reducedSigma`.
    init(sigma: Double, reducedSigma: Double) {
        let s = sigma.isNaN ? 0 : min(max(sigma, 0), Self.maximumSigma)
        self.sigma = s
        let f = s < 2 * reducedSigma ? 1 : Int(s / reducedSigma)
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
    /// Blurs `source` (zero outside its rectangle) over `region` and hands each
    /// finished row to `emit`, top to bottom: its y and its samples over `region`'s
    /// columns (0…255 scale, valid only during the call). Every read of `source`
    /// happens before the first row is emitted, so `emit` may write over the source.
    func apply<Source: BlurSource>(
        to source: Source, over region: PixelRect, work: inout BlurWork,
        emit: (Int, UnsafeMutableBufferPointer<Float>) -> Void
    ) {
        guard !region.isEmpty else { return }
        if factor == 1 {
            horizontalPass(source, over: region, into: &work.rows, padded: &work.paddedRow)
            verticalPass(work.rows, over: region, row: &work.outputRow, zeros: &work.zeroRow, emit: emit)
            return
        }
        let grid = CellGrid(factor: factor)
        let cells = grid.cellsSampled(by: region)
        let inputCells = grid.cellsCovering(source.rect).intersection(cells.outset(by: radius))
        grid.reduce(source, to: inputCells, into: &work.reduced, row: &work.paddedRow)
        horizontalPass(work.reduced, over: cells, into: &work.rows, padded: &work.paddedRow)
        var blurredCells = FloatPlane()
        swap(&blurredCells, &work.reducedBlurred)
        blurredCells.reset(to: cells, zeroed: false)
        blurredCells.values.withUnsafeMutableBufferPointer { out in
            verticalPass(work.rows, over: cells, row: &work.outputRow, zeros: &work.zeroRow) { y, row in
                let o = out.baseAddress! + (y - cells.minY) * cells.width
                o.update(from: row.baseAddress!, count: cells.width)
            }
        }
        grid.expand(blurredCells, over: region, work: &work, columns: { _, _ in region.minX..<region.maxX }) { y, _, row in
            emit(y, row.blended())
        }
        swap(&blurredCells, &work.reducedBlurred)
    }

    /// The horizontal convolution of every row of `source` that can reach `region`,
    /// over `region`'s columns, into `rows`. Each row is first copied into a
    /// zero-padded buffer so the kernel loop has no edge cases; the loops are
    /// multiply-adds of whole rows, so they vectorise, and the kernel's symmetry
    /// halves the multiplications.
    private func horizontalPass<Source: BlurSource>(
        _ source: Source, over region: PixelRect, into rows: inout FloatPlane, padded: inout [Float]
    ) {
        let r = radius
        let src = source.rect
        let width = region.width
        let y0 = max(src.minY, region.minY - r)
        let y1 = min(src.maxY, region.maxY + r)
        let x0 = max(src.minX, region.minX - r)
        let x1 = min(src.maxX, region.maxX + r)
        guard y0 < y1, x0 < x1 else {
            rows.reset(to: .empty)
            return
        }
        rows.reset(to: PixelRect(x: region.minX, y: y0, width: width, height: y1 - y0), zeroed: false)
        padded.removeAll(keepingCapacity: true)
        padded.append(contentsOf: repeatElement(0, count: width + 2 * r))
        weights.withUnsafeBufferPointer { w in
            rows.values.withUnsafeMutableBufferPointer { out in
                padded.withUnsafeMutableBufferPointer { pad in
                    let p = pad.baseAddress!
                    let center = w[r]
                    let c = p + r
                    for y in y0..<y1 {
                        source.load(row: y, columns: x0..<x1, into: p + (x0 - (region.minX - r)))
                        let o = out.baseAddress! + (y - y0) * width
                        var k = 0
                        if r >= 4 {
                            // The centre tap and the first four pairs in one pass.
                            let a = UnsafePointer(p)
                            let b = UnsafePointer(p + 2 * r)
                            rowScaleAddFourPairs(
                                o, center, c, w.baseAddress!, (a, a + 1, a + 2, a + 3), (b, b - 1, b - 2, b - 3),
                                count: width)
                            k = 4
                        } else {
                            rowScale(o, center, c, count: width)
                        }
                        while k + 3 < r {
                            let a = UnsafePointer(p + k)
                            let b = UnsafePointer(p + 2 * r - k)
                            rowAddFourPairs(
                                o, w.baseAddress! + k, (a, a + 1, a + 2, a + 3), (b, b - 1, b - 2, b - 3), count: width)
                            k += 4
                        }
                        while k + 1 < r {
                            rowAddTwoPairs(
                                o, w[k], p + k, p + 2 * r - k, w[k + 1], p + k + 1, p + 2 * r - k - 1, count: width)
                            k += 2
                        }
                        if k < r { rowAddPair(o, w[k], p + k, p + 2 * r - k, count: width) }
                    }
                }
            }
        }
    }

    /// For each row of `region`, the vertical convolution of `rows` (zero outside),
    /// built in `row` and emitted. A pair of taps with one row outside `rows` adds the
    /// other row alone, a pair with both outside is skipped (the same sums: the zeros
    /// they would add change nothing), and the centre tap outside reads `zeros`. Near
    /// a layer's top and bottom a quarter of the glow's taps fall outside.
    private func verticalPass(
        _ rows: FloatPlane, over region: PixelRect, row: inout [Float], zeros: inout [Float],
        emit: (Int, UnsafeMutableBufferPointer<Float>) -> Void
    ) {
        let r = radius
        let src = rows.rect
        let width = region.width
        row.removeAll(keepingCapacity: true)
        row.append(contentsOf: repeatElement(0, count: width))
        if zeros.count < width { zeros.append(contentsOf: repeatElement(0, count: width - zeros.count)) }
        weights.withUnsafeBufferPointer { w in
            rows.values.withUnsafeBufferPointer { inp in
                zeros.withUnsafeBufferPointer { zero in
                    row.withUnsafeMutableBufferPointer { o in
                        func source(_ y: Int) -> UnsafePointer<Float> {
                            y >= src.minY && y < src.maxY
                                ? inp.baseAddress! + (y - src.minY) * width : zero.baseAddress!
                        }
                        func inside(_ y: Int) -> Bool { y >= src.minY && y < src.maxY }
                        for y in region.minY..<region.maxY {
                            var k = 0
                            if r >= 4 && inside(y - r) && inside(y + r) {
                                // All taps inside: the centre and the first four pairs in one pass.
                                rowScaleAddFourPairs(
                                    o.baseAddress!, w[r], source(y), w.baseAddress!,
                                    (source(y - r), source(y - r + 1), source(y - r + 2), source(y - r + 3)),
                                    (source(y + r), source(y + r - 1), source(y + r - 2), source(y + r - 3)),
                                    count: width)
                                k = 4
                            } else {
                                rowScale(o.baseAddress!, w[r], source(y), count: width)
                            }
                            while k < r {
                                let (a, b) = (y - r + k, y + r - k)
                                switch (inside(a), inside(b)) {
                                case (true, true):
                                    // Four or two pairs in one pass where the next are whole too.
                                    if k + 3 < r && inside(a + 3) && inside(b - 3) {
                                        rowAddFourPairs(
                                            o.baseAddress!, w.baseAddress! + k,
                                            (source(a), source(a + 1), source(a + 2), source(a + 3)),
                                            (source(b), source(b - 1), source(b - 2), source(b - 3)), count: width)
                                        k += 3
                                    } else if k + 1 < r && inside(a + 1) && inside(b - 1) {
                                        rowAddTwoPairs(
                                            o.baseAddress!, w[k], source(a), source(b), w[k + 1], source(a + 1),
                                            source(b - 1), count: width)
                                        k += 1
                                    } else {
                                        rowAddPair(o.baseAddress!, w[k], source(a), source(b), count: width)
                                    }
                                case (true, false): rowAddScaled(o.baseAddress!, w[k], source(a), count: width)
                                case (false, true): rowAddScaled(o.baseAddress!, w[k], source(b), count: width)
                                case (false, false): break
                                }
                                k += 1
                            }
                            emit(y, o)
                        }
                    }
                }
            }
        }
    }
}
