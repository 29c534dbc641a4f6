import CFramebuffer
import Glibc

/// The virtual terminal under the framebuffer, switched to graphics mode while a
/// chart plays so the kernel's text console (and its blinking cursor) does not
/// draw over the picture.
///
/// `take()` saves the terminal's mode, sets `KD_GRAPHICS` and hides the cursor;
/// `restore()` puts both back (text mode where graphics was found). A
/// `ScreenSession` takes it and makes sure it comes back on every exit.
/// Everything here is best effort: without a terminal (a file as the device,
/// an SSH session) the picture still plays.
public final class Console {
    let descriptor: Int32
    let savedMode: Int32
    let ownsDescriptor: Bool
    var isTaken = true

    /// Takes the console: standard input when it is a virtual terminal, else
    /// `/dev/tty0` (the active one). Nil when neither can be switched.
    public static func take() -> Console? {
        var mode: Int32 = 0
        if rc_kd_get_mode(STDIN_FILENO, &mode) == 0 {
            return Console(descriptor: STDIN_FILENO, savedMode: mode, ownsDescriptor: false)
        }
        let fd = open("/dev/tty0", O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { return nil }
        guard rc_kd_get_mode(fd, &mode) == 0 else {
            close(fd)
            return nil
        }
        return Console(descriptor: fd, savedMode: mode, ownsDescriptor: true)
    }

    init?(descriptor: Int32, savedMode: Int32, ownsDescriptor: Bool) {
        self.descriptor = descriptor
        self.savedMode = Self.modeToRestore(found: savedMode)
        self.ownsDescriptor = ownsDescriptor
        guard rc_kd_set_mode(descriptor, Int32(KD_GRAPHICS)) == 0 else {
            if ownsDescriptor { close(descriptor) }
            return nil
        }
        write(text: "\u{1B}[?25l")
    }

    /// The mode to give back for the mode found at start. A console found in
    /// graphics mode was most likely left so by a run that died with its guardian
    /// (`systemctl kill -s KILL` ends both): restoring that would keep the text
    /// console hidden for good, so text mode is given back instead.
    static func modeToRestore(found mode: Int32) -> Int32 {
        mode == Int32(KD_GRAPHICS) ? Int32(KD_TEXT) : mode
    }

    deinit {
        restore()
        if ownsDescriptor { close(descriptor) }
    }

    /// Puts the saved mode back and shows the cursor; safe to call more than once.
    public func restore() {
        guard isTaken else { return }
        isTaken = false
        _ = rc_kd_set_mode(descriptor, savedMode)
        write(text: "\u{1B}[?25h")
    }

    func write(text: String) {
        var bytes = Array(text.utf8)
        _ = Glibc.write(descriptor, &bytes, bytes.count)
    }
}
