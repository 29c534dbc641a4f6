/// The results table: per scene median and minimum (ms), Mpx/s, and the median
/// ratio to the C baseline the scene names (sampled in turn with it).
struct BenchReport {
    private(set) var rows: [(scene: Scene, measurement: Measurement, ratio: Double?)] = []

    mutating func add(_ scene: Scene, _ measurement: Measurement, ratio: Double? = nil) {
        rows.append((scene, measurement, ratio))
    }

    func printTable() {
        let nameWidth = max(5, rows.map(\.scene.name.count).max() ?? 0)
        print(pad("scene", nameWidth) + "  median ms     min ms     Mpx/s   runs  vs C baseline")
        for (scene, m, sceneRatio) in rows {
            let mpx = scene.pixels / (m.median * 1000)
            var ratio = ""
            if let baseline = scene.baseline, let sceneRatio {
                ratio = format(sceneRatio, 2) + "× " + baseline
            }
            print(
                pad(scene.name, nameWidth) + "  " + left(format(m.median, 3), 9) + "  " + left(format(m.minimum, 3), 9)
                    + "  " + left(scene.pixels > 0 ? format(mpx, 0) : "–", 8) + "  " + left("\(m.times.count)", 5) + "  " + ratio)
        }
    }

    private func pad(_ s: String, _ width: Int) -> String {
        s + String(repeating: " ", count: max(0, width - s.count))
    }

    private func left(_ s: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - s.count)) + s
    }

    /// `value` with `decimals` digits after the point (no Foundation here).
    private func format(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "-" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        guard decimals > 0 else { return "\(scaled)" }
        let whole = scaled / Int(scale), fraction = scaled % Int(scale)
        let digits = String(fraction)
        return "\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
    }
}
