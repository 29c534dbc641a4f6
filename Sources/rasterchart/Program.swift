import ChartData
import Glibc
import RasterchartCLI

/// The process around a `RenderJob`: what to print and which exit status to
/// give for each outcome. Every failure is one line on standard error.
enum Program {
    static func run(arguments: [String]) -> Int32 {
        let command: Command
        do {
            command = try parse(arguments: arguments)
        } catch {
            printError(error.description)
            return 2
        }
        switch command {
        case .showHelp:
            print(helpText, terminator: "")
            return 0
        case .showVersion:
            print(versionText)
            return 0
        case .render(let options):
            do {
                try RenderJob(options: options).run()
                return 0
            } catch let problem as UsageProblem {
                printError(problem.description)
                return 2
            } catch let stop as Interruption {
                printError(stop.description)
                return stop.exitStatus
            } catch {
                printError("\(error)")
                return 1
            }
        }
    }

    /// Writes `rasterchart: message` as one line on standard error. File names
    /// and other text from the user may hold line breaks or escape sequences:
    /// `oneLine` spells them out.
    static func printError(_ message: String) {
        var line = "rasterchart: \(oneLine(message))\n"
        line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
