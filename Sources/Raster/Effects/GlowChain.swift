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
// Layers. Each Lₖ lives in a `FloatPlane` over Sₖ ∩ Nₖ: Sₖ is where it can be
// non-zero (the coverage's dirty rectangle grown by each shadow's reach and offset)
// and Nₖ where later shadows need it (the plane's bounds, grown backwards through
// each later shadow's offset and reach). Nₖ extends past the plane, so what lands
// inside does not depend on where the plane's edge is; Sₖ keeps the layers no larger
// than the content needs.
//
// Cost. Per shadow: one reduction of the previous layer, a small convolution, and
// one pass that expands the blur and combines it into the next layer row by row
// (no full-resolution blurred plane). The line chart's glow at 800×480 (σ = 20, 40,
// 60, 80 px; layers up to 1346×1046 for the last blur's input) takes about 3 ms in
// release; the same four shadows as RGBA drop shadows take 52 ms.
//
// Precision. Layers are `Float` on the 0…255 scale and rounded to 8 bits once, at the
// end; chaining through 8-bit planes instead would add up to ½ level per shadow.
// Against the recurrence computed in `Double` with exact blurs the chain stays
// within 2/255 (tested). The general RGBA path (`Pixmap.drawShadow`), which rounds
// after every shadow, agrees with it within 3/255 per channel (measured 2.2).

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
    public func apply(to coverage: inout AlphaMask, dirty: PixelRect, scratch: inout BlurScratch) {
        let bounds = coverage.bounds
        var content = dirty.intersection(bounds)
        guard !content.isEmpty, !shadows.isEmpty else { return }
        var needed = [bounds]
        for shadow in shadows.reversed() {
            needed.append(shadow.geometry.dependency(of: needed[needed.count - 1]))
        }
        needed.reverse()
        // Moved out of `scratch` (and back at the end) so each can be borrowed on its own.
        var layer = FloatPlane()
        var next = FloatPlane()
        var work = BlurWork()
        swap(&layer, &scratch.layer)
        swap(&next, &scratch.nextLayer)
        swap(&work, &scratch.work)
        let width = coverage.width
        coverage.withUnsafeBytes { bytes in
            layer.load(content, from: bytes, imageWidth: width, channels: 1, channel: 0)
        }
        for (k, shadow) in shadows.enumerated() {
            content = shadow.geometry.bounds(ofContentIn: content).intersection(needed[k + 1])
            let opacity = unit(shadow.alpha)
            if k == shadows.count - 1 {
                coverage.withUnsafeMutableBytes { bytes in
                    let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
                    shadow.geometry.cast(layer, over: content, work: &work) { y, row in
                        Self.combine(layer, under: row, at: (content.minX, y), opacity: opacity, into: row.baseAddress!)
                        let o = base + y * width + content.minX
                        rowBytes(o, row.baseAddress!, count: row.count)
                    }
                }
            } else {
                next.reset(to: content, zeroed: false)
                next.values.withUnsafeMutableBufferPointer { out in
                    shadow.geometry.cast(layer, over: content, work: &work) { y, row in
                        let o = out.baseAddress! + (y - content.minY) * content.width
                        Self.combine(layer, under: row, at: (content.minX, y), opacity: opacity, into: o)
                    }
                }
                swap(&layer, &next)
            }
        }
        swap(&layer, &scratch.layer)
        swap(&next, &scratch.nextLayer)
        swap(&work, &scratch.work)
    }

    /// `coverage` with the chain applied; its content may lie anywhere in it.
    public func applied(to coverage: AlphaMask) -> AlphaMask {
        var copy = coverage
        var scratch = BlurScratch()
        apply(to: &copy, dirty: coverage.bounds, scratch: &scratch)
        return copy
    }

    /// Turns a row of shadow alpha B starting at `origin` into the next layer's row
    /// at `output` (which may be the row itself): L + (255 − L) · a · B / 255, with L
    /// from `layer` (0 outside it).
    private static func combine(
        _ layer: FloatPlane, under row: UnsafeMutableBufferPointer<Float>, at origin: (x: Int, y: Int),
        opacity: Float, into output: UnsafeMutablePointer<Float>
    ) {
        let l = layer.rect
        let b = row.baseAddress!
        let scale = opacity / 255
        let inside = origin.y >= l.minY && origin.y < l.maxY
        let x0 = inside ? min(max(l.minX, origin.x), origin.x + row.count) - origin.x : row.count
        let x1 = inside ? max(min(l.maxX, origin.x + row.count), origin.x + x0) - origin.x : row.count
        for i in 0..<x0 { output[i] = opacity * b[i] }
        for i in x1..<row.count { output[i] = opacity * b[i] }
        guard x0 < x1 else { return }
        layer.values.withUnsafeBufferPointer { lv in
            let src = lv.baseAddress! + (origin.y - l.minY) * l.width + origin.x - l.minX
            rowOver(output + x0, src + x0, scale, b + x0, count: x1 - x0)
        }
    }
}
