/// One row of the option table: everything the parser and the help text
/// know about an option.
struct OptionSpec: Sendable {
    /// The help text's groups, in the order it prints them.
    enum Section: String, CaseIterable, Sendable {
        case output = "Outputs (at least one; they combine)"
        case data = "Data"
        case playback = "Canvas and playback"
        case animation = "Animation (defaults depend on the chart)"
        case general = "General"
    }

    /// The long name, with its dashes: `--gif`.
    let name: String
    /// Another spelling, such as `-h`.
    let alias: String?
    /// The value's placeholder in the help text (`FILE`); nil for a flag.
    let value: String?
    let section: Section
    let help: String
    /// Validates the value (empty for a flag) and stores it in the options.
    let apply: @Sendable (inout Options, String) throws(ValueError) -> Void

    init(
        _ name: String, alias: String? = nil, value: String? = nil, _ section: Section, _ help: String,
        apply: @escaping @Sendable (inout Options, String) throws(ValueError) -> Void
    ) {
        self.name = name
        self.alias = alias
        self.value = value
        self.section = section
        self.help = help
        self.apply = apply
    }

    var takesValue: Bool { value != nil }
}
