/// The files `--frames DIR` writes: `frame-00000.png`, … one a frame, numbered
/// with at least five digits (more when the count needs them, so they sort).
struct FrameFiles {
    let directory: String
    let count: Int

    /// The path of frame `k`.
    func path(_ k: Int) -> String {
        let digits = max(5, String(count - 1).count)
        let number = String(k)
        return directory + "/frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }
}
