extension Rotation {
    /// How many columns of the turned picture a quarter-turned copy takes at a
    /// time (`forEachRun`).
    public static let stripWidth = 64

    /// Visits `rect` of the turned picture (a `width × height` picture turned
    /// by this rotation) in runs along its rows: `body(x, y, count, index,
    /// step)` covers the `count` pixels from (x, y) rightwards, whose source
    /// pixels start at `index` (`y · width + x` in the unturned picture) and
    /// move by `step`.
    ///
    /// The destination is written row by row, in order, as a framebuffer's
    /// write-combining memory wants it. Under a quarter turn each of its rows
    /// reads a column of the source, one cache line a pixel, so the rectangle
    /// is cut into strips of `stripWidth` columns walked top to bottom: the
    /// next row of a strip reads the neighbouring column, in the lines the row
    /// before brought in, and a strip's lines fit the L1 cache.
    @inlinable
    public func forEachRun(
        in rect: PixelRect, width: Int, height: Int,
        _ body: (_ x: Int, _ y: Int, _ count: Int, _ index: Int, _ step: Int) -> Void
    ) {
        guard !rect.isEmpty else { return }
        let strip = swapsSides ? Self.stripWidth : rect.width
        var left = rect.minX
        while left < rect.maxX {
            let count = min(strip, rect.maxX - left)
            for y in rect.minY..<rect.maxY {
                let (index, step) = source(ofTurnedX: left, y: y, width: width, height: height)
                body(left, y, count, index, step)
            }
            left += count
        }
    }
}
