import Raster
import Synchronization

/// Working memory for drawing the line and its glow, kept across frames.
///
/// Each frame borrows one scratch (a coverage plane and the blur's temporaries)
/// and gives it back, so after the first frames on each thread nothing is
/// allocated per frame. Several threads rendering at once each borrow their own;
/// the pool grows to the number of frames ever drawn at the same time.
///
/// A scene makes its own pool unless given one. A run that draws many charts
/// (a playlist of a hundred coins) shares one: each pool keeps its planes as long
/// as its scene lives, so one pool per kept scene held a few megabytes per chart.
public final class GlowScratchPool: Sendable {
    struct Scratch {
        /// Zero everywhere between frames: a frame clears what it drew (its stroke's
        /// bounds), which costs a third of zeroing the plane mid-animation.
        var coverage: AlphaMask?
        var blur = BlurScratch()
    }

    private let free = Mutex<[Scratch]>([])

    public init() {}

    /// Runs `body` with a scratch no other thread holds meanwhile.
    func withScratch<R>(_ body: (inout Scratch) -> R) -> R {
        var scratch = free.withLock { $0.popLast() } ?? Scratch()
        let result = body(&scratch)
        free.withLock { $0.append(scratch) }
        return result
    }
}
