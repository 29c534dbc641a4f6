extension Options {
    /// The frame `--png` writes.
    public enum Still: Hashable, Sendable {
        /// The final frame (the default).
        case end
        /// `--time SECONDS`: the frame showing this time, clamped to the animation.
        case time(Double)
        /// `--frame N`: frame N of the timeline, counting from 0.
        case frame(Int)
    }
}
