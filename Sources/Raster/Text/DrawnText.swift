/// What drawing a string changed, and what it could not draw.
public struct DrawnText: Hashable, Sendable {
    /// The pixels that may have changed, within the pixmap and the clip; `.empty`
    /// when nothing was drawn.
    public var dirtyRect: PixelRect
    /// Characters the font lacks, each once, in order of first appearance. Each
    /// occurrence was drawn as the replacement box; a caller can warn once.
    public var missingCharacters: [Character]

    public init(dirtyRect: PixelRect, missingCharacters: [Character]) {
        self.dirtyRect = dirtyRect
        self.missingCharacters = missingCharacters
    }
}
