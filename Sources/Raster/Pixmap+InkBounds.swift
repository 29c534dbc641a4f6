extension Pixmap {
    /// The smallest rectangle holding every pixel that is not fully transparent
    /// (empty when all are). Compositing a mostly empty layer, such as a few
    /// labels on a transparent canvas, need only cover this rectangle.
    public var inkBounds: PixelRect {
        let width = self.width, height = self.height
        return withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            var minX = width, minY = height, maxX = -1, maxY = -1
            for y in 0..<height {
                let row = y * width
                var first = -1, last = -1
                for x in 0..<width where words[row + x] != 0 {
                    if first < 0 { first = x }
                    last = x
                }
                guard first >= 0 else { continue }
                minY = min(minY, y)
                maxY = y
                minX = min(minX, first)
                maxX = max(maxX, last)
            }
            guard maxY >= 0 else { return .empty }
            return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
    }
}
