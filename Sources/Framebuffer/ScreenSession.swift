import CFramebuffer

/// What a live show takes from the system and gives back on every exit: the
/// console's mode and cursor (`Console`), and on a DRM card the CRTC, which
/// shows the chart's buffer instead of what it showed before.
///
/// The ordinary exits (the end, an error, SIGINT, SIGTERM, SIGHUP) call `end()`.
/// A fatal signal runs the C handler (`rc_restore_arm_fatal`, async-signal-safe),
/// which restores and raises the signal again. A death nothing in this process
/// sees, such as SIGKILL from the OOM killer, is seen by a forked guardian
/// process (ConsoleGuardian.c), which restores after it. The CRTC comes back
/// before the console, so the console's own picture is up when its text mode is.
public final class ScreenSession {
    let console: Console?
    let device: FramebufferDevice
    var guardian: (descriptor: Int32, pid: Int32)?
    var isActive = true
    /// Whether the fatal-signal handler is armed (disarming it resets the
    /// signals' handlers, which a session that took nothing leaves alone).
    var isArmed = false

    /// Takes the console (when `takesConsole` and the device is one) and the
    /// screen of a DRM card; throws when the card's screen cannot be taken, with
    /// the console already given back.
    public init(device: FramebufferDevice, takesConsole: Bool) throws(FramebufferError) {
        self.device = device
        console = takesConsole && device.isDevice ? Console.take() : nil
        var state = rc_restore()
        state.tty_fd = -1
        state.drm_fd = -1
        if let console {
            state.tty_fd = console.descriptor
            state.tty_mode = console.savedMode
            rc_restore_arm_fatal(&state)
            isArmed = true
        }
        if let drm = device.drm {
            do {
                try drm.show()
            } catch {
                isActive = false
                if isArmed { rc_restore_arm_fatal(nil) }
                console?.restore()
                throw error
            }
            if let saved = drm.savedState {
                state.drm_fd = saved.drm_fd
                state.crtc = saved.crtc
                state.connectors = saved.connectors
                state.connector_count = saved.connector_count
            }
        }
        guard state.tty_fd >= 0 || state.drm_fd >= 0 else { return }
        rc_restore_arm_fatal(&state)
        isArmed = true
        var pid: Int32 = 0
        let descriptor = rc_console_start_guardian(&state, &pid)
        if descriptor >= 0 { guardian = (descriptor, pid) }
    }

    deinit { end() }

    /// Gives everything back; safe to call more than once.
    public func end() {
        guard isActive else { return }
        isActive = false
        if isArmed { rc_restore_arm_fatal(nil) }
        device.drm?.restore()
        console?.restore()
        if let guardian {
            rc_console_dismiss_guardian(guardian.descriptor, guardian.pid)
            self.guardian = nil
        }
    }
}
