import Glibc
import Testing

// A kiosk's screen file and process, for the suites that run the binary on a
// framebuffer file while its data changes.

/// Pixels of the screen file (xrgb8888: B, G, R, X) whose green exceeds red by
/// 60 (the rising line's #2ECC71 and its glow) and whose red exceeds green by
/// 100 (the falling line's #FF4D4D).
func lineColours(_ scratch: Scratch) -> (green: Int, red: Int) {
    guard let bytes = try? scratch.read("screen.raw") else { return (0, 0) }
    var green = 0, red = 0
    var i = 0
    while i + 3 < bytes.count {
        let g = Int(bytes[i + 1]), r = Int(bytes[i + 2])
        if g > r + 60 { green += 1 }
        if r > g + 100 { red += 1 }
        i += 4
    }
    return (green, red)
}

/// Polls the screen for up to `seconds` until `condition` holds.
func waitForScreen(_ scratch: Scratch, seconds: Double, _ condition: ((green: Int, red: Int)) -> Bool) -> Bool {
    var waited = 0.0
    while waited < seconds {
        if condition(lineColours(scratch)) { return true }
        usleep(50_000)
        waited += 0.05
    }
    return false
}

/// Replaces `name` as an updater should: a new file renamed over the old.
func replace(_ scratch: Scratch, _ name: String, with text: String) throws {
    try scratch.write(name + ".new", text)
    #expect(rename(scratch.path(name + ".new"), scratch.path(name)) == 0)
}

/// Kills `pid` if a test left it running (a child already waited for is not
/// ours any more: its number may belong to another process).
func reap(_ pid: pid_t) {
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == 0 else { return }
    kill(pid, SIGKILL)
    _ = try? Rasterchart.wait(for: pid)
}

/// Polls for up to 20 s until standard error is not empty.
func waitForError(_ scratch: Scratch) {
    var waited = 0
    while (try? scratch.read("../stderr"))?.isEmpty ?? true, waited < 20_000 {
        usleep(50_000)
        waited += 50
    }
}
