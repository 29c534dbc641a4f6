import Animation
import Testing

@Suite struct EasingParsingTests {
    @Test func parsesEveryKeywordAnyCase() throws {
        #expect(try Easing(parsing: "linear") == .linear)
        #expect(try Easing(parsing: "ease") == .ease)
        #expect(try Easing(parsing: "ease-in") == .easeIn)
        #expect(try Easing(parsing: "ease-out") == .easeOut)
        #expect(try Easing(parsing: "ease-in-out") == .easeInOut)
        #expect(try Easing(parsing: "Ease-In-Out") == .easeInOut)
    }

    @Test func parsesCubicBezier() throws {
        let expected = Easing.cubicBezier(try CubicBezier(x1: 0.5, y1: -0.25, x2: 0.75, y2: 1.5))
        #expect(try Easing(parsing: "cubic-bezier(0.5,-0.25,0.75,1.5)") == expected)
        #expect(try Easing(parsing: "cubic-bezier( .5 , -2.5e-1,\t0.75, 1.5 )") == expected)
        #expect(try Easing(parsing: "CUBIC-BEZIER(0.5,-0.25,0.75,1.5)") == expected)
        #expect(try Easing(parsing: "cubic-bezier(0.25,0.1,0.25,1)") == .ease)
    }

    @Test(arguments: [
        "", "eas", "ease-inout", "steps(4)", "cubic-bezier", "cubic-bezier(", "cubic-bezier()",
        "cubic-bezier(0.1,0.2,0.3)", "cubic-bezier(0.1,0.2,0.3,0.4,0.5)", "cubic-bezier(0.1,0.2,0.3,0.4",
        "cubic-bezier(0.1,,0.3,0.4)", "cubic-bezier(0.1,0.2,0.3,nan)", "cubic-bezier(0.1,0.2,0.3,inf)",
        "cubic-bezier(0x1p-1,0,1,1)", "cubic-bezier(1.5,0,1,1)", "cubic-bezier(0,0,-0.1,1)",
        "cubic-bezier(0,0,1,1e999)", "cubic-bezier(0 0 1 1)", "cubic-bezier(0,0,1,1)x",
    ])
    func rejectsMalformedText(_ text: String) {
        #expect(throws: EasingError.self) { try Easing(parsing: text) }
    }

    @Test func errorsNameTheInput() {
        #expect(throws: EasingError.unknownName("bounce")) { try Easing(parsing: "bounce") }
        #expect(throws: EasingError.malformedCubicBezier("cubic-bezier(1,2)")) {
            try Easing(parsing: "cubic-bezier(1,2)")
        }
        let message = EasingError.unknownName("bounce").description
        #expect(message.contains("'bounce'") && message.contains("ease-in-out") && message.contains("cubic-bezier"))
    }

    @Test func descriptionParsesBack() throws {
        let samples: [Easing] =
            Easing.named.map(\.easing) + [.cubicBezier(try CubicBezier(x1: 0.1, y1: -0.2, x2: 0.3, y2: 1.4))]
        for easing in samples {
            #expect(try Easing(parsing: easing.description) == easing)
        }
    }

    /// Found by fuzzing the command line: y1 = 0.71e308 was accepted and made the
    /// curve's values infinite.
    @Test(arguments: ["cubic-bezier(0.1, 0.71e308, 1.0, 0.1)", "cubic-bezier(0.1, 0.5, 1.0, -1000.5)"])
    func refusesControlPointsBeyondTheOvershootLimit(text: String) {
        #expect(throws: EasingError.self) { try Easing(parsing: text) }
    }

    @Test func largestOvershootStaysFinite() throws {
        let easing = try Easing(parsing: "cubic-bezier(0, 1000, 1, -1000)")
        for i in 0...100 {
            #expect(easing.value(at: Double(i) / 100).isFinite)
        }
    }
}
