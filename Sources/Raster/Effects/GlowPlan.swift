// How `GlowChain` runs on a reduced grid (see the note in GlowChain.swift): the grid,
// each shadow's blur in cells and its offset split into whole cells and a fraction,
// and the cell rectangles each step reads and writes.

/// The chain's steps on one grid of cells, for an output plane at `bounds` (pixels,
/// relative to the grid's anchor) whose content lies in `content`.
struct GlowPlan {
    /// The smallest shadow's σ in cells, as a rule: the grid is as coarse as this
    /// allows while the chain stays within about 1/255 of the exact one (the tests
    /// hold it to 2/255); coarser grids cost accuracy, finer ones cost cells without
    /// gaining any.
    static let preferredCellSigma = 2.5
    /// How far below `preferredCellSigma` the grid may go to take the next coarser
    /// factor (⌈σ/2.5⌉ instead of ⌊σ/2.5⌋): the line frame at 480×320 (σ = 13⅓ px)
    /// gets 6 px cells instead of 5, fewer cells within the glow's accuracy bound of
    /// 2/255 (tested). Sizes whose σ is a multiple of 2.5 cells (800×480, 1920×1080)
    /// keep their grid.
    static let smallestCellSigma = 2.2

    /// The cell side for a smallest σ of `sigma` px.
    static func factor(smallestSigma sigma: Double) -> Int {
        let coarser = (sigma / preferredCellSigma).rounded(.up)
        if coarser >= 1, sigma / coarser >= smallestCellSigma { return Int(coarser) }
        return max(1, Int(sigma / preferredCellSigma))
    }

    let grid: CellGrid
    let bounds: PixelRect
    let content: PixelRect
    let steps: [GlowStep]

    /// `blurs` keeps the last chain's blurs in cells (their weights cost about 10 k
    /// instructions a frame to sample again): reused while the shadows are the same.
    init(_ chain: GlowChain, bounds: PixelRect, content: PixelRect, blurs cache: inout GlowBlurs) {
        let smallest = chain.shadows.map(\.geometry.blur.sigma).min() ?? 0
        let grid = CellGrid(factor: Self.factor(smallestSigma: smallest))
        // Blurs in cells reduce no further than the grid's own ratio allows.
        let reducedSigma = smallest / Double(grid.factor) < Self.preferredCellSigma
            ? Self.smallestCellSigma : Self.preferredCellSigma
        self.grid = grid
        self.bounds = bounds
        self.content = content
        let shifts = chain.shadows.map { CellShift(dx: $0.geometry.dx, dy: $0.geometry.dy, factor: grid.factor) }
        if cache.shadows != chain.shadows {
            cache.shadows = chain.shadows
            cache.blurs = zip(chain.shadows, shifts).map { shadow, shift in
                GaussianBlur(
                    cellSigma: shadow.geometry.blur.sigma, factor: grid.factor, interpolation: shift,
                    reducedSigma: reducedSigma)
            }
        }
        let blurs = cache.blurs
        // needed[k]: the cells where layer k must be known for the output to be right.
        var needed = [grid.cellsSampled(by: bounds)]
        for (blur, shift) in zip(blurs, shifts).reversed() {
            let later = needed[needed.count - 1]
            needed.append(later.union(shift.sources(of: later).outset(by: blur.reach)))
        }
        needed.reverse()
        var reached = grid.cellsCovering(content)
        var steps: [GlowStep] = []
        for (k, shadow) in chain.shadows.enumerated() {
            let layerCells = reached.intersection(needed[k])
            reached = reached.union(shifts[k].targets(of: reached.outset(by: blurs[k].reach)))
            let output = k == chain.shadows.count - 1 ? needed[k + 1] : reached.intersection(needed[k + 1])
            steps.append(
                GlowStep(
                    opacity: unit(shadow.alpha), blur: blurs[k], shift: shifts[k], layerCells: layerCells,
                    blurredCells: shifts[k].sources(of: output), outputCells: output))
        }
        self.steps = steps
    }
}

/// A chain's blurs in cells, kept with the shadows they were planned for.
struct GlowBlurs {
    var shadows: [GlowChain.Shadow] = []
    var blurs: [GaussianBlur] = []
}

extension GaussianBlur {
    /// The blur, in cells of `factor` pixels, that a shadow of `sigma` pixels needs
    /// on the reduced grid. Averaging into cells adds a variance of (f² − 1)/12 px²
    /// per axis, bilinear expansion (f² − 1)/6 and a fractional shift t·(1 − t) cells²
    /// in its axis; they are taken out of σ², the shift's as the mean of both axes
    /// (the blur is isotropic), so each axis is off by at most t(1 − t)/2 ≤ ⅛ cell².
    /// From 2 × `reducedSigma` cells on the blur reduces again, to σ ≥ `reducedSigma`
    /// reduced cells: 2.5, the grid's own ratio (2.2 on a grid coarser than that; a
    /// blur on its own keeps σ ≥ 6), which keeps the chain within about 1/255 of the
    /// exact one (the tests hold it to 2/255). Reducing from 5 cells on rather than 6
    /// lets the line frame's second blur at 480×320 (5.3 cells) reduce too; reducing
    /// to a smaller σ lost accuracy for little.
    init(cellSigma sigma: Double, factor: Int, interpolation: CellShift, reducedSigma: Double) {
        let f = Double(factor)
        let variance = (sigma * sigma - (f * f - 1) / 4) / (f * f) - interpolation.variance
        self.init(sigma: max(variance, 0).squareRoot(), reducedSigma: reducedSigma)
    }
}

/// A shadow offset in cells: whole cells `q` and a fraction `t` (0 ≤ t < 1) per axis.
/// The shadow at cell c is (1 − t)·B[c − q] + t·B[c − q − 1] along each axis: the
/// blurred layer read one offset away, linearly interpolated between cell centres.
struct CellShift {
    let qx: Int
    let qy: Int
    let tx: Float
    let ty: Float

    init(dx: Int, dy: Int, factor: Int) {
        qx = floorDivision(dx, factor)
        qy = floorDivision(dy, factor)
        tx = Float(dx - qx * factor) / Float(factor)
        ty = Float(dy - qy * factor) / Float(factor)
    }

    /// The mean over both axes of the variance the interpolation adds, in cells².
    var variance: Double { (Double(tx * (1 - tx)) + Double(ty * (1 - ty))) / 2 }

    /// The blurred cells the shadow over `rect` reads.
    func sources(of rect: PixelRect) -> PixelRect {
        guard !rect.isEmpty else { return .empty }
        let ex = tx > 0 ? 1 : 0
        let ey = ty > 0 ? 1 : 0
        return PixelRect(x: rect.x - qx - ex, y: rect.y - qy - ey, width: rect.width + ex, height: rect.height + ey)
    }

    /// The cells a blurred layer with content in `rect` casts its shadow on.
    func targets(of rect: PixelRect) -> PixelRect {
        guard !rect.isEmpty else { return .empty }
        let ex = tx > 0 ? 1 : 0
        let ey = ty > 0 ? 1 : 0
        return PixelRect(x: rect.x + qx, y: rect.y + qy, width: rect.width + ex, height: rect.height + ey)
    }
}
