extension Options {
    /// `--theme`: the colour set. docs/scenes.md defines `dark`; `light` is its daytime twin.
    public enum Theme: String, CaseIterable, Hashable, Sendable {
        case dark
        case light
    }
}
