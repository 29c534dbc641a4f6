extension Pixmap {
    /// This picture turned by `rotation` (`--rotate` on a file output).
    public func rotated(_ rotation: Rotation) -> Pixmap {
        let size = rotation.turnedSize(width: width, height: height)
        var turned = Pixmap(validWidth: size.width, height: size.height)
        turned.copy(bounds, from: self, rotatedBy: rotation)
        return turned
    }

    /// Copies `rect` of `source` (clipped to it) to where it lies once `source`
    /// is turned by `rotation`, and returns that rectangle. This pixmap must
    /// have the turned size; otherwise nothing is copied and the result is empty.
    @discardableResult
    public mutating func copy(_ rect: PixelRect, from source: Pixmap, rotatedBy rotation: Rotation) -> PixelRect {
        let r = rect.intersection(source.bounds)
        let size = rotation.turnedSize(width: source.width, height: source.height)
        guard !r.isEmpty, size.width == width, size.height == height else { return .empty }
        let target = rotation.turned(r, width: source.width, height: source.height)
        let rowPixels = width
        source.withUnsafeBytes { src in
            withUnsafeMutableBytes { dst in
                guard let s = src.baseAddress, let d = dst.baseAddress else { return }
                rotation.forEachRun(in: target, width: source.width, height: source.height) { x, y, count, index, step in
                    let row = d + 4 * (y * rowPixels + x)
                    for i in 0..<count {
                        row.storeBytes(
                            of: s.load(fromByteOffset: 4 * (index + i * step), as: UInt32.self), toByteOffset: 4 * i,
                            as: UInt32.self)
                    }
                }
            }
        }
        return target
    }
}
