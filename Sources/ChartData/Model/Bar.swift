/// One bar of the bar chart: a label under it and a value (≥ 0) for its height.
public struct Bar: Hashable, Sendable {
    public var label: String
    public var value: Double

    public init(label: String, value: Double) {
        self.label = label
        self.value = value
    }
}
