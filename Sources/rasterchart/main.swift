// rasterchart: parse the command line, run it, exit with its status
// (0 done, 1 bad data or a failed output, 2 bad usage, 130/143 interrupted).
import Glibc

exit(Program.run(arguments: Array(CommandLine.arguments.dropFirst())))
