/// A `LinearGradient` prepared for device pixels: the gradient parameter as an
/// affine function of the pixel position, and per-stop-interval premultiplied
/// colours with slopes, so a pixel costs one interval look-up and four
/// multiply-adds.
///
/// Precision: colours are evaluated per pixel in Float on the 0…255 scale and
/// rounded to nearest (no colour table), so every pixel is within half an 8-bit
/// step (plus Float rounding) of the Double reference however close two stops
/// are. A 256-entry table, the usual alternative, is off by up to a whole
/// stop-to-stop difference / 510 per pixel, visible when stops are close. Channels are clamped to
/// alpha after rounding, keeping the premultiplied invariant.
struct GradientShader {
    /// t at pixel (x, y) is `t0 + dtdx · (x + ½) + dtdy · (y + ½)` (pixel centres).
    let dtdx: Double
    let dtdy: Double
    let t0: Double
    /// Consecutive intervals covering all t: a flat pad before the first stop,
    /// one between each pair of stops, a flat pad after the last.
    private let intervals: [Interval]

    /// A stretch of t over which each premultiplied channel (0…255, opacity
    /// applied) is `base + slope · (t − lower)`.
    struct Interval {
        var lower: Float
        var upper: Float
        var base: Channels
        var slope: Channels

        /// The stored pixel word at t (within the interval).
        @inline(__always)
        func word(at t: Float) -> UInt32 {
            let d = t - lower
            let v = base.lanes + slope.lanes * d
            // Clamped to 0…255 (NaN to 0), then rounded to nearest: adding 1.5 · 2²³
            // leaves the rounded integer in the low mantissa bits (ties to even).
            // All four channels at once: about 10 instructions a word fewer than channel by channel.
            let high = v.replacing(with: 255, where: v .> 255)
            let clamped = high.replacing(with: 0, where: .!(high .>= 0))
            let bytes = unsafeBitCast(clamped + 12_582_912, to: SIMD4<UInt32>.self) & 0xFF
            let channels = bytes.replacing(with: bytes[3], where: bytes .> bytes[3]) &<< SIMD4(0, 8, 16, 24)
            return (channels[0] | channels[1] | channels[2] | channels[3]).littleEndian
        }
    }

    /// Premultiplied channels on the 0…255 scale.
    struct Channels {
        var red: Float, green: Float, blue: Float, alpha: Float

        static let zero = Channels(red: 0, green: 0, blue: 0, alpha: 0)

        /// The channels in memory order (red first).
        @inline(__always)
        var lanes: SIMD4<Float> { SIMD4(red, green, blue, alpha) }

        /// (to − from) / span, channel by channel.
        static func slope(from a: Channels, to b: Channels, over span: Float) -> Channels {
            Channels(
                red: (b.red - a.red) / span, green: (b.green - a.green) / span, blue: (b.blue - a.blue) / span,
                alpha: (b.alpha - a.alpha) / span)
        }
    }

    init(_ gradient: LinearGradient, opacity: Double, transform: Transform) {
        let stops = Self.normalized(gradient.stops)
        let colors = stops.map { Self.premultiplied($0.color, opacity: opacity) }
        var intervals: [Interval] = []
        if let first = stops.first, let last = stops.last {
            intervals.append(Interval(lower: 0, upper: Float(first.offset), base: colors[0], slope: .zero))
            for k in stops.indices.dropLast() {
                let a = stops[k].offset
                let b = stops[k + 1].offset
                let span = Float(b - a)  // 0 for a hard stop, or one closer than Float resolves
                let slope = span > 0 ? Channels.slope(from: colors[k], to: colors[k + 1], over: span) : .zero
                intervals.append(Interval(lower: Float(a), upper: Float(b), base: colors[k], slope: slope))
            }
            intervals.append(
                Interval(lower: Float(last.offset), upper: .infinity, base: colors[colors.count - 1], slope: .zero))
        } else {
            intervals.append(Interval(lower: 0, upper: .infinity, base: .zero, slope: .zero))
        }
        self.intervals = intervals

        // t(u) = (u − start)·v / |v|² in user space, u = T⁻¹(p) for device p.
        let v = gradient.end - gradient.start
        let length2 = v.dot(v)
        let t = transform
        let det = t.a * t.d - t.b * t.c
        let ia = t.d / det
        let ib = -t.b / det
        let ic = -t.c / det
        let id = t.a / det
        let itx = (t.c * t.ty - t.d * t.tx) / det
        let ity = (t.b * t.tx - t.a * t.ty) / det
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

    /// Calls `body(i, word)` for `count` pixels whose parameters are t, t + step, …
    @inline(__always)
    func forEachWord(from t: Double, step: Double, count: Int, _ body: (Int, UInt32) -> Void) {
        var t = t
        forEachWord(
            count: count,
            parameter: { _ in
                defer { t += step }
                return t
            }, body)
    }

    /// Calls `body(i, word)` for `count` pixels, pixel i at `parameter(i)`. The
    /// interval is tracked from pixel to pixel (t is monotonic along a span or a
    /// column), so a pixel costs four multiply-adds and the rounding.
    @inline(__always)
    func forEachWord(count: Int, parameter: (Int) -> Double, _ body: (Int, UInt32) -> Void) {
        intervals.withUnsafeBufferPointer { intervals in
            var k = 0
            for i in 0..<count {
                let t = parameter(i)
                // t is finite (the coefficients are); clamping keeps the Float conversion finite too.
                let tf = Float(t > 0 ? min(t, 2) : 0)
                while tf >= intervals[k].upper && k + 1 < intervals.count { k += 1 }
                while tf < intervals[k].lower && k > 0 { k -= 1 }
                body(i, intervals[k].word(at: tf))
            }
        }
    }

    /// Stops with finite offsets, clamped to 0…1, in stable offset order.
    private static func normalized(_ stops: [GradientStop]) -> [GradientStop] {
        stops.enumerated()
            .filter { $0.element.offset.isFinite }
            .map {
                (
                    index: $0.offset,
                    stop: GradientStop(offset: max(0, min(1, $0.element.offset)), color: $0.element.color)
                )
            }
            .sorted { ($0.stop.offset, $0.index) < ($1.stop.offset, $1.index) }
            .map(\.stop)
    }

    /// Premultiplied components 0…255 of a straight-alpha colour (NaN counts as 0).
    private static func premultiplied(_ color: Color, opacity: Double) -> Channels {
        func unit(_ v: Double) -> Double { v > 0 ? min(v, 1) : 0 }
        let a = unit(color.alpha) * opacity * 255
        return Channels(
            red: Float(unit(color.red) * a), green: Float(unit(color.green) * a), blue: Float(unit(color.blue) * a),
            alpha: Float(a))
    }
}
