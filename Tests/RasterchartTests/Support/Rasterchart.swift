import Glibc

/// The built `rasterchart` binary, run as a user runs it.
///
/// Like swift-argument-parser's example tests, the binary is found next to the
/// test bundle in the build products directory (`RASTERCHART_BINARY` overrides
/// it). Each run gets the scratch's `work` directory as its current directory,
/// standard input from the given bytes (or /dev/null), and its standard output
/// and error captured to files beside `work`, so nothing can block on a pipe and
/// standard error is never a terminal (no progress line).
enum Rasterchart {
    /// What one run did.
    struct Run: Sendable, CustomStringConvertible {
        /// The exit status, or 128 + the signal that ended the process.
        var status: Int32
        var output: String
        var error: String

        /// The lines of standard error (without their newlines).
        var errorLines: [Substring] { error.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }

        var description: String { "status \(status), stdout \(output.debugDescription), stderr \(error.debugDescription)" }
    }

    static let path: String = {
        if let override = getenv("RASTERCHART_BINARY") { return String(cString: override) }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let bundle = n > 0 ? String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        let directory = bundle.lastIndex(of: "/").map { String(bundle[..<$0]) } ?? "."
        return directory + "/rasterchart"
    }()

    /// The longest a run may take before it is killed and the test fails.
    static let timeLimit = 300.0

    /// Where a run's standard output goes.
    enum StandardOutput {
        /// The file beside `work` that `Run.output` reads back.
        case captured
        /// The test's open descriptor (a pipe's end, a terminal); `Run.output` is empty.
        case descriptor(Int32)
    }

    /// Runs the binary with `arguments` in `scratch.work`, with the test's
    /// environment and the `environment` variables (`NAME=value`) added.
    static func run(
        _ arguments: [String], in scratch: Scratch, input: [UInt8]? = nil, output: StandardOutput = .captured,
        environment: [String] = []
    ) throws -> Run {
        let inputPath = scratch.root + "/stdin", outputPath = scratch.root + "/stdout", errorPath = scratch.root + "/stderr"
        if let input { try writeFile(inputPath, input) }
        let command = (environment.isEmpty ? [] : ["/usr/bin/env"] + environment) + [path]
        let pid = try spawn(
            command + arguments, input: input == nil ? "/dev/null" : inputPath,
            output: output, in: scratch)
        let status = try wait(for: pid)
        let captured = if case .captured = output { try readFile(outputPath) } else { [UInt8]() }
        return Run(
            status: status, output: String(decoding: captured, as: UTF8.self),
            error: String(decoding: try readFile(errorPath), as: UTF8.self))
    }

    /// Starts the binary without waiting for it, standard input read from the
    /// file `input`; `wait(for:)` collects it. It starts with the signals in
    /// `blocking` blocked, as some supervisors start their children. With
    /// `newSession`, it leads a new session without a controlling terminal, as a
    /// service does.
    static func start(
        _ arguments: [String], in scratch: Scratch, input: String = "/dev/null", blocking: [Int32] = [],
        newSession: Bool = false
    ) throws -> pid_t {
        try spawn(
            [path] + arguments, input: input, output: .captured, in: scratch, blocking: blocking, newSession: newSession)
    }

    /// Waits for `pid` to end (killing it after `limit` seconds, and then throwing)
    /// and returns its status.
    static func wait(for pid: pid_t, limit: Double = timeLimit) throws -> Int32 {
        var status: Int32 = 0
        var waited = 0.0
        while true {
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid { break }
            guard done == 0 else { throw ScratchError("waitpid: \(String(cString: strerror(errno)))") }
            if waited > limit {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw ScratchError("rasterchart ran longer than \(limit) s and was killed")
            }
            usleep(5_000)
            waited += 0.005
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    private static func spawn(
        _ argv: [String], input: String, output: StandardOutput, in scratch: Scratch,
        blocking: [Int32] = [], newSession: Bool = false
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        switch output {
        case .captured:
            posix_spawn_file_actions_addopen(&actions, 1, scratch.root + "/stdout", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, 1)
        }
        posix_spawn_file_actions_addopen(&actions, 2, scratch.root + "/stderr", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // glibc's posix_spawn_file_actions_addchdir_np is not visible to Swift, and fork
        // is unsafe in a threaded process: a shell changes directory, then execs.
        let shell = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", scratch.work] + argv
        let arguments = shell.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        // The test runner's threads may block or ignore signals, and a child inherits
        // that; start it as a shell would, with no signal blocked and default actions.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t(), all = sigset_t()
        sigemptyset(&mask)
        sigfillset(&all)
        for sig in blocking { sigaddset(&mask, sig) }
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setsigdefault(&attributes, &all)
        // POSIX_SPAWN_SETSID (glibc 2.26) is 0x80; the Glibc module does not import it.
        let session: Int32 = newSession ? 0x80 : 0
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | session))
        var pid: pid_t = 0
        let result = arguments.withUnsafeBufferPointer { argv in
            posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv.baseAddress!, environ)
        }
        guard result == 0 else { throw ScratchError("cannot start \(path): \(String(cString: strerror(result)))") }
        return pid
    }
}
