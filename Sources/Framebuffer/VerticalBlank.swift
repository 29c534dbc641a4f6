/// Whether `FBIO_WAITFORVSYNC` really waits for the display's vertical blank,
/// decided by timing it (`FramebufferDevice.probeVerticalBlank()`).
///
/// Many drivers accept the call without waiting: under DRM's fbdev emulation in
/// QEMU (bochs, cirrus, virtio-gpu) it returns 0 within 0.02 ms, and vesafb
/// answers ENOTTY. Waiting on such a call would pace nothing, so it is used only
/// when successive calls return one refresh apart, steadily, at 22–200 Hz (DRM
/// gives up on a missing blank after 50 ms, so slower is a timeout, not a panel). Then
/// each dirty rectangle is copied right after a blank, ahead of the scan-out,
/// which keeps it from tearing; everywhere else frames are paced by the clock
/// alone. Page flipping (FBIOPAN_DISPLAY) is not used at all: under DRM's fbdev
/// emulation it reports success but the screen keeps showing the first buffer.
public enum VerticalBlank: Hashable, Sendable, CustomStringConvertible {
    /// The call waits for a blank every `period` seconds.
    case waits(period: Double)
    /// Not used, and why.
    case unusable(String)

    /// Shortest and longest believable refresh periods (200 Hz and 22 Hz).
    static let periods = 0.005...0.045
    /// How far one interval may stray from the median and still count as steady.
    static let tolerance = 0.25

    /// The verdict for the times between successive returns of `call`.
    public init(intervals: [Double], call: String = "FBIO_WAITFORVSYNC") {
        let sorted = intervals.sorted()
        guard !sorted.isEmpty else {
            self = .unusable("not measured")
            return
        }
        let median = sorted[sorted.count / 2]
        let ms = (median * 1e4).rounded() / 10
        if median < Self.periods.lowerBound {
            self = .unusable("\(call) returns at once (\(ms) ms)")
        } else if median > Self.periods.upperBound {
            self = .unusable("\(call) takes \(ms) ms")
        } else if sorted.contains(where: { abs($0 - median) > Self.tolerance * median }) {
            self = .unusable("\(call) returns at irregular times")
        } else {
            self = .waits(period: median)
        }
    }

    public var isUsable: Bool {
        if case .waits = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .waits(let period): "vsync every \((period * 1e4).rounded() / 10) ms"
        case .unusable(let reason): "no vsync: \(reason)"
        }
    }
}
