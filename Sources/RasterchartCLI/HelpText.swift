/// The synopsis; also the tail of the no-output error.
public let usageLine = "usage: rasterchart [bars|line] [options]"

/// What `--version` prints.
public let versionText = "rasterchart \(rasterchartVersion)"

/// What `--help` prints: generated from the option table, wrapped to 80 columns.
public let helpText: String = {
    var lines = [
        usageLine, "",
        "Renders an animated chart frame by frame: a staggered bar chart or a price",
        "line with a glow, to an animated GIF, PNG stills or a Linux framebuffer.",
        "", "Charts:",
    ]
    lines += helpRows("bars", "staggered bar growth (default)")
    lines += helpRows("line", "price line drawn from left to right, with a glow")
    for section in OptionSpec.Section.allCases {
        lines += ["", "\(section.rawValue):"]
        for spec in optionTable where spec.section == section {
            let names = ([spec.name] + (spec.alias.map { [$0] } ?? [])).joined(separator: ", ")
            lines += helpRows(names + (spec.value.map { " \($0)" } ?? ""), spec.help)
        }
    }
    lines += [
        "",
        "Values follow the option (--fps 25) or an equals sign (--fps=25). Each option",
        "may be given once (--color once a role, --data once a chart); -- ends the",
        "options (only the chart name may follow it). With several charts, {id} in an",
        "output's name is each chart's id: its coin, or its --data file's base name.",
        "Exit status: 0 done, 1 bad data or a failed output, 2 bad usage.",
    ]
    return lines.joined(separator: "\n") + "\n"
}()

/// The column where help texts start, and the width they wrap at.
private let helpColumn = 26
private let helpWidth = 80

/// One entry: the term indented by two, its text from `helpColumn` (on the
/// next line when the term is too long), wrapped at word boundaries.
private func helpRows(_ term: String, _ text: String) -> [String] {
    let indent = String(repeating: " ", count: helpColumn)
    var rows: [String] = []
    var current = "  " + term
    if current.count > helpColumn - 2 {
        rows.append(current)
        current = indent
    } else {
        current += String(repeating: " ", count: helpColumn - current.count)
    }
    var lineHasWords = false
    for word in text.split(separator: " ") {
        if lineHasWords, current.count + 1 + word.count > helpWidth {
            rows.append(current)
            current = indent
            lineHasWords = false
        }
        current += (lineHasWords ? " " : "") + word
        lineHasWords = true
    }
    rows.append(current)
    return rows
}
