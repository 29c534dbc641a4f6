import Glibc

/// Runs the built `rasterchart` binary (beside the test bundle in .build/…/debug)
/// in a child process, so that signals, resource limits and exit statuses are
/// the real ones. Standard error goes to a file in the scratch directory.
enum Rasterchart {
    /// The binary: the test runner is built into the same directory.
    static let binary: String = {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let runner = n > 0 ? String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        let directory = runner[..<(runner.lastIndex(of: "/") ?? runner.startIndex)]
        return directory + "/rasterchart"
    }()

    /// What a finished run left: its exit status (128 + N for signal N), standard
    /// error and its peak resident memory (ru_maxrss) in KiB.
    struct Outcome {
        var status: Int32
        var error: String
        var peakKilobytes: Int

        /// Exactly one line.
        var isOneLine: Bool { error.hasSuffix("\n") && error.filter { $0 == "\n" }.count == 1 }
    }

    /// Starts `rasterchart ARGUMENTS` in `scratch` through `/bin/sh -c`, after
    /// `prefix` (shell commands such as `ulimit -f 8;`) and under `wrapper` (a
    /// program that runs it, such as `setpriv …`), and returns its process id.
    static func start(
        _ arguments: [String], in scratch: Scratch, prefix: String = "", wrapper: [String] = [], input: String = "/dev/null"
    ) throws -> pid_t {
        let command = prefix + " exec " + (wrapper + [binary] + arguments).map(quoted).joined(separator: " ")
            + " < " + quoted(input) + " 2> " + quoted(scratch.path(".stderr"))
        return try spawn("/bin/sh", ["-c", "cd " + quoted(scratch.root) + " && " + command])
    }

    /// Runs to the end (see `start`).
    static func run(
        _ arguments: [String], in scratch: Scratch, prefix: String = "", wrapper: [String] = [], input: String = "/dev/null"
    ) throws -> Outcome {
        let pid = try start(arguments, in: scratch, prefix: prefix, wrapper: wrapper, input: input)
        return try finish(pid, in: scratch)
    }

    /// Waits for a started run and collects its outcome; the stderr file is removed.
    static func finish(_ pid: pid_t, in scratch: Scratch) throws -> Outcome {
        var usage = rusage()
        let status = try wait(for: pid, usage: &usage)
        let error = String(decoding: scratch.read(".stderr") ?? [], as: UTF8.self)
        unlink(scratch.path(".stderr"))
        return Outcome(status: status, error: error, peakKilobytes: usage.ru_maxrss)
    }

    static func quoted(_ word: String) -> String {
        "'" + word.replacing("'", with: "'\\''") + "'"
    }
}

/// Starts `program` with `arguments`; the child inherits nothing but the standard streams.
func spawn(_ program: String, _ arguments: [String]) throws -> pid_t {
    var pid: pid_t = 0
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let result = posix_spawn(&pid, program, nil, nil, argv, environ)
    guard result == 0 else { throw Failure("posix_spawn \(program): \(String(cString: strerror(result)))") }
    return pid
}

/// The exit status of `pid`, or 128 + the signal that ended it; `usage` gets its resource use.
func wait(for pid: pid_t, usage: inout rusage) throws -> Int32 {
    var status: Int32 = 0
    while wait4(pid, &status, 0, &usage) < 0 {
        guard errno == EINTR else { throw Failure("waitpid: \(String(cString: strerror(errno)))") }
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
}

/// Runs a helper program to the end and returns its exit status.
@discardableResult
func run(_ program: String, _ arguments: [String]) throws -> Int32 {
    var usage = rusage()
    return try wait(for: spawn(program, arguments), usage: &usage)
}
