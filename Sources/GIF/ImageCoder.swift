import Raster

/// The last stage of encoding, one image at a time in the order the differencer
/// made them: the kept pixels' indices (`KeptRuns`), the LZW code stream
/// (`LZWEncoder`, which may take the alternatives) and giflib (`GIFStreamWriter`),
/// one image late, once the next image's start gives its delay.
///
/// Its state depends only on the jobs, in order, so it runs beside the differencer
/// on a thread of its own (`CodingThread`) and writes the same bytes whatever the
/// timing.
final class ImageCoder {
    /// What the encoder asks of the coder, in order.
    enum Job: Sendable {
        /// The differencer's image, shown from `start` (cs): its indices and their
        /// alternatives are the buffers handed over with it.
        case image(EncodedFrame, start: Int)
        /// An image that changes nothing (1×1, transparent), shown from `start`: the
        /// first one, or the one after a restoring image, whose time ends there.
        case empty(start: Int)
        /// The waiting image grown to `area`, the viewer restoring that rectangle to
        /// the background after it (transparent frames, `FrameDifferencer.restore`).
        case restore(PixelRect)
        /// The waiting image shown until `end` (cs); then the file's trailer.
        case finish(end: Int)
    }

    private let writer: GIFStreamWriter
    private let compressor = LZWEncoder()
    /// The global table's transparent index.
    private let transparentIndex: Int
    /// Whether `restore` may come (transparent frames): the waiting image's indices are then kept.
    private let keepsSymbols: Bool
    /// The waiting image, compressed.
    private var pending: [UInt8] = []
    private var waiting: (frame: EncodedFrame, start: Int)?
    private var waitingSymbols: [UInt8] = []

    init(writer: GIFStreamWriter, transparentIndex: Int, keepsSymbols: Bool) {
        self.writer = writer
        self.transparentIndex = transparentIndex
        self.keepsSymbols = keepsSymbols
    }

    /// Carries out `job`; an `image`'s indices are `symbols` (chosen and coded in
    /// place) and their alternatives `alternatives`, `rect.area` bytes each.
    func take(_ job: Job, symbols: inout [UInt8], alternatives: [UInt8]) throws(GIFError) {
        switch job {
        case .image(var frame, let start):
            let n = frame.rect.area
            symbols.withUnsafeMutableBufferPointer { symbols in
                alternatives.withUnsafeBufferPointer { alternatives in
                    let image = UnsafeMutableBufferPointer(rebasing: symbols[..<n])
                    let screen = UnsafeBufferPointer(rebasing: alternatives[..<n])
                    KeptRuns.prepare(image, screen: screen, frame: &frame)
                    compressor.encode(image, alternatives: screen, minimumCodeSize: frame.minimumCodeSize)
                }
            }
            try show(frame, from: start)
            if keepsSymbols { waitingSymbols = Array(symbols[..<n]) }
        case .empty(let start):
            let empty = EncodedFrame(rect: PixelRect(x: 0, y: 0, width: 1, height: 1), localColors: nil, transparentIndex: transparentIndex)
            var pixel = [UInt8(truncatingIfNeeded: transparentIndex)]
            pixel.withUnsafeMutableBufferPointer { compressor.encode($0, minimumCodeSize: empty.minimumCodeSize) }
            try show(empty, from: start)
            waitingSymbols = pixel
        case .restore(let area):
            guard let w = waiting else { return }
            waiting = (restoring(w.frame, to: area), w.start)
        case .finish(let end):
            if let w = waiting { try write(w.frame, delay: end - w.start) }
            waiting = nil
            try writer.finish()
        }
    }

    /// Writes the waiting image, which ends at `start`, and makes `frame` (the
    /// compressor's last output) the waiting one.
    private func show(_ frame: EncodedFrame, from start: Int) throws(GIFError) {
        if let w = waiting { try write(w.frame, delay: start - w.start) }
        pending.removeAll(keepingCapacity: true)
        pending.append(contentsOf: compressor.output[..<compressor.byteCount])
        waiting = (frame, start)
    }

    /// `frame` (whose image is `waitingSymbols`) grown to `area`, its new pixels
    /// kept (the transparent index), restoring its rectangle to the background
    /// after it is shown; its compressed image replaces `pending`.
    private func restoring(_ frame: EncodedFrame, to area: PixelRect) -> EncodedFrame {
        var grown = [UInt8](repeating: UInt8(truncatingIfNeeded: frame.transparentIndex), count: area.area)
        let r = frame.rect
        for y in 0..<r.height {
            let to = (r.y - area.y + y) * area.width + (r.x - area.x)
            grown[to..<to + r.width] = waitingSymbols[y * r.width..<(y + 1) * r.width]
        }
        grown.withUnsafeMutableBufferPointer { compressor.encode($0, minimumCodeSize: frame.minimumCodeSize) }
        pending.removeAll(keepingCapacity: true)
        pending.append(contentsOf: compressor.output[..<compressor.byteCount])
        waitingSymbols = grown
        var result = frame
        result.rect = area
        result.restoresBackground = true
        return result
    }

    private func write(_ frame: EncodedFrame, delay: Int) throws(GIFError) {
        try pending.withUnsafeBufferPointer { blocks throws(GIFError) in
            try writer.write(frame, imageData: blocks, delay: delay)
        }
    }
}
