import CGif
import Raster

/// One frame ready for giflib: the rectangle it covers, its colour table if it has its
/// own, and the index it uses for "unchanged" pixels. Its indices live elsewhere,
/// `rect.area` bytes row by row.
struct EncodedFrame: Hashable, Sendable {
    var rect: PixelRect
    /// Packed `0x00BBGGRR` colours of a local table, or nil for the global one.
    var localColors: [UInt32]?
    var transparentIndex: Int
    /// Whether the viewer clears its rectangle to transparent once its time is over
    /// (disposal "restore to background"): how pixels that were drawn become
    /// transparent again, which the transparent index cannot do.
    var restoresBackground = false

    /// The LZW code size of its image: its colour table (the transparent index is
    /// the last entry) padded to a power of two as `GIFStreamWriter` pads it.
    var minimumCodeSize: Int {
        var bits = 2
        while 1 << bits < transparentIndex + 1 { bits += 1 }
        return bits
    }
}

/// giflib's sequential encoder, fed frame by frame into a `ByteSink`. giflib writes
/// the container; the image data is our own LZW code stream (`LZWEncoder`), handed
/// over in sub-blocks through `EGifPutCodeNext` (it makes the same bytes as giflib's
/// coder, faster where there are runs, and it can choose between equivalent indices).
///
/// Writes GIF89a (the version is set before the screen descriptor, which is where
/// giflib writes it), the NETSCAPE2.0 loop block, and for every frame a graphic
/// control block (delay, "do not dispose" or, where the frame says so, "restore to
/// background", transparent index) and the image. Delays above the field's 65 535 cs
/// continue on 1×1 fully transparent frames, so any hold keeps its exact length; a
/// frame that restores the background does so after the last of them, on an empty
/// image of its rectangle.
final class GIFStreamWriter {
    private var gif: UnsafeMutablePointer<GifFileType>?
    private let sink: ByteSink
    private let width: Int
    private let globalTransparentIndex: Int
    private let lzw = LZWEncoder()
    /// The image of a 1×1 transparent frame, compressed.
    private let pauseImage: [UInt8]
    private let pauseCodeSize: Int

    static let maximumDelay = 65_535

    init(sink: ByteSink, width: Int, height: Int, globalColors: [UInt32], loop: GIFLoop) throws(GIFError) {
        self.sink = sink
        self.width = width
        globalTransparentIndex = globalColors.count
        var pixel = [UInt8(truncatingIfNeeded: globalColors.count)]
        let pause = EncodedFrame(rect: PixelRect(x: 0, y: 0, width: 1, height: 1), localColors: nil, transparentIndex: globalColors.count)
        pixel.withUnsafeMutableBufferPointer { [lzw] in lzw.encode($0, minimumCodeSize: pause.minimumCodeSize) }
        pauseImage = Array(lzw.output[..<lzw.byteCount])
        pauseCodeSize = pause.minimumCodeSize
        var error: Int32 = 0
        gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), { file, chunk, length in
            guard let file, let user = file.pointee.UserData, length >= 0 else { return 0 }
            let sink = Unmanaged<ByteSink>.fromOpaque(user).takeUnretainedValue()
            return sink.write(UnsafeRawBufferPointer(start: chunk, count: Int(length))) ? length : 0
        }, &error)
        guard let gif else { throw GIFError.giflib(operation: "EGifOpen", code: Int(error), message: Self.message(error)) }
        EGifSetGifVersion(gif, true)
        try withColorMap(globalColors) { map throws(GIFError) in
            try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map), "EGifPutScreenDesc")
        }
        if case .repeats(let n) = loop, n == 0 { return }
        let count = if case .repeats(let n) = loop { UInt16(clamping: n) } else { UInt16(0) }
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "EGifPutExtensionLeader")
        try check(EGifPutExtensionBlock(gif, 11, Array("NETSCAPE2.0".utf8)), "EGifPutExtensionBlock")
        try check(EGifPutExtensionBlock(gif, 3, [1, UInt8(count & 0xFF), UInt8(count >> 8)]), "EGifPutExtensionBlock")
        try check(EGifPutExtensionTrailer(gif), "EGifPutExtensionTrailer")
    }

    deinit {
        if let gif { EGifCloseFile(gif, nil) }
    }

    /// Writes one frame shown for `delay` centiseconds (≥ 2), compressing `indices`
    /// (at least `frame.rect.area` bytes); where `alternatives` (as long) differs,
    /// either index may be coded, and `indices` is left holding the one that was.
    func write(
        _ frame: EncodedFrame, indices: UnsafeMutableBufferPointer<UInt8>, alternatives: UnsafeBufferPointer<UInt8>? = nil,
        delay: Int
    ) throws(GIFError) {
        let n = frame.rect.area
        lzw.encode(
            UnsafeMutableBufferPointer(rebasing: indices[..<n]), alternatives: alternatives.map { UnsafeBufferPointer(rebasing: $0[..<n]) },
            minimumCodeSize: frame.minimumCodeSize)
        try lzw.output.withUnsafeBufferPointer { blocks throws(GIFError) in
            try write(frame, imageData: UnsafeBufferPointer(rebasing: blocks[..<lzw.byteCount]), delay: delay)
        }
    }

    /// Writes one frame shown for `delay` centiseconds (≥ 2) whose image is already
    /// compressed: `imageData` holds the sub-blocks `LZWEncoder` makes, with
    /// `frame.minimumCodeSize`.
    func write(_ frame: EncodedFrame, imageData: UnsafeBufferPointer<UInt8>, delay: Int) throws(GIFError) {
        guard let gif else { return }
        var remaining = delay
        var chunk = Self.chunk(of: &remaining)
        try putControlBlock(delay: chunk, transparentIndex: frame.transparentIndex, restores: frame.restoresBackground && remaining == 0)
        let r = frame.rect
        try withColorMap(frame.localColors) { map throws(GIFError) in
            try putImageDescriptor(gif, x: r.x, y: r.y, width: r.width, height: r.height, map: map, codeSize: frame.minimumCodeSize)
        }
        try putImageData(gif, imageData)
        while remaining > 0 {
            chunk = Self.chunk(of: &remaining)
            if remaining == 0, frame.restoresBackground { return try putEmptyImage(r, delay: chunk) }
            try putControlBlock(delay: chunk, transparentIndex: globalTransparentIndex, restores: false)
            try putImageDescriptor(gif, x: 0, y: 0, width: 1, height: 1, map: nil, codeSize: pauseCodeSize)
            try pauseImage.withUnsafeBufferPointer { blocks throws(GIFError) in try putImageData(gif, blocks) }
        }
    }

    /// An image of `rect` that leaves every pixel as it is, shown for `delay`, after
    /// which its rectangle is restored to the background.
    private func putEmptyImage(_ rect: PixelRect, delay: Int) throws(GIFError) {
        guard let gif else { return }
        let empty = EncodedFrame(rect: rect, localColors: nil, transparentIndex: globalTransparentIndex)
        var kept = [UInt8](repeating: UInt8(truncatingIfNeeded: globalTransparentIndex), count: rect.area)
        kept.withUnsafeMutableBufferPointer { [lzw] in lzw.encode($0, minimumCodeSize: empty.minimumCodeSize) }
        try putControlBlock(delay: delay, transparentIndex: globalTransparentIndex, restores: true)
        try putImageDescriptor(gif, x: rect.x, y: rect.y, width: rect.width, height: rect.height, map: nil, codeSize: empty.minimumCodeSize)
        try lzw.output.withUnsafeBufferPointer { blocks throws(GIFError) in
            try putImageData(gif, UnsafeBufferPointer(rebasing: blocks[..<lzw.byteCount]))
        }
    }

    /// Writes the trailer and releases giflib's encoder; the sink then holds the whole GIF.
    func finish() throws(GIFError) {
        guard let file = gif else { return }
        gif = nil
        var error: Int32 = 0
        if EGifCloseFile(file, &error) == GIF_ERROR { throw failure("EGifCloseFile", error) }
        guard sink.flush() else { throw failure("EGifCloseFile", E_GIF_ERR_WRITE_FAILED) }
    }

    /// Takes the next delay field from `remaining`, never leaving a rest below 2 cs.
    private static func chunk(of remaining: inout Int) -> Int {
        var chunk = min(remaining, maximumDelay)
        if remaining - chunk > 0, remaining - chunk < FrameSchedule.minimumDelay { chunk -= FrameSchedule.minimumDelay }
        remaining -= chunk
        return chunk
    }

    /// `EGifPutImageDesc`, without its leak: given no map, giflib sets the image's
    /// colour map to NULL without freeing the copy it made of the previous frame's
    /// local map (found by AddressSanitizer's leak check), so that copy is freed first.
    /// giflib writes the LZW code size after the descriptor, the colour table's bits;
    /// an image on the global table may code with fewer (`KeptRuns`), so for it the
    /// global map's bits read `codeSize` while giflib writes it.
    private func putImageDescriptor(
        _ gif: UnsafeMutablePointer<GifFileType>, x: Int, y: Int, width: Int, height: Int,
        map: UnsafeMutablePointer<ColorMapObject>?, codeSize: Int
    ) throws(GIFError) {
        if map == nil, let previous = gif.pointee.Image.ColorMap {
            GifFreeMapObject(previous)
            gif.pointee.Image.ColorMap = nil
        }
        let global = map == nil ? gif.pointee.SColorMap : nil
        let bits = global?.pointee.BitsPerPixel ?? 0
        global?.pointee.BitsPerPixel = Int32(codeSize)
        defer { global?.pointee.BitsPerPixel = bits }
        try check(EGifPutImageDesc(gif, Int32(x), Int32(y), Int32(width), Int32(height), false, map), "EGifPutImageDesc")
    }

    /// The image's LZW data: our sub-blocks, then the empty block (giflib has written
    /// the code size byte with the image descriptor).
    private func putImageData(_ gif: UnsafeMutablePointer<GifFileType>, _ blocks: UnsafeBufferPointer<UInt8>) throws(GIFError) {
        guard let base = blocks.baseAddress else { return try check(EGifPutCodeNext(gif, nil), "EGifPutCodeNext") }
        var start = 0
        while start < blocks.count {
            try check(EGifPutCodeNext(gif, base + start), "EGifPutCodeNext")
            start += Int(blocks[start]) + 1
        }
        try check(EGifPutCodeNext(gif, nil), "EGifPutCodeNext")
    }

    private func putControlBlock(delay: Int, transparentIndex: Int, restores: Bool) throws(GIFError) {
        var block = GraphicsControlBlock(
            DisposalMode: restores ? DISPOSE_BACKGROUND : DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(delay),
            TransparentColor: Int32(transparentIndex))
        var bytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&block, &bytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), bytes), "EGifPutExtension")
    }

    /// Calls `body` with a giflib colour map of `colors` plus room for the transparent
    /// index, padded to a power of two (at least 2), or with nil.
    private func withColorMap(
        _ colors: [UInt32]?, _ body: (UnsafeMutablePointer<ColorMapObject>?) throws(GIFError) -> Void
    ) throws(GIFError) {
        guard let colors else { return try body(nil) }
        var size = 2
        while size < colors.count + 1 { size *= 2 }
        var table = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
        for (i, c) in colors.enumerated() {
            table[i] = GifColorType(
                Red: UInt8(truncatingIfNeeded: c), Green: UInt8(truncatingIfNeeded: c >> 8),
                Blue: UInt8(truncatingIfNeeded: c >> 16))
        }
        guard let map = GifMakeMapObject(Int32(size), table) else {
            let code = E_GIF_ERR_NOT_ENOUGH_MEM
            throw GIFError.giflib(operation: "GifMakeMapObject", code: Int(code), message: Self.message(code))
        }
        defer { GifFreeMapObject(map) }
        try body(map)
    }

    private func check(_ status: Int32, _ operation: String) throws(GIFError) {
        guard status == GIF_ERROR else { return }
        throw failure(operation, gif?.pointee.Error ?? 0)
    }

    /// A write failure names the system's reason (e.g. "No space left on device");
    /// anything else names giflib's.
    private func failure(_ operation: String, _ code: Int32) -> GIFError {
        if let reason = sink.failure { return .output(path: sink.path, reason: reason) }
        return .giflib(operation: operation, code: Int(code), message: Self.message(code))
    }

    static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "unknown error"
    }
}
