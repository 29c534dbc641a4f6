/// The glow chain's planes on the reduced grid, kept in `BlurScratch` across frames.
struct GlowPlanes {
    /// The coverage L₀ averaged into cells.
    var base = FloatPlane()
    /// Gₖ: the shadows so far, composited (`over`) on one another.
    var glow = FloatPlane()
    var next = FloatPlane()
    /// Lₖ = L₀ over Gₖ, the input of the next blur.
    var layer = FloatPlane()
    var blurred = FloatPlane()
    var rows: [Float] = []
}

/// One shadow of the chain on the reduced grid: Gₖ = Gₖ₋₁ over aₖ·shift(blur(L₀ over Gₖ₋₁)).
struct GlowStep {
    let opacity: Float
    /// The blur in cells.
    let blur: GaussianBlur
    let shift: CellShift
    /// Where the blur's input is formed, where its result is kept, where Gₖ is written.
    let layerCells: PixelRect
    let blurredCells: PixelRect
    let outputCells: PixelRect

    func advance(_ planes: inout GlowPlanes, work: inout BlurWork) {
        planes.layer.reset(to: layerCells)
        planes.layer.add(planes.base)
        planes.layer.composite(over: planes.glow)
        planes.blurred.reset(to: blurredCells, zeroed: false)
        planes.next.reset(to: outputCells, zeroed: false)
        if !outputCells.isEmpty {
            let blurredWidth = blurredCells.width
            planes.blurred.values.withUnsafeMutableBufferPointer { out in
                blur.apply(to: planes.layer, over: blurredCells, work: &work) { y, row in
                    let o = out.baseAddress! + (y - blurredCells.minY) * blurredWidth
                    o.update(from: row.baseAddress!, count: blurredWidth)
                }
            }
            cast(planes.blurred, over: planes.glow, into: &planes.next, rows: &planes.rows)
        }
        swap(&planes.glow, &planes.next)
    }

    /// Writes `glow` over opacity × the shifted `blurred` layer into `output`, row by row.
    private func cast(_ blurred: FloatPlane, over glow: FloatPlane, into output: inout FloatPlane, rows: inout [Float]) {
        let cells = output.rect
        let width = cells.width
        if rows.count < 2 * width { rows.append(contentsOf: repeatElement(0, count: 2 * width - rows.count)) }
        let s = shift
        blurred.values.withUnsafeBufferPointer { b in
            rows.withUnsafeMutableBufferPointer { temp in
                output.values.withUnsafeMutableBufferPointer { out in
                    let upper = temp.baseAddress!
                    let lower = upper + width
                    // Reads blurred row `y`, from the column under the output's first cell.
                    func source(_ y: Int, into buffer: UnsafeMutablePointer<Float>) -> UnsafePointer<Float> {
                        let start = b.baseAddress! + (y - blurred.rect.minY) * blurred.rect.width
                            + (cells.minX - s.qx - blurred.rect.minX)
                        guard s.tx > 0 else { return UnsafePointer(start) }
                        rowBlend(buffer, 1 - s.tx, start, s.tx, start - 1, count: width)
                        return UnsafePointer(buffer)
                    }
                    for y in cells.minY..<cells.maxY {
                        let o = out.baseAddress! + (y - cells.minY) * width
                        var shadow = source(y - s.qy, into: upper)
                        if s.ty > 0 {
                            rowBlend(upper, 1 - s.ty, shadow, s.ty, source(y - s.qy - 1, into: lower), count: width)
                            shadow = UnsafePointer(upper)
                        }
                        Self.combine(glow, under: shadow, at: (cells.minX, y), count: width, opacity: opacity, into: o)
                    }
                }
            }
        }
    }

    /// `output[i]` = G + (255 − G) · a · B / 255 for the `count` cells from `origin`,
    /// with B from `shadow` and G from `glow` (0 outside it).
    private static func combine(
        _ glow: FloatPlane, under shadow: UnsafePointer<Float>, at origin: (x: Int, y: Int), count: Int,
        opacity: Float, into output: UnsafeMutablePointer<Float>
    ) {
        let g = glow.rect
        let inside = origin.y >= g.minY && origin.y < g.maxY
        let x0 = inside ? min(max(g.minX, origin.x), origin.x + count) - origin.x : count
        let x1 = inside ? max(min(g.maxX, origin.x + count), origin.x + x0) - origin.x : count
        rowScale(output, opacity, shadow, count: x0)
        rowScale(output + x1, opacity, shadow + x1, count: count - x1)
        guard x0 < x1 else { return }
        glow.values.withUnsafeBufferPointer { values in
            let src = values.baseAddress! + (origin.y - g.minY) * g.width + origin.x - g.minX
            rowOver(output + x0, src + x0, opacity / 255, shadow + x0, count: x1 - x0)
        }
    }
}
