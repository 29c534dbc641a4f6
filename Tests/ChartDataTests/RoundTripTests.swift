import Testing
@testable import ChartData
import TestSupport

/// Random bars written out the way other programs write CSV and JSON, then
/// read back: quoting, escapes, line ends and Unicode all survive.
@Suite struct RoundTripTests {
    private static let alphabet: [Unicode.Scalar] = [
        "a", "Z", "5", " ", ",", ";", "\"", "'", "\\", "/", "\n", "\t", "é", "ß", "€", "中", "😀", "\u{7F}", "\u{0}",
    ]

    /// A label of 1…20 scalars that does not start or end with white space.
    private func label(_ random: inout SeededRandom) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 1...20, using: &random) {
            scalars.append(Self.alphabet.randomElement(using: &random)!)
        }
        return "x" + String(scalars) + "x"
    }

    /// What the reader makes of a label: control characters become spaces, and
    /// more than 20 characters are cut to 17 plus "...".
    private func expected(_ label: String) -> String {
        let spaced = String(String.UnicodeScalarView(label.unicodeScalars.map { $0.value < 0x20 || $0 == "\u{7F}" ? " " : $0 }))
        guard spaced.count > 20 else { return spaced }
        var cut = spaced.prefix(17)
        while cut.last == " " { cut.removeLast() }
        return cut + "..."
    }

    private func csvField(_ text: String) -> String {
        "\"" + text.map { $0 == "\"" ? "\"\"" : String($0) }.joined() + "\""
    }

    private func jsonString(_ text: String, _ random: inout SeededRandom) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += Bool.random(using: &random) ? "\\\\" : "\\u005c"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "/": out += Bool.random(using: &random) ? "/" : "\\/"
            default:
                if scalar.value < 0x20 || (scalar.value >= 0x80 && Bool.random(using: &random)) {
                    for unit in String(scalar).utf16 {
                        let hex = String(unit, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    @Test func csvBarsSurviveQuotingAndLineEnds() throws {
        var random = SeededRandom(seed: 21)
        for _ in 0..<300 {
            let bars = (0..<Int.random(in: 1...50, using: &random)).map { _ in
                Bar(label: label(&random), value: Double(Int.random(in: 0...1_000_000, using: &random)) / 100)
            }
            let newline = Bool.random(using: &random) ? "\r\n" : "\n"
            var text = Bool.random(using: &random) ? "\u{FEFF}" : ""
            if Bool.random(using: &random) { text += "label,value" + newline }
            for bar in bars { text += csvField(bar.label) + "," + NumberFormatting.plain(bar.value) + newline }
            let read = try readBars(text)
            #expect(read.labels == bars.map { expected($0.label) })
            #expect(read.values == bars.map(\.value))
        }
    }

    @Test func jsonBarsSurviveEscapes() throws {
        var random = SeededRandom(seed: 22)
        for _ in 0..<300 {
            let bars = (0..<Int.random(in: 1...50, using: &random)).map { _ in
                Bar(label: label(&random), value: Double(Int.random(in: 0...1_000_000, using: &random)) / 100)
            }
            let objects = bars.map { bar in
                "{\"value\": \(bar.value.description), \"label\": \(jsonString(bar.label, &random))}"
            }
            let read = try readBars("[" + objects.joined(separator: ",\n ") + "]", name: "b.json")
            #expect(read.labels == bars.map { expected($0.label) })
            #expect(read.values == bars.map(\.value))
        }
    }
}
