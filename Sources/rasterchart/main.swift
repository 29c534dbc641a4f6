// rasterchart: parse the command line, run it, exit with its status
// (0 done, 1 bad data or a failed output, 2 bad usage, 128 + n after signal n:
// 130, 143 or 129 for SIGINT, SIGTERM or SIGHUP; a live --fb show or an --every
// run they end gives 0).
import Glibc

exit(Program.run(arguments: Array(CommandLine.arguments.dropFirst())))
