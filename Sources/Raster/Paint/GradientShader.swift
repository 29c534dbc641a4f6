/// A `LinearGradient` prepared for device pixels: the gradient parameter as an
/// affine function of the pixel position, and per-stop-interval premultiplied
/// colours with slopes, so a pixel costs one interval look-up and four
/// multiply-adds.
///
/// Precision: colours are evaluated per pixel in Float on the 0…255 scale and
/// rounded to nearest (no colour table), so every pixel is within one 8-bit step
/// of the Double reference however close two stops are. Channels are clamped to
/// alpha after rounding, keeping the premultiplied invariant.
struct GradientShader {
    /// t at pixel (x, y) is `t0 + dtdx · (x + ½) + dtdy · (y + ½)` (pixel centres).
    let dtdx: Double
    let dtdy: Double
    let t0: Double
    /// Interval k runs from `offsets[k]` to `offsets[k + 1]`; `offsets` has one
    /// more entry than `bases`. Colours are premultiplied, 0…255, opacity applied.
    private let offsets: [Float]
    private let bases: [SIMD4<Float>]
    private let slopes: [SIMD4<Float>]

    init(_ gradient: LinearGradient, opacity: Double, transform: Transform) {
        let stops = Self.normalized(gradient.stops)
        var offsets: [Float] = []
        var bases: [SIMD4<Float>] = []
        var slopes: [SIMD4<Float>] = []
        let colors = stops.map { Self.premultiplied($0.color, opacity: opacity) }
        if stops.isEmpty {
            offsets = [0, 1]
            bases = [.zero]
            slopes = [.zero]
        } else {
            // Pad: a flat interval from −∞ to the first stop, one between each pair, a flat one after the last.
            offsets.append(-.infinity)
            bases.append(colors[0])
            slopes.append(.zero)
            for k in stops.indices.dropLast() {
                let a = stops[k].offset, b = stops[k + 1].offset
                offsets.append(Float(a))
                bases.append(colors[k])
                slopes.append(b > a ? (colors[k + 1] - colors[k]) / Float(b - a) : .zero)
            }
            offsets.append(Float(stops[stops.count - 1].offset))
            bases.append(colors[colors.count - 1])
            slopes.append(.zero)
            offsets.append(.infinity)
        }
        self.offsets = offsets
        self.bases = bases
        self.slopes = slopes

        // t(u) = (u − start)·v / |v|² in user space, u = T⁻¹(p) for device p.
        let v = gradient.end - gradient.start
        let length2 = v.dot(v)
        let t = transform
        let det = t.a * t.d - t.b * t.c
        let ia = t.d / det, ib = -t.b / det, ic = -t.c / det, id = t.a / det
        let itx = (t.c * t.ty - t.d * t.tx) / det, ity = (t.b * t.tx - t.a * t.ty) / det
        let dx = (ia * v.x + ib * v.y) / length2
        let dy = (ic * v.x + id * v.y) / length2
        let c = ((itx - gradient.start.x) * v.x + (ity - gradient.start.y) * v.y) / length2
        if dx.isFinite && dy.isFinite && c.isFinite && length2 > 0 {
            dtdx = dx
            dtdy = dy
            t0 = c
        } else {
            dtdx = 0
            dtdy = 0
            t0 = 1
        }
    }

    /// The premultiplied colour at parameter t, as a stored pixel word.
    @inline(__always)
    func word(at t: Double) -> UInt32 {
        let tf = Float(max(-1, min(2, t)))
        var k = 0
        while k + 2 < offsets.count && tf >= offsets[k + 1] { k += 1 }
        let from = max(offsets[k], 0)
        let c = bases[k] + slopes[k] * (tf - from)
        let rounded = (c.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255)) + 0.5).rounded(.down)
        let alpha = rounded[3]
        let r = UInt32(min(rounded[0], alpha)), g = UInt32(min(rounded[1], alpha))
        let b = UInt32(min(rounded[2], alpha)), a = UInt32(alpha)
        return (r | g << 8 | b << 16 | a << 24).littleEndian
    }

    /// Stops with finite offsets, clamped to 0…1, in stable offset order.
    private static func normalized(_ stops: [GradientStop]) -> [GradientStop] {
        stops.enumerated()
            .filter { $0.element.offset.isFinite }
            .map { (index: $0.offset, stop: GradientStop(offset: max(0, min(1, $0.element.offset)), color: $0.element.color)) }
            .sorted { ($0.stop.offset, $0.index) < ($1.stop.offset, $1.index) }
            .map(\.stop)
    }

    /// Premultiplied components 0…255 of a straight-alpha colour (NaN counts as 0).
    private static func premultiplied(_ color: Color, opacity: Double) -> SIMD4<Float> {
        func unit(_ v: Double) -> Double { v > 0 ? min(v, 1) : 0 }
        let a = unit(color.alpha) * opacity
        return SIMD4(Float(unit(color.red) * a), Float(unit(color.green) * a), Float(unit(color.blue) * a), Float(a)) * 255
    }
}
