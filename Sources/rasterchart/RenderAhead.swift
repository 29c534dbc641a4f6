import Animation
import Chart
import Glibc
import Raster
import Synchronization

/// Renders an animation's frames on worker threads, ahead of one consumer that
/// takes them in order: frames are independent once the static layers are cached,
/// so the cores draw while the consumer (GIF encoder, PNG writer) works.
///
/// Frames are produced as the sequence 0, 1, …, n − 1, repeated `passes` times
/// (the GIF encoder reads the animation twice), frame number i drawn by worker i mod P
/// into ring slot i mod S, with S a multiple of P so each slot belongs to one
/// worker and that worker fills it in sequence order. Each slot has two
/// semaphores: `filled` (the consumer may read it) and `free` (its worker may
/// draw into it again). Memory is bounded: S pixmaps whatever the length of the
/// animation. The consumer copies only the rectangle that changed since the frame
/// it holds, so a slot is handed back at once; `--rotate` turns the frame in that
/// copy, so the consumer's frame has the turned size and no pass is added.
///
/// Every access to a slot's pixmap is ordered by its semaphores (a worker draws
/// between `free` and `filled`, the consumer reads between `filled` and `free`),
/// which is why the class can be `@unchecked Sendable`; it is checked with
/// `-sanitize=thread`.
final class RenderAhead: @unchecked Sendable {
    private let renderer: FrameRenderer
    private let times: [Double]
    private let rotation: Rotation
    /// Where a frame drawn on the consumer's thread goes before it is turned, and
    /// the time of the frame it holds.
    private var unturned: (pixmap: Pixmap, time: Double)?
    private let workerCount: Int
    /// The length of the sequence: frames × passes.
    private let limit: Int
    private let slots: UnsafeMutableBufferPointer<Slot>
    private let stopping = Atomic<Bool>(false)
    private var threads: [pthread_t] = []
    /// The next sequence number the consumer takes (consumer thread only).
    private var next = 0

    private struct Slot {
        var pixmap: Pixmap
        var heldTime: Double?
        let free: UnsafeMutablePointer<sem_t>
        let filled: UnsafeMutablePointer<sem_t>
    }

    /// Starts the workers: `workers` threads, two ring slots each, drawing the
    /// frames at `times` in order, `passes` times over, for a consumer that takes
    /// them turned by `rotation`. With no workers every frame is drawn on the
    /// consumer's thread (a batch of charts keeps the cores busy with one chart
    /// each instead).
    init(renderer: FrameRenderer, times: [Double], passes: Int, workers: Int, rotation: Rotation = .none) {
        self.renderer = renderer
        self.times = times
        self.rotation = rotation
        limit = times.count * max(0, passes)
        workerCount = max(0, workers)
        slots = .allocate(capacity: 2 * workerCount)
        for s in slots.indices {
            let free = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
            let filled = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
            sem_init(free, 0, 1)
            sem_init(filled, 0, 0)
            (slots.baseAddress! + s).initialize(
                to: Slot(pixmap: renderer.makeCanvas(), heldTime: nil, free: free, filled: filled))
        }
        for worker in 0..<min(workerCount, limit) {
            let context = Unmanaged.passRetained(WorkerContext(owner: self, worker: worker)).toOpaque()
            var thread = pthread_t()
            let started = pthread_create(&thread, nil, { raw in
                guard let raw else { return nil }
                let context = Unmanaged<WorkerContext>.fromOpaque(raw).takeRetainedValue()
                context.owner.produce(worker: context.worker)
                return nil
            }, context)
            if started == 0 {
                threads.append(thread)
            } else {
                Unmanaged<WorkerContext>.fromOpaque(context).release()
            }
        }
    }

    /// The number of workers for this machine: one per online core, at most 4.
    /// Memory stays bounded whatever the canvas: each worker holds two ring
    /// slots and a glow scratch on the glow's cell grid (a 1920×1080, 50 fps line
    /// GIF peaked at 116 MB with two workers, most of it the GIF encoder's; the
    /// memory promise is in docs/limits.md, "Memory").
    static var workers: Int {
        min(max(sysconf(Int32(_SC_NPROCESSORS_ONLN)), 1), 4)
    }

    /// A frame for the consumer: the background, turned by the rotation.
    func makeFrame() -> Pixmap {
        rotation == .none ? renderer.makeCanvas() : renderer.makeCanvas().rotated(rotation)
    }

    /// Brings `frame` (from `makeFrame`), which holds frame `held` (nil: anything
    /// of the right size), to frame `k` and returns the rectangle that changed,
    /// both turned by the rotation. Frame `k` must be the next in the sequence;
    /// any other (or any past its end) is drawn here, on the caller's thread.
    @discardableResult
    func frame(_ k: Int, into frame: inout Pixmap, holding held: Int?) -> PixelRect {
        let heldTime = held.map { times[$0] }
        guard !threads.isEmpty, next < limit, k == next % times.count, threads.count == min(workerCount, limit) else {
            guard rotation != .none else { return renderer.render(at: times[k], into: &frame, holding: heldTime) }
            // Without workers every frame comes here, in order: each is drawn over
            // the one before, in a pixmap taken out so that it is not copied.
            let drawnTime = unturned?.time
            var drawn = unturned.take()?.pixmap ?? renderer.makeCanvas()
            renderer.render(at: times[k], into: &drawn, holding: drawnTime)
            unturned = (drawn, times[k])
            return frame.copy(renderer.changedRect(from: heldTime, to: times[k]), from: drawn, rotatedBy: rotation)
        }
        let slot = slots.baseAddress! + next % slots.count
        Self.wait(slot.pointee.filled)
        let dirty = renderer.changedRect(from: heldTime, to: times[k])
        let changed: PixelRect
        if rotation == .none {
            frame.copy(dirty, from: slot.pointee.pixmap)
            changed = dirty
        } else {
            changed = frame.copy(dirty, from: slot.pointee.pixmap, rotatedBy: rotation)
        }
        sem_post(slot.pointee.free)
        next += 1
        return changed
    }

    /// `sem_wait`, repeated when a signal handler interrupts it: Linux never
    /// restarts it (whatever SA_RESTART says), and returning early on a SIGTERM
    /// would hand the consumer a slot its worker is still drawing (found by
    /// `-sanitize=thread` in InterruptionTests).
    private static func wait(_ semaphore: UnsafeMutablePointer<sem_t>) {
        while sem_wait(semaphore) != 0, errno == EINTR {}
    }

    /// Stops the workers and waits for them; call once, when done (also on errors).
    func stop() {
        stopping.store(true, ordering: .sequentiallyConsistent)
        for slot in slots { sem_post(slot.free) }
        for thread in threads { pthread_join(thread, nil) }
        threads = []
    }

    deinit {
        stop()
        for slot in slots {
            sem_destroy(slot.free)
            sem_destroy(slot.filled)
            slot.free.deallocate()
            slot.filled.deallocate()
        }
        _ = slots.deinitialize()
        slots.deallocate()
    }

    /// Worker `worker`'s loop: sequence numbers worker, worker + P, … to the end or until stopped.
    private func produce(worker: Int) {
        var i = worker
        while i < limit {
            let slot = slots.baseAddress! + i % slots.count
            Self.wait(slot.pointee.free)
            if stopping.load(ordering: .sequentiallyConsistent) { return }
            let t = times[i % times.count]
            renderer.render(at: t, into: &slot.pointee.pixmap, holding: slot.pointee.heldTime)
            slot.pointee.heldTime = t
            sem_post(slot.pointee.filled)
            i += workerCount
        }
    }

    /// What a worker thread starts with.
    private final class WorkerContext {
        let owner: RenderAhead
        let worker: Int

        init(owner: RenderAhead, worker: Int) {
            self.owner = owner
            self.worker = worker
        }
    }
}
