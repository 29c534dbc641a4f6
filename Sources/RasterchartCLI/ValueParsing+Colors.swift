import Chart
import Raster

/// The validators of `--color`, `--matte` and `--max-bytes`.
extension ValueParsing {
    /// `--color ROLE=COLOR`: adds the colour for its role; a role given a colour
    /// twice is refused, as a repeated option is.
    static func addColor(to options: inout Options, _ text: String) throws(ValueError) {
        let roles = Chart.Theme.Role.allCases.map(\.rawValue)
        guard let equals = text.firstIndex(of: "=") else {
            throw ValueError(reason: "expected ROLE=COLOR, e.g. bar=#FF4704 (roles: \(roles.joined(separator: ", ")))")
        }
        let name = String(text[..<equals])
        guard let role = Chart.Theme.Role(rawValue: name.lowercased()) else {
            let hint = closestMatch(to: name, among: roles).map { "did you mean '\($0)'? " } ?? ""
            throw ValueError(reason: "\(hint)unknown role '\(name)' (roles: \(roles.joined(separator: ", ")))")
        }
        guard options.colors[role] == nil else {
            throw ValueError(reason: "\(role.rawValue) has a colour already; give each role once")
        }
        options.colors[role] = try color(String(text[text.index(after: equals)...]))
    }

    /// A colour: `#RRGGBB`, `#RRGGBBAA`, `#RGB`, `#RGBA`, a CSS name or `transparent`.
    static func color(_ text: String) throws(ValueError) -> Color {
        do throws(ColorParseError) {
            return try Color(parsing: text)
        } catch .unknownName {
            let names = Color.cssNamed.map(\.name) + ["transparent"]
            let hint = closestMatch(to: text, among: names).map { "did you mean '\($0)'? " } ?? ""
            throw ValueError(reason: "\(hint)unknown colour '\(text)': expected #RRGGBB, #RRGGBBAA or a CSS colour name such as steelblue")
        } catch {
            throw ValueError(reason: "\(error)")
        }
    }

    /// `--matte`: an opaque colour, since it is what the GIF or the screen shows
    /// under the edges.
    static func matte(_ text: String) throws(ValueError) -> Color {
        let matte = try color(text)
        guard matte.premultiplied.alpha == 255 else {
            throw ValueError(reason: "the matte must be opaque: it is the page the picture is blended onto")
        }
        return matte
    }

    /// The largest multiplier and its count: 10^12 bytes, a terabyte, leaves any
    /// product far from overflow.
    static let largestByteCount = 1_000_000_000_000

    /// `--max-bytes`: a number of bytes, or a decimal with `K` (1000) or `M`
    /// (1000000), case ignored: `250000`, `500K`, `1.5M`. Decimal units, as disk
    /// and network sizes are given: a limit set in binary units (15 MiB) is met
    /// too by the same figure in decimal ones. Rounded down to whole bytes.
    static func byteCount(_ text: String) throws(ValueError) -> Int {
        let unit: Double
        var number = Substring(text)
        switch text.last {
        case "k", "K": unit = 1000
        case "m", "M": unit = 1_000_000
        default: unit = 1
        }
        if unit > 1 { number = number.dropLast() }
        guard let value = unit > 1 ? decimal(String(number)) : wholeNumber(number).map(Double.init) else {
            throw ValueError(reason: "expected a size in bytes, or with K (1000) or M (1000000), e.g. 500K or 15M")
        }
        let bytes = (value * unit).rounded(.down)
        guard bytes >= 1, bytes <= Double(largestByteCount) else {
            throw ValueError(reason: "must be from 1 byte to 1000000M")
        }
        return Int(bytes)
    }
}
