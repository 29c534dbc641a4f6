import CGif
import Raster

/// A GIF read back through giflib's `DGifSlurp`: the stream's frames as stored, and
/// the screens a viewer composites from them. Meant for tests and comparisons, so it
/// keeps every frame's indices (but composites one screen at a time).
public struct DecodedGIF: Sendable {
    /// One image of the stream, as stored.
    public struct Frame: Sendable {
        /// Where the image sits on the screen (not clipped to it).
        public var rect: PixelRect
        /// Delay in centiseconds (0 when the frame has no graphic control block).
        public var delay: Int
        /// The graphic control block's disposal mode (0 = unspecified, 1 = do not
        /// dispose, 2 = restore to background, 3 = restore to previous).
        public var disposal: Int
        /// The index drawn as "leave the screen alone", if any.
        public var transparentIndex: Int?
        /// Whether the frame carries its own colour table.
        public var hasLocalColorTable: Bool
        /// The colour table in force, packed `0x00BBGGRR`.
        public var colors: [UInt32]
        /// Colour indices, `rect.width × rect.height`, row-major (de-interlaced).
        public var indices: [UInt8]
    }

    /// The signature and version, e.g. "GIF89a".
    public let version: String
    public let width: Int
    public let height: Int
    /// From the NETSCAPE2.0 block; `.repeats(0)` when there is none.
    public let loop: GIFLoop
    public let frames: [Frame]

    /// The sum of all delays, in centiseconds.
    public var duration: Int { frames.reduce(0) { $0 + $1.delay } }

    /// Decodes `bytes`; throws `GIFError.malformed` for anything giflib cannot read or
    /// an index outside its colour table.
    public init(bytes: [UInt8]) throws(GIFError) {
        version = String(decoding: bytes.prefix(6), as: UTF8.self)
        let reader = ByteReader(bytes)
        var error: Int32 = 0
        let opened = DGifOpen(Unmanaged.passUnretained(reader).toOpaque(), { file, buffer, length in
            guard let file, let user = file.pointee.UserData, let buffer, length > 0 else { return 0 }
            return Unmanaged<ByteReader>.fromOpaque(user).takeUnretainedValue().read(into: buffer, count: Int(length))
        }, &error)
        guard let gif = opened else { throw .malformed(GIFStreamWriter.message(error)) }
        defer { DGifCloseFile(gif, nil) }
        guard DGifSlurp(gif) == GIF_OK else { throw .malformed(GIFStreamWriter.message(gif.pointee.Error)) }
        width = Int(gif.pointee.SWidth)
        height = Int(gif.pointee.SHeight)
        let global = Self.colors(gif.pointee.SColorMap)
        var frames: [Frame] = []
        var loop = GIFLoop.repeats(0)
        for i in 0..<Int(gif.pointee.ImageCount) {
            guard let saved = gif.pointee.SavedImages?[i] else { break }
            if let found = Self.loop(in: saved) { loop = found }
            let d = saved.ImageDesc
            let rect = PixelRect(x: Int(d.Left), y: Int(d.Top), width: Int(d.Width), height: Int(d.Height))
            var control = GraphicsControlBlock(DisposalMode: 0, UserInputFlag: false, DelayTime: 0, TransparentColor: -1)
            _ = DGifSavedExtensionToGCB(gif, Int32(i), &control)
            guard let colors = d.ColorMap != nil ? Self.colors(d.ColorMap) : global else {
                throw .malformed("frame \(i) has no colour table")
            }
            let indices = saved.RasterBits.map { Array(UnsafeBufferPointer(start: $0, count: rect.area)) } ?? []
            let transparent = control.TransparentColor >= 0 ? Int(control.TransparentColor) : nil
            if let bad = indices.first(where: { Int($0) >= colors.count && Int($0) != transparent }) {
                throw .malformed("frame \(i) uses index \(bad) outside its \(colors.count)-colour table")
            }
            frames.append(Frame(
                rect: rect, delay: Int(control.DelayTime), disposal: Int(control.DisposalMode),
                transparentIndex: transparent, hasLocalColorTable: d.ColorMap != nil, colors: colors, indices: indices))
        }
        self.loop = loop
        self.frames = frames
    }

    /// Calls `body` with every screen a viewer shows, one per frame, composited as
    /// the disposal modes say, starting from a transparent screen.
    public func forEachScreen(_ body: (Int, Pixmap) throws -> Void) throws {
        var screen = try Pixmap(width: width, height: height)
        for (k, frame) in frames.enumerated() {
            let saved = frame.disposal == 3 ? screen : nil
            let r = frame.rect.intersection(screen.bounds)
            if !r.isEmpty {
                screen.withUnsafeMutableBytes { raw in
                    let pixels = raw.assumingMemoryBound(to: UInt32.self)
                    for y in r.minY..<r.maxY {
                        for x in r.minX..<r.maxX {
                            let index = Int(frame.indices[(y - frame.rect.y) * frame.rect.width + x - frame.rect.x])
                            guard index != frame.transparentIndex, index < frame.colors.count else { continue }
                            pixels[y * width + x] = (frame.colors[index] | 0xFF00_0000).littleEndian
                        }
                    }
                }
            }
            try body(k, screen)
            if let saved {
                screen = saved
            } else if frame.disposal == 2 {
                screen.copy(r, from: try Pixmap(width: width, height: height))
            }
        }
    }

    /// Every screen a viewer shows; for small animations (one pixmap per frame).
    public func screens() throws -> [Pixmap] {
        var result: [Pixmap] = []
        try forEachScreen { _, screen in result.append(screen) }
        return result
    }

    private static func colors(_ map: UnsafeMutablePointer<ColorMapObject>?) -> [UInt32]? {
        guard let map, let entries = map.pointee.Colors else { return nil }
        return (0..<Int(map.pointee.ColorCount)).map { i in
            UInt32(entries[i].Red) | UInt32(entries[i].Green) << 8 | UInt32(entries[i].Blue) << 16
        }
    }

    /// The loop count of a NETSCAPE2.0 (or ANIMEXTS1.0) block before this image.
    private static func loop(in image: SavedImage) -> GIFLoop? {
        guard let blocks = image.ExtensionBlocks else { return nil }
        let count = Int(image.ExtensionBlockCount)
        for i in 0..<count where blocks[i].Function == APPLICATION_EXT_FUNC_CODE && blocks[i].ByteCount == 11 {
            guard let id = blocks[i].Bytes, i + 1 < count, let sub = blocks[i + 1].Bytes, blocks[i + 1].ByteCount >= 3 else { continue }
            let name = String(decoding: UnsafeBufferPointer(start: id, count: 11), as: UTF8.self)
            guard name == "NETSCAPE2.0" || name == "ANIMEXTS1.0", sub[0] == 1 else { continue }
            let n = Int(sub[1]) | Int(sub[2]) << 8
            return n == 0 ? .forever : .repeats(n)
        }
        return nil
    }
}

/// giflib's input callback reads from here.
private final class ByteReader {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Int32 {
        let n = min(count, bytes.count - offset)
        guard n > 0 else { return 0 }
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { buffer.update(from: base + offset, count: n) }
        }
        offset += n
        return Int32(n)
    }
}
