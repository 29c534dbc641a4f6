/// The face's vertical design metrics, in font units.
struct FaceMetrics: Sendable {
    let unitsPerEm: Int
    let ascender: Int
    /// Negative: below the baseline.
    let descender: Int
    let height: Int

    /// `units` at `pixelSize`, in 1/64 px rounded to nearest.
    func scaled(_ units: Int, toPixelSize pixelSize: Int) -> Int {
        roundedQuotient(units * pixelSize * 64, unitsPerEm)
    }
}
