import Raster
import Testing

@Suite struct ColorParsingTests {
    @Test func longHexFormsGiveEachChannel() throws {
        #expect(try Color(parsing: "#FF4704") == Color(hex: 0xFF4704))
        #expect(try Color(parsing: "#ff4704") == Color(hex: 0xFF4704))
        let translucent = try Color(parsing: "#12121880")
        #expect(translucent == Color(hex: 0x121218, alpha: 128.0 / 255))
        #expect(try Color(parsing: "#000000FF") == .black)
        #expect(try Color(parsing: "#00000000").premultiplied == .transparent)
    }

    @Test func shortHexFormsDoubleEachDigit() throws {
        #expect(try Color(parsing: "#fA0") == Color(hex: 0xFFAA00))
        #expect(try Color(parsing: "#fA08") == Color(parsing: "#FFAA0088"))
    }

    @Test func everyAlphaByteSurvivesPremultiplying() throws {
        for alpha in 0...255 {
            let hex = "#FFFFFF" + String(String(alpha + 256, radix: 16).dropFirst())
            #expect(try Color(parsing: hex).premultiplied.alpha == UInt8(alpha), "\(hex)")
        }
    }

    @Test func namesAreCSSColoursInAnyCase() throws {
        #expect(try Color(parsing: "steelblue") == Color(hex: 0x4682B4))
        #expect(try Color(parsing: "SteelBlue") == Color(hex: 0x4682B4))
        #expect(try Color(parsing: "rebeccapurple") == Color(hex: 0x663399))
        #expect(try Color(parsing: "grey") == Color(parsing: "gray"))
        // CSS green is half intensity; lime is the full one.
        #expect(try Color(parsing: "green") == Color(hex: 0x008000))
        #expect(try Color(parsing: "lime") == Color(hex: 0x00FF00))
        #expect(try Color(parsing: "transparent") == .transparent)
        #expect(try Color(parsing: "TRANSPARENT") == .transparent)
    }

    @Test func theNameTableIsTheSpecificationsList() {
        let names = Color.cssNamed.map(\.name)
        #expect(names.count == 148)
        #expect(Set(names).count == 148)
        #expect(names == names.sorted())
        #expect(Set(Color.cssNamed.map(\.hex)).count == 139)
        #expect(names.allSatisfy { $0 == $0.lowercased() && !$0.contains(" ") })
        #expect(Color.cssNamed.allSatisfy { $0.hex <= 0xFFFFFF })
    }

    @Test(arguments: ["#", "#12", "#12345", "#1234567", "#123456789", "#GGGGGG", "#12 456", "#123456 ", "#١٢٣", "#+12345"])
    func malformedHexIsRefused(_ text: String) {
        #expect(throws: ColorParseError.malformedHex(text)) { try Color(parsing: text) }
    }

    @Test(arguments: ["", "grene", "steel blue", "rgb(1,2,3)", "123456", " #123456", "none", "currentcolor", "red\n", "ﬁrebrick"])
    func unknownNamesAreRefused(_ text: String) {
        #expect(throws: ColorParseError.unknownName(text)) { try Color(parsing: text) }
    }

    @Test func errorsNameTheAcceptedForms() {
        #expect("\(ColorParseError.unknownName("grene"))".contains("#RRGGBB, #RRGGBBAA or a CSS colour name"))
        #expect("\(ColorParseError.malformedHex("#12"))".contains("#RRGGBB or #RRGGBBAA"))
    }
}
