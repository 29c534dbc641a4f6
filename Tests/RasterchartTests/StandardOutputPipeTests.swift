import Glibc
import PNG
import Raster
import Testing

/// `--gif -` and `--png -`: standard output when it is a pipe, a closed pipe, or a
/// terminal.
@Suite struct StandardOutputPipeTests {
    @Test(arguments: ["--gif", "--png"])
    func aDashWritesIntoAPipe(option: String) throws {
        let scratch = try Scratch()
        let pipe = try Pipe(in: scratch)
        let run = try Rasterchart.run(
            [option, "-", "--size", "40x24", "--fps", "5"], in: scratch, output: .descriptor(pipe.writeEnd))
        pipe.closeWriteEnd()
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        #expect(scratch.entries().isEmpty)
        let written = try pipe.readAll()
        if option == "--gif" {
            _ = try GIFExpectation(renderer: try InProcess.bars(width: 40, height: 24), fps: 5).check(written)
        } else {
            let still = try Pixmap(pngData: written)
            expectSamePixels(still, InProcess.frame(try InProcess.bars(width: 40, height: 24), at: 1.4), "from the pipe")
        }
    }

    /// The reader is gone (`rasterchart --gif - | head -c 10`): SIGPIPE is ignored,
    /// so the write fails and the run ends with one line and status 1, not killed
    /// by the signal (status 141).
    @Test(arguments: ["--gif", "--png"])
    func aPipeWithoutAReaderEndsTheRunWithOneLine(option: String) throws {
        let scratch = try Scratch()
        let pipe = try Pipe(in: scratch)
        pipe.closeReadEnd()
        let run = try Rasterchart.run(
            [option, "-", "--size", "40x24", "--fps", "5"], in: scratch, output: .descriptor(pipe.writeEnd))
        #expect(run.status == 1, "\(run)")
        #expect(run.errorLines == ["rasterchart: cannot write /dev/stdout: Broken pipe"], "\(run)")
        #expect(scratch.entries().isEmpty)
    }

    @Test func aTerminalIsRefusedBeforeAnythingIsWritten() throws {
        let scratch = try Scratch()
        let terminal = try PseudoTerminal()
        let run = try Rasterchart.run(["--gif", "-", "--size", "40x24"], in: scratch, output: .descriptor(terminal.follower))
        #expect(run.status == 1, "\(run)")
        #expect(
            run.errorLines == [
                "rasterchart: cannot write /dev/stdout: standard output is a terminal; redirect it to a file or a pipe"
            ], "\(run)")
        #expect(terminal.pendingOutput() == 0)
    }
}
