/// `text` with control and invisible formatting characters written as `\u{…}`
/// (a line feed becomes `\u{A}`), so that text taken from arguments, file names
/// or data can neither break an error's single line nor move the terminal's cursor.
public func oneLine(_ text: String) -> String {
    var line = ""
    for scalar in text.unicodeScalars {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator:
            line += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default:
            line.unicodeScalars.append(scalar)
        }
    }
    return line
}
