import CFramebuffer
import Glibc
import Testing

/// The console guardian (ConsoleGuardian.c) with a pipe standing in for the
/// terminal: its KDSETMODE fails there, but the cursor escape it writes shows
/// whether it restored. Closing the guardian's descriptor without a byte is what
/// the kernel does when this process dies by SIGKILL. Serialized, and the pipes
/// close on exec: another guardian forked meanwhile, or a subprocess another test
/// starts, would hold a write end and keep a read from seeing the end.
@Suite(.serialized) struct ConsoleGuardianTests {
    /// A pipe whose read end does not block; `nil` when it cannot be made.
    static func makePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        return (ends[0], ends[1])
    }

    /// What the read end holds now: the bytes, or nil when there is nothing yet
    /// (the write end still open somewhere).
    static func drain(_ fd: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 64)
        let n = read(fd, &buffer, buffer.count)
        return n < 0 ? nil : Array(buffer.prefix(n))
    }

    static func reap(_ pid: Int32) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status
    }

    /// A guardian watching a pipe as its terminal: the pipe's read end (for
    /// what the guardian writes), the descriptor that keeps it waiting, its pid.
    static func startGuardian(card: Int32 = -1) throws -> (terminal: Int32, keeper: Int32, pid: Int32) {
        let tty = try #require(makePipe())
        var what = rc_restore()
        what.tty_fd = tty.write
        what.tty_mode = Int32(KD_TEXT)
        what.drm_fd = card
        what.crtc.mode_valid = 1
        var pid: Int32 = 0
        let keeper = rc_console_start_guardian(&what, &pid)
        close(tty.write)
        guard keeper >= 0 else {
            close(tty.read)
            throw GuardianNotStarted()
        }
        return (tty.read, keeper, pid)
    }

    struct GuardianNotStarted: Error {}

    @Test func restoresWhenTheProcessDiesWithoutDismissingIt() throws {
        let guardian = try Self.startGuardian()
        defer { close(guardian.terminal) }
        close(guardian.keeper)
        #expect(Self.reap(guardian.pid) == 0)
        #expect(Self.drain(guardian.terminal) == Array("\u{1B}[?25h".utf8))
    }

    @Test func leavesTheConsoleAloneWhenDismissed() throws {
        let guardian = try Self.startGuardian()
        defer { close(guardian.terminal) }
        rc_console_dismiss_guardian(guardian.keeper, guardian.pid)
        #expect(Self.drain(guardian.terminal) == [])
    }

    /// A DRM card (a pipe here, where the CRTC call fails harmlessly) stays
    /// open in the guardian until it has restored: the card's master and the
    /// chart's buffer must outlive this process for the CRTC to be set back.
    @Test func keepsTheCardOpenUntilItHasRestored() throws {
        let card = try #require(Self.makePipe())
        defer { close(card.read) }
        let guardian = try Self.startGuardian(card: card.write)
        defer { close(guardian.terminal) }
        close(card.write)
        #expect(Self.drain(card.read) == nil, "the guardian holds the card while it waits")
        close(guardian.keeper)
        #expect(Self.reap(guardian.pid) == 0)
        #expect(Self.drain(guardian.terminal) == Array("\u{1B}[?25h".utf8))
        #expect(Self.drain(card.read) == [], "and lets it go once it has restored")
    }

    /// The guardian lives as long as the show: a descriptor it kept (a pipe a
    /// caller reads to its end, an output file) would outlive this process.
    @Test func keepsNoOtherDescriptor() throws {
        let other = try #require(Self.makePipe())
        defer { close(other.read) }
        let guardian = try Self.startGuardian()
        defer { close(guardian.terminal) }
        close(other.write)
        var ready = pollfd(fd: other.read, events: Int16(POLLIN), revents: 0)
        let polled = poll(&ready, 1, 5000)
        #expect(polled == 1)
        #expect(Self.drain(other.read) == [])
        rc_console_dismiss_guardian(guardian.keeper, guardian.pid)
    }
}
