extension Options {
    /// `--gif-quality`: how closely the GIF's frames follow the rendered ones, and so
    /// its size. Soft glows change by a level or two over wide areas every frame;
    /// letting a pixel lag a little is what keeps a GIF small.
    public enum GIFQuality: String, CaseIterable, Hashable, Sendable {
        /// Every frame exactly as rendered, whenever the colours it changes fit one
        /// colour table (the bars' at 800×480 do; the line's glow changes more than
        /// 255 a frame, and those go through a quantized table).
        case exact
        /// A pixel may lag its rendered value by up to 6 levels while each frame stays
        /// above 56 dB PSNR: no visible difference (the default). Colours that go
        /// through a quantized table add its rounding.
        case high
        /// Up to 9 levels and 42 dB, about the quality of a GIF from Pillow or
        /// matplotlib: about half the bytes of `high` for the line chart.
        case small
    }
}
