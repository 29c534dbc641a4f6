/// What a blur reads: rows of 0…255 samples, zero outside `rect`.
///
/// Generic (not existential) so each source specialises the blur's loops: one
/// channel of 8-bit pixels for masks and pixmaps, `Float` layers for the glow chain.
protocol BlurSource {
    var rect: PixelRect { get }
    /// Copies the samples of row `y` in `columns` (inside `rect`) to `destination`.
    func load(row y: Int, columns: Range<Int>, into destination: UnsafeMutablePointer<Float>)
    /// Adds the samples of row `y` in `columns` (inside `rect`) to `destination`.
    func accumulate(row y: Int, columns: Range<Int>, into destination: UnsafeMutablePointer<Float>)
}

extension FloatPlane: BlurSource {
    func load(row y: Int, columns: Range<Int>, into destination: UnsafeMutablePointer<Float>) {
        values.withUnsafeBufferPointer { v in
            let from = v.baseAddress! + (y - rect.minY) * rect.width + columns.lowerBound - rect.minX
            destination.update(from: from, count: columns.count)
        }
    }

    func accumulate(row y: Int, columns: Range<Int>, into destination: UnsafeMutablePointer<Float>) {
        values.withUnsafeBufferPointer { v in
            let from = v.baseAddress! + (y - rect.minY) * rect.width + columns.lowerBound - rect.minX
            rowAdd(destination, from, count: columns.count)
        }
    }
}

/// One channel of an interleaved 8-bit image (an A8 plane: one channel of one;
/// RGBA8: channel 3 of four is alpha), read within `rect`. Valid only while the
/// buffer it points into is.
struct ByteChannel: BlurSource {
    let bytes: UnsafeRawPointer
    let imageWidth: Int
    let channels: Int
    let channel: Int
    let rect: PixelRect

    func load(row y: Int, columns: Range<Int>, into destination: UnsafeMutablePointer<Float>) {
        destination.update(repeating: 0, count: columns.count)
        accumulate(row: y, columns: columns, into: destination)
    }

    /// The A8 case has its own loop: contiguous bytes vectorise, strided ones do not.
    func accumulate(row y: Int, columns: Range<Int>, into destination: UnsafeMutablePointer<Float>) {
        let from = (bytes + (y * imageWidth + columns.lowerBound) * channels + channel).assumingMemoryBound(
            to: UInt8.self)
        if channels == 1 {
            rowAdd(destination, from, count: columns.count)
        } else {
            var p = from
            for i in 0..<columns.count {
                destination[i] += Float(p.pointee)
                p += channels
            }
        }
    }
}

/// A source read in coordinates relative to `offset`: its sample at (x, y) is the
/// wrapped source's at (x + offset.x, y + offset.y).
struct TranslatedSource<Base: BlurSource>: BlurSource {
    let base: Base
    let offset: (x: Int, y: Int)

    init(_ base: Base, by offset: (x: Int, y: Int)) {
        self.base = base
        self.offset = offset
    }

    var rect: PixelRect { shift(base.rect, x: -offset.x, y: -offset.y) }

    func load(row y: Int, columns: Range<Int>, into destination: UnsafeMutablePointer<Float>) {
        base.load(row: y + offset.y, columns: (columns.lowerBound + offset.x)..<(columns.upperBound + offset.x), into: destination)
    }

    func accumulate(row y: Int, columns: Range<Int>, into destination: UnsafeMutablePointer<Float>) {
        base.accumulate(
            row: y + offset.y, columns: (columns.lowerBound + offset.x)..<(columns.upperBound + offset.x),
            into: destination)
    }
}
