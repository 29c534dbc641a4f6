import Animation
import Testing

@testable import RasterchartCLI

@Suite struct AnimationOverrideTests {
    private let bars = Stagger(Transition(delay: 0, duration: 1, easing: .ease), interval: 0.1, count: 5)

    @Test func noOptionsKeepTheChartsAnimation() throws {
        #expect(try render(["--gif", "a.gif"]).animation(overriding: bars) == bars)
    }

    @Test func eachOptionReplacesItsPart() throws {
        let options = try render([
            "--gif", "a.gif", "--duration", "2", "--delay", "0.5", "--stagger", "0.25", "--easing", "linear",
        ])
        let animation = options.animation(overriding: bars)
        #expect(animation == Stagger(Transition(delay: 0.5, duration: 2, easing: .linear), interval: 0.25, count: 5))
        #expect(animation.endTime == 0.5 + 4 * 0.25 + 2)
        let onlyEasing = try render(["--gif", "a.gif", "--easing", "ease-in"]).animation(overriding: bars)
        #expect(onlyEasing == Stagger(Transition(delay: 0, duration: 1, easing: .easeIn), interval: 0.1, count: 5))
    }
}
