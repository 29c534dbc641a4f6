import Glibc
import Testing

/// `--data -` typed without a pipe, so standard input is the terminal, and
/// `--data` naming a terminal: refused at once with one line. The run waited,
/// showing nothing, for data nobody meant to type (on a kiosk whose unit gives
/// it a tty as standard input, forever).
@Suite struct TerminalInputTests {
    @Test(arguments: [true, false]) func aTerminalIsRefusedAsData(throughDash: Bool) throws {
        let scratch = try Scratch()
        let terminal = try PseudoTerminal()
        let name = try terminal.followerPath()
        let pid = try Rasterchart.start(
            ["line", "--data", throughDash ? "-" : name, "--png", "line.png", "--size", "40x24"], in: scratch,
            input: name)
        let status = try? Rasterchart.wait(for: pid, limit: 10)
        #expect(status != nil, "still waiting for the terminal after 10 s")
        let error = String(decoding: try readFile(scratch.root + "/stderr"), as: UTF8.self)
        let source = throughDash ? "stdin" : name
        #expect(status == 1, "\(error)")
        #expect(error == "rasterchart: \(source): is a terminal; pipe the data in or give a file\n")
        #expect(scratch.entries().isEmpty)
    }
}
