/// The same transition for a row of elements, element i starting
/// `interval × i` seconds after element 0.
///
/// The bar chart uses it with an interval of 0.1 s: bar i starts at 0.1·i s.
public struct Stagger: Hashable, Sendable {
    /// Element 0's transition.
    public var first: Transition
    /// Seconds between the starts of neighbouring elements.
    public var interval: Double
    /// How many elements there are.
    public var count: Int

    /// Creates a stagger; a negative or non-finite interval counts as zero and
    /// a negative count as none.
    public init(_ first: Transition, interval: Double, count: Int) {
        self.first = first
        self.interval = interval.isFinite ? max(interval, 0) : 0
        self.count = max(count, 0)
    }

    /// Element `index`'s transition.
    public func transition(forElement index: Int) -> Transition {
        var transition = first
        transition.delay += interval * Double(index)
        return transition
    }

    /// Eased progress of element `index` at time `t` seconds.
    public func progress(ofElement index: Int, at t: Double) -> Double {
        transition(forElement: index).progress(at: t)
    }

    /// The time at which the last element reaches its final state (element
    /// 0's end when there are no elements).
    public var endTime: Double {
        transition(forElement: max(count - 1, 0)).endTime
    }
}
