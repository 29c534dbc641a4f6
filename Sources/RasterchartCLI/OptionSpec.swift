/// One row of the option table: everything the parser and the help text
/// know about an option.
struct OptionSpec: Sendable {
    /// The help text's groups, in the order it prints them.
    enum Section: String, CaseIterable, Sendable {
        case output = "Outputs (at least one; they combine)"
        case data = "Data"
        case playback = "Canvas and playback"
        case colors = "Colours (over --theme)"
        case text = "Titles, captions and formats"
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
    /// Whether it may be given more than once (each value adds to the options).
    let isRepeatable: Bool
    /// Validates the value (empty for a flag) and stores it in the options.
    let apply: @Sendable (inout Options, String) throws(ValueError) -> Void

    /// An option with a value: `parse` validates it, the result goes to `field`.
    init<T>(
        _ name: String, value: String, _ section: Section, _ help: String,
        _ field: WritableKeyPath<Options, T> & Sendable, _ parse: @escaping @Sendable (String) throws(ValueError) -> T
    ) {
        self.name = name
        alias = nil
        self.value = value
        self.section = section
        self.help = help
        isRepeatable = false
        apply = { (options: inout Options, text: String) throws(ValueError) in
            options[keyPath: field] = try parse(text)
        }
    }

    /// An option that may be repeated: `add` validates each value and adds it to
    /// the options (refusing, say, a second value for one key).
    init(
        repeatable name: String, value: String, _ section: Section, _ help: String,
        _ add: @escaping @Sendable (inout Options, String) throws(ValueError) -> Void
    ) {
        self.name = name
        alias = nil
        self.value = value
        self.section = section
        self.help = help
        isRepeatable = true
        apply = add
    }

    /// A flag: its presence stores `setting` in `field`.
    init<T: Sendable>(
        _ name: String, alias: String? = nil, _ section: Section, _ help: String,
        _ field: WritableKeyPath<Options, T> & Sendable, _ setting: T
    ) {
        self.name = name
        self.alias = alias
        value = nil
        self.section = section
        self.help = help
        isRepeatable = false
        apply = { options, _ in options[keyPath: field] = setting }
    }

    /// `--help` or `--version`: the parser answers these before it reads the
    /// table; their rows give them a place in the help text and the hints.
    init(command name: String, alias: String? = nil, _ help: String) {
        self.name = name
        self.alias = alias
        value = nil
        section = .general
        self.help = help
        isRepeatable = false
        apply = { _, _ in }
    }

    var takesValue: Bool { value != nil }
}
