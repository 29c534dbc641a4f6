import Animation
import Testing

@Suite struct TransitionTests {
    @Test func progressBeforeDuringAndAfter() {
        let transition = Transition(delay: 0.2, duration: 2, easing: .linear)
        #expect(transition.progress(at: -1) == 0)
        #expect(transition.progress(at: 0) == 0)
        #expect(transition.progress(at: 0.2) == 0)
        #expect(abs(transition.progress(at: 1.2) - 0.5) < 1e-12)
        #expect(transition.progress(at: 2.2) == 1)
        #expect(transition.progress(at: 100) == 1)
        #expect(transition.endTime == 2.2)
    }

    @Test func appliesItsEasing() {
        let transition = Transition(delay: 1, duration: 2, easing: .ease)
        #expect(transition.progress(at: 2) == Easing.ease.value(at: 0.5))
    }

    @Test func zeroDurationJumpsAtItsStart() {
        let transition = Transition(delay: 0.5, duration: 0)
        #expect(transition.progress(at: 0.4999) == 0)
        #expect(transition.progress(at: 0.5) == 1)
    }

    @Test func invalidTimesCountAsZero() {
        let transition = Transition(delay: -1, duration: .nan)
        #expect(transition.delay == 0 && transition.duration == 0)
        #expect(Transition(delay: .infinity, duration: -3).endTime == 0)
    }

    /// The bar chart: five bars, 1 s each, starting 0.1 s apart, ending at 1.4 s.
    @Test func barsStagger() {
        let stagger = Stagger(Transition(duration: 1, easing: .ease), interval: 0.1, count: 5)
        #expect(abs(stagger.endTime - 1.4) < 1e-12)
        for i in 0..<5 {
            let start = 0.1 * Double(i)
            #expect(stagger.transition(forElement: i).delay == start)
            #expect(stagger.progress(ofElement: i, at: start) == 0)
            #expect(stagger.progress(ofElement: i, at: start + 1) == 1)
            #expect(abs(stagger.progress(ofElement: i, at: start + 0.5) - Easing.ease.value(at: 0.5)) < 1e-9)
        }
        #expect(stagger.progress(ofElement: 4, at: 1.4) == 1)
        #expect(stagger.progress(ofElement: 4, at: 1.39) < 1)
    }

    @Test func emptyStaggerEndsWithItsFirstTransition() {
        let stagger = Stagger(Transition(delay: 0.2, duration: 1), interval: 0.1, count: 0)
        #expect(stagger.endTime == 1.2)
        #expect(Stagger(Transition(duration: 1), interval: -1, count: -2).count == 0)
    }
}
