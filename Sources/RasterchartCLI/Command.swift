/// What the command line asks the program to do.
public enum Command: Hashable, Sendable {
    /// Render the chart to the outputs the options name.
    case render(Options)
    /// `--help` or `-h` (anywhere): print `helpText` to standard output, exit 0.
    case showHelp
    /// `--version`: print `versionText` to standard output, exit 0.
    case showVersion
}
