import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Runs an `ImageCoder` on a thread of its own, one image behind the differencer:
/// the caller fills one slot's buffers (indices, alternatives) while the coder
/// codes and writes the other's. Jobs are taken in the order they are sent and the
/// coder's state depends only on them, so the file is the same, byte for byte,
/// as with the coder on the caller's thread, whatever the timing.
///
/// Each slot has two semaphores, as the executable's `RenderAhead` has: `filled`
/// (the coder may take it) and `free` (the caller may fill it again); every access
/// to a slot is ordered by them, which is why the class can be `@unchecked
/// Sendable`. Without a thread (`threaded` false, or none could be started) each
/// job is carried out when it is sent.
final class CodingThread: @unchecked Sendable {
    /// A job and its buffers. A class, so the caller can lend both buffers at once.
    private final class Slot {
        /// nil: the coder stops.
        var job: ImageCoder.Job?
        var symbols: [UInt8]
        var alternatives: [UInt8]
        let free = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
        let filled = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)

        init(planeSize: Int) {
            symbols = [UInt8](repeating: 0, count: planeSize)
            alternatives = [UInt8](repeating: 0, count: planeSize)
            sem_init(free, 0, 1)
            sem_init(filled, 0, 0)
        }

        deinit {
            sem_destroy(free)
            sem_destroy(filled)
            free.deallocate()
            filled.deallocate()
        }
    }

    private let coder: ImageCoder
    private let slots: [Slot]
    private var thread: pthread_t?
    /// The caller's side: jobs sent, and whether it holds the next slot (waited for it).
    private var sent = 0
    private var holding = false
    /// The coder's first error, set before `failed` (coder thread), read once `failed` is seen.
    private var failure: GIFError?
    private let failed = Atomic<Bool>(false)

    /// A coder for images of at most `planeSize` pixels, on a thread of its own
    /// when `threaded`.
    init(_ coder: ImageCoder, planeSize: Int, threaded: Bool) {
        self.coder = coder
        slots = (0..<(threaded ? 2 : 1)).map { _ in Slot(planeSize: planeSize) }
        guard threaded else { return }
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<CodingThread>.fromOpaque(raw).takeRetainedValue().consume()
            return nil
        }, context)
        if started == 0 {
            self.thread = thread
        } else {
            Unmanaged<CodingThread>.fromOpaque(context).release()
        }
    }

    /// Lends `body` the next slot's buffers, for the next image's indices and
    /// alternatives (width × height bytes each); waits until the coder is done with them.
    func withBuffers<R>(_ body: (inout [UInt8], inout [UInt8]) throws -> R) rethrows -> R {
        let slot = acquire()
        return try body(&slot.symbols, &slot.alternatives)
    }

    /// Hands `job` (with the buffers last lent, for an image) to the coder. Throws the
    /// coder's error once it has failed.
    func send(_ job: ImageCoder.Job) throws(GIFError) {
        try checkFailure()
        let slot = acquire()
        holding = false
        sent += 1
        guard thread != nil else {
            defer { sem_post(slot.free) }
            try coder.take(job, symbols: &slot.symbols, alternatives: slot.alternatives)
            return
        }
        slot.job = job
        sem_post(slot.filled)
    }

    /// Sends `finish`, waits for the coder and throws its error, if any.
    func finish(end: Int) throws(GIFError) {
        try send(.finish(end: end))
        stop()
        try checkFailure()
    }

    /// Stops the coder (what it has not taken is dropped) and waits for it; call
    /// once done, also on errors.
    func stop() {
        guard let thread else { return }
        let slot = acquire()
        holding = false
        slot.job = nil
        sem_post(slot.filled)
        pthread_join(thread, nil)
        self.thread = nil
    }

    private func checkFailure() throws(GIFError) {
        if failed.load(ordering: .acquiring), let failure { throw failure }
    }

    /// The next slot, once the coder has handed it back.
    private func acquire() -> Slot {
        let slot = slots[sent % slots.count]
        if !holding {
            Self.wait(slot.free)
            holding = true
        }
        return slot
    }

    /// The coder thread's loop: slots in order until `finish` or a stop. After a
    /// failure it only hands slots back, so the caller never waits for ever.
    private func consume() {
        var i = 0
        while true {
            let slot = slots[i % slots.count]
            Self.wait(slot.filled)
            guard let job = slot.job else { return }
            slot.job = nil
            if failure == nil {
                do throws(GIFError) {
                    let alternatives = slot.alternatives
                    try coder.take(job, symbols: &slot.symbols, alternatives: alternatives)
                } catch {
                    failure = error
                    failed.store(true, ordering: .releasing)
                }
            }
            sem_post(slot.free)
            if case .finish = job { return }
            i += 1
        }
    }

    /// `sem_wait`, repeated when a signal handler interrupts it (Linux never restarts it).
    private static func wait(_ semaphore: UnsafeMutablePointer<sem_t>) {
        while sem_wait(semaphore) != 0, errno == EINTR {}
    }
}
