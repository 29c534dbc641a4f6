/// Reusable working memory for `GaussianBlur`, drop shadows and `GlowChain`.
///
/// Blurring allocates nothing per pixel, but it does need a few rows and reduced
/// planes; keeping one scratch per render loop and passing it `inout` lets every
/// frame after the first run without allocating. A fresh value is always valid.
public struct BlurScratch: Sendable {
    /// The blur's own temporaries.
    var work = BlurWork()
    /// The glow chain's reduced planes.
    var glow = GlowPlanes()

    public init() {}
}

/// The temporaries of one `GaussianBlur.apply` call.
struct BlurWork {
    var rows = FloatPlane()
    var reduced = FloatPlane()
    var reducedBlurred = FloatPlane()
    var paddedRow: [Float] = []
    var outputRow: [Float] = []
    var mixRow: [Float] = []
    var zeroRow: [Float] = []
    var sampleWeight: [Float] = []
    var fixedRows: [UInt16] = []
}
