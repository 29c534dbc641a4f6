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
        let width = coverage.width
        coverage.withUnsafeBytes { bytes in
            scratch.layer.load(content, from: bytes, imageWidth: width, channels: 1, channel: 0)
        }
        for (k, shadow) in shadows.enumerated() {
            content = shadow.geometry.bounds(ofContentIn: content).intersection(needed[k + 1])
            shadow.geometry.cast(scratch.layer, over: content, into: &scratch.blurred, work: &scratch.work)
            Self.combine(scratch.layer, under: scratch.blurred, opacity: shadow.alpha, into: &scratch.source)
            swap(&scratch.layer, &scratch.source)
        }
        coverage.withUnsafeMutableBytes { bytes in
            scratch.layer.store(to: bytes, imageWidth: width, channels: 1, channel: 0)
        }
    }

    /// `coverage` with the chain applied; its content may lie anywhere in it.
    public func applied(to coverage: AlphaMask) -> AlphaMask {
        var copy = coverage
        var scratch = BlurScratch()
        apply(to: &copy, dirty: coverage.bounds, scratch: &scratch)
        return copy
    }

    /// `layer` over `shadow` × `opacity`, over `shadow`'s rectangle (which holds
    /// `layer`'s): L + (255 − L) · a · B / 255, with L = 0 outside `layer`.
    private static func combine(_ layer: FloatPlane, under shadow: FloatPlane, opacity: Double, into output: inout FloatPlane) {
        let r = shadow.rect, l = layer.rect
        output.reset(to: r)
        let a = Float(min(max(opacity, 0), 1)), k = a / 255
        layer.values.withUnsafeBufferPointer { lv in
            shadow.values.withUnsafeBufferPointer { sv in
                output.values.withUnsafeMutableBufferPointer { ov in
                    for y in r.minY..<r.maxY {
                        let s = sv.baseAddress! + (y - r.minY) * r.width
                        let o = ov.baseAddress! + (y - r.minY) * r.width
                        for i in 0..<r.width { o[i] = a * s[i] }
                        guard y >= l.minY, y < l.maxY else { continue }
                        let x0 = max(l.minX, r.minX), x1 = min(l.maxX, r.maxX)
                        guard x0 < x1 else { continue }
                        let src = lv.baseAddress! + (y - l.minY) * l.width + x0 - l.minX
                        let s0 = s + x0 - r.minX, o0 = o + x0 - r.minX
                        for i in 0..<(x1 - x0) { o0[i] = src[i] + (255 - src[i]) * k * s0[i] }
                    }
                }
            }
        }
    }
}
