// Chained one-colour drop shadows on a single alpha plane.
//
// Algorithm. SwiftUI's chained `.shadow` modifiers each draw a shadow of everything
// drawn so far under it. When the content and every shadow share one colour, the
// colour factors out and only alpha needs computing: with L₀ the coverage and
// shadow k of opacity aₖ, blur Gₖ and offset dₖ,
//     Lₖ = Lₖ₋₁ + (1 − Lₖ₋₁) · aₖ · (Gₖ ∗ Lₖ₋₁)(p − dₖ),
// and the result is the colour at alpha Lₙ over the background. That is one blur of
// one plane per shadow instead of four blurred channels and an RGBA composite.
//
// Reduced grid. `over` (a ⊕ b = a + (1 − a)·b) is associative, so Lₖ = L₀ ⊕ Gₖ with
// Gₖ = Gₖ₋₁ ⊕ aₖ·shift(blur(L₀ ⊕ Gₖ₋₁)): the shadows' sum Gₖ is made of blurred
// planes only, smooth at the scale of the smallest σ. The chain therefore runs on a
// grid of f × f cells, f = ⌊σ_min / 2.5⌋, or ⌈σ_min / 2.5⌉ while σ_min stays ≥ 2.2
// cells (`GlowPlan.factor`; f = 1, full resolution, below σ = 4.4): L₀ is
// averaged into cells once, every Gₖ lives on the grid, and only the last step
// comes back to pixels, Lₙ = L₀ ⊕ expand(Gₙ), L₀ at full resolution, so the line stays
// sharp. Each blur in cells takes out the variance that averaging, bilinear
// expansion and a fractional offset add (`GaussianBlur(cellSigma:…)`); an offset
// that is not a whole number of cells is a linear interpolation between two cells.
// The grid is anchored at the content's corner (`dirty`), not at the plane's, so
// the result does not depend on where the plane's edges are.
//
// Layers. Each Gₖ lives over Sₖ ∩ Nₖ (in cells): Sₖ is where it can be non-zero (the
// content grown by each shadow's reach and offset) and Nₖ where later shadows need it
// (the plane's cells, grown backwards through each later shadow's offset and
// reach). Nₖ extends past the plane, so what lands inside does not depend on the
// plane's edge; Sₖ keeps the layers no larger than the content needs.
//
// Cost. The line chart's glow at 800×480 (σ = 20, 40, 60, 80 px, f = 8) touches
// pixels twice: averaging the coverage into cells, and the last pass (expand, ⊕ L₀,
// round to bytes, blend: `Pixmap.draw(_:glowing:…)` does it row by row, only where
// the result can differ from L₀). Everything else is on grids of 1/64 the pixels,
// whose size does not depend on the canvas (f grows with σ). Lost:
// - every Lₖ at full resolution, each blur reducing and expanding by its own
//   factor: layers larger than the frame written and read;
// - the same shadows as RGBA drop shadows: four channels blurred instead of one;
// - a grid of f = ⌊σ_min/6⌋ (the blur's own bound): far more cells;
// - interpolating the expansion run by run with a branch per pixel: more
//   instructions than the gather it was to replace.
//
// Precision. Layers are `Float` on the 0…255 scale and rounded to 8 bits once, at the
// end; the last pass's two cell rows per pixel row are x-interpolated in `Float` and
// kept in 8.8 fixed point, so its vertical blend and ⊕ L₀ run in 16-bit lanes (a
// pixel moves by a level at most, and rarely). Against the recurrence computed in
// `Double` with exact blurs the chain stays within 2/255, on the full-resolution path
// and on the grid (the tests cover both, offsets between cell centres, and blurs
// that reduce again inside the grid). The general RGBA path (`Pixmap.drawShadow`),
// which rounds after every shadow, agrees with it within 3/255 per channel. The
// products Lₖ₋₁·Gₖ taken per cell instead of per pixel, and the variance the nested
// grid steps add along a chain ((f² − 1)/4 px² per link, under 4 % of σ² since
// σ ≥ 2.5 f), stay below that.

/// Chained drop shadows of one colour computed on one alpha plane, as the line chart's
/// glow needs: each shadow is of everything drawn so far, drawn under it.
///
/// The result is an alpha plane Lₙ; draw the line colour through it over the
/// background. See the note in GlowChain.swift for the recurrence and layer sizes.
///
/// ```swift
/// let glow = GlowChain([
///     .init(alpha: 1.0, sigma: 10 * s, offsetY: Int((10 * s).rounded())),
///     .init(alpha: 0.5, sigma: 20 * s, offsetY: Int((10 * s).rounded())),
///     .init(alpha: 0.2, sigma: 30 * s, offsetY: Int((10 * s).rounded())),
///     .init(alpha: 0.1, sigma: 40 * s, offsetY: Int((10 * s).rounded())),
/// ])
/// var coverage = try AlphaMask(width: canvas.width, height: canvas.height)
/// coverage.fill(line.stroked(style), transform: toPixels)
/// glow.apply(to: &coverage, dirty: strokeBounds, scratch: &scratch)  // scratch kept across frames
/// canvas.draw(coverage, at: (x: 0, y: 0), with: Paint(lineColor))
/// // or both in one pass, without storing the glow's alpha:
/// // canvas.draw(coverage, glowing: glow, dirty: strokeBounds, at: (x: 0, y: 0), with: lineColor, scratch: &scratch)
/// ```
public struct GlowChain: Hashable, Sendable {
    /// One link of the chain: opacity (the shadow colour's alpha), blur and offset.
    public struct Shadow: Hashable, Sendable {
        public var alpha: Double
        public var geometry: ShadowGeometry

        public init(alpha: Double, geometry: ShadowGeometry) {
            self.alpha = alpha
            self.geometry = geometry
        }

        public init(alpha: Double, sigma: Double, offsetX: Int = 0, offsetY: Int = 0) {
            self.init(alpha: alpha, geometry: ShadowGeometry(sigma: sigma, offsetX: offsetX, offsetY: offsetY))
        }

        /// The same shadow as a `DropShadow` of `color` (for the general RGBA path).
        public func dropShadow(of color: Color) -> DropShadow {
            DropShadow(color: color.withAlpha(alpha), geometry: geometry)
        }
    }

    public var shadows: [Shadow]

    public init(_ shadows: [Shadow]) {
        self.shadows = shadows
    }

    /// Replaces `coverage`, whose content lies in `dirty` (the rest must be 0), by
    /// the chain's final alpha over the whole plane.
    ///
    /// The reduced grid is anchored at `dirty`'s top-left corner, so the result
    /// depends on where the content is, not on where the plane's edges are: the same
    /// content and `dirty` in a larger plane give the same values.
    public func apply(to coverage: inout AlphaMask, dirty: PixelRect, scratch: inout BlurScratch) {
        let width = coverage.width
        let bounds = coverage.bounds
        coverage.withUnsafeMutableBytes { bytes in
            let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
            run(on: UnsafeRawBufferPointer(bytes), width: width, dirty: dirty, over: bounds, scratch: &scratch) {
                y, x, row in
                let o = base + y * width + x
                row.over(o, into: o)
            }
        }
    }

    /// The chain on the coverage plane in `bytes` (`width` bytes a row, content in
    /// `dirty`), with its final alpha handed out row by row over `region` (within the
    /// plane): y, first x and the row's glow Gₙ (0…255, still to be blended from its
    /// two cell rows). The final alpha at (x, y) is the coverage there ⊕ the glow
    /// (`ExpandedRow.over`).
    func run(
        on bytes: UnsafeRawBufferPointer, width: Int, dirty: PixelRect, over region: PixelRect,
        scratch: inout BlurScratch, emit: (Int, Int, ExpandedRow) -> Void
    ) {
        let plane = PixelRect(x: 0, y: 0, width: width, height: bytes.count / max(width, 1))
        let content = dirty.intersection(plane)
        let target = region.intersection(plane)
        guard !content.isEmpty, !target.isEmpty, !shadows.isEmpty else { return }
        let anchor = (x: content.minX, y: content.minY)
        let plan = GlowPlan(
            self, bounds: shift(target, x: -anchor.x, y: -anchor.y),
            content: shift(content, x: -anchor.x, y: -anchor.y), blurs: &scratch.glow.blurs)
        var planes = GlowPlanes()
        swap(&planes, &scratch.glow)
        defer { swap(&planes, &scratch.glow) }
        let source = ByteChannel(
            bytes: bytes.baseAddress!, imageWidth: width, channels: 1, channel: 0, rect: content)
        let cells = plan.grid.cellsCovering(plan.content).intersection(plan.steps[0].layerCells)
        plan.grid.reduce(
            TranslatedSource(source, by: anchor), to: cells, into: &planes.base, row: &scratch.work.paddedRow)
        planes.glow.reset(to: .empty)
        for step in plan.steps {
            step.advance(&planes, work: &scratch.work)
        }
        Self.findLiveCells(of: planes.glow, into: &planes.liveCells)
        let glowRect = planes.glow.rect
        let grid = plan.grid
        let stroke = plan.content
        let bounds = plan.bounds
        planes.liveCells.withUnsafeBufferPointer { live in
            grid.expand(planes.glow, over: plan.bounds, work: &scratch.work, fixedPoint: true) { y, cellRow in
                // Pixels drawing on a live cell of either cell row, and the content's.
                let cell = cellRow - glowRect.minY
                var lo = Int.max
                var hi = Int.min
                func include(_ s: Range<Int>) {
                    guard !s.isEmpty else { return }
                    lo = min(lo, s.lowerBound)
                    hi = max(hi, s.upperBound)
                }
                let f = grid.factor
                let upper = live[cell]
                let lower = live[cell + 1]
                if !upper.isEmpty { include((f * (upper.lowerBound - 1))..<(f * (upper.upperBound + 1))) }
                if !lower.isEmpty { include((f * (lower.lowerBound - 1))..<(f * (lower.upperBound + 1))) }
                if y >= stroke.minY && y < stroke.maxY { include(stroke.minX..<stroke.maxX) }
                lo = max(lo, bounds.minX)
                hi = min(hi, bounds.maxX)
                guard lo < hi else { return 0..<0 }
                // Whole blocks of eight pixels where the bounds allow: the pixels added
                // draw on cells below 0.49 outside the content, so they round to what L₀
                // gives (0) and change nothing, and a row's tail pixel by pixel cost more
                // than the block.
                return lo..<min(bounds.maxX, lo + (hi - lo + 7) & ~7)
            } emit: { y, x, row in
                emit(y + anchor.y, x + anchor.x, row)
            }
        }
    }

    /// Per cell row of `glow`, the cells at or above 0.49: where the final alpha
    /// L₀ ⊕ Gₙ can differ from L₀. Below it every sample expansion draws from those
    /// cells rounds to what L₀ alone gives, since bilinear interpolation never
    /// exceeds its largest input; mid-animation that leaves out the canvas beyond the
    /// glow's visible reach (L₀ is 0 there outside the content's rows and columns).
    private static func findLiveCells(of glow: FloatPlane, into cells: inout [Range<Int>]) {
        let g = glow.rect
        cells.removeAll(keepingCapacity: true)
        glow.values.withUnsafeBufferPointer { v in
            for r in 0..<g.height {
                // From both ends: the cells between the first live one and the last are
                // not read.
                let row = v.baseAddress! + r * g.width
                var first = 0
                while first < g.width && !(row[first] >= 0.49) { first += 1 }
                var last = g.width - 1
                while last > first && !(row[last] >= 0.49) { last -= 1 }
                cells.append(first < g.width ? (g.minX + first)..<(g.minX + last + 1) : 0..<0)
            }
        }
    }

    /// `coverage` with the chain applied; its content may lie anywhere in it.
    public func applied(to coverage: AlphaMask) -> AlphaMask {
        var copy = coverage
        var scratch = BlurScratch()
        apply(to: &copy, dirty: coverage.inkBounds, scratch: &scratch)
        return copy
    }
}
