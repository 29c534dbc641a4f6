extension Options {
    /// A canvas size in pixels, each side 1…16384, the raster core's
    /// `Pixmap.maximumSide` (a test keeps the two equal; the parser does not
    /// link the raster core for one number).
    public struct CanvasSize: Hashable, Sendable {
        public let width: Int
        public let height: Int

        /// Checks both sides against the raster core's limit.
        public init?(width: Int, height: Int) {
            guard Self.sides.contains(width), Self.sides.contains(height) else { return nil }
            self.init(validWidth: width, height: height)
        }

        init(validWidth width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        /// The accepted length of a side.
        public static let sides = 1...16384
    }
}
