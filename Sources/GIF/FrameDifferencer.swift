import Raster

/// Turns each shown frame into the smallest GIF image that brings the viewer's screen
/// to it, and keeps track of that screen.
///
/// Algorithm: the screen the viewer shows (the *decoded* frames, so quantization
/// never accumulates) is kept as packed colours. Within the frame's dirty rectangle
/// every pixel whose colour differs from the screen is "changed"; the image is the
/// bounding box of the changed pixels, with unchanged pixels inside it written as the
/// transparent index and disposal "do not dispose". No change at all gives no image,
/// so the previous image simply stays up longer.
///
/// Colour table, per frame, in order of preference:
/// 1. the global palette, when it holds every changed colour (always when it is exact);
/// 2. a local table of exactly the frame's changed colours, when at most 255 (exact);
/// 3. the global palette through `ColorMapper` (nearest or ordered-dithered).
/// So frames are exact whenever they can be, and a local table costs its 6…768 bytes
/// only where it buys exactness.
///
/// Memory: the screen (4 bytes a pixel) plus the caller's index buffers; nothing is
/// allocated per pixel. Pixels are read as opaque: alpha is ignored, which for
/// premultiplied pixels means compositing over black.
struct FrameDifferencer: Sendable {
    /// A packed value no colour has: every pixel differs from it.
    static let unseen: UInt32 = 0xFF00_0000

    let width: Int
    let height: Int
    let palette: Palette
    /// The viewer's screen, packed `0x00BBGGRR`, row-major.
    private(set) var screen: [UInt32]
    private var mapper: ColorMapper
    private var frameColors = ColorTable(expected: 256)

    init(width: Int, height: Int, palette: Palette) {
        self.width = width
        self.height = height
        self.palette = palette
        screen = [UInt32](repeating: Self.unseen, count: width * height)
        mapper = ColorMapper(palette: palette)
    }

    /// Writes the image that turns the screen into `canvas` to `indices` (row-major
    /// within the returned rectangle, which needs at most `width × height` bytes), or
    /// returns nil when nothing changed. Only pixels inside `dirty` are examined.
    mutating func encode(_ canvas: Pixmap, dirty: PixelRect, into indices: inout [UInt8]) -> EncodedFrame? {
        let d = dirty.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !d.isEmpty, canvas.width == width, canvas.height == height else { return nil }
        if indices.count < d.area { indices = [UInt8](repeating: 0, count: width * height) }
        let scan = survey(canvas, d)
        guard !scan.box.isEmpty else { return nil }
        if scan.inGlobal {
            return emitExact(canvas, scan.box, palette.indices, palette.transparentIndex, nil, &indices)
        }
        if !scan.overflow {
            var local = [UInt32](repeating: 0, count: frameColors.count)
            for (c, i) in frameColors.entries { local[Int(i)] = c }
            return emitExact(canvas, scan.box, frameColors, local.count, local, &indices)
        }
        return emitMapped(canvas, d, &indices)
    }

    /// The bounding box of the changed pixels; whether all their colours are in the
    /// global palette; and (in `frameColors`) their distinct colours up to 255.
    private mutating func survey(_ canvas: Pixmap, _ d: PixelRect) -> (box: PixelRect, inGlobal: Bool, overflow: Bool) {
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        var inGlobal = true, overflow = false
        let checkColors = !palette.isExact
        frameColors.removeAll()
        let width = width
        canvas.withUnsafeBytes { raw in
            let pixels = raw.assumingMemoryBound(to: UInt32.self)
            screen.withUnsafeBufferPointer { screen in
                for y in d.minY..<d.maxY {
                    var last = Self.unseen
                    var rowChanged = false
                    for x in d.minX..<d.maxX {
                        let i = y * width + x
                        let c = pixels[i] & 0x00FF_FFFF
                        guard c != screen[i] else { continue }
                        if !rowChanged {
                            rowChanged = true
                            x0 = min(x0, x)
                        }
                        x1 = max(x1, x)
                        guard checkColors, c != last else { continue }
                        last = c
                        if inGlobal, palette.indices.value(for: c) == nil { inGlobal = false }
                        if !overflow, frameColors.value(for: c) == nil {
                            if frameColors.count == Palette.capacity {
                                overflow = true
                            } else {
                                frameColors.set(UInt32(frameColors.count), for: c)
                            }
                        }
                    }
                    if rowChanged {
                        y0 = min(y0, y)
                        y1 = y
                    }
                }
            }
        }
        let box = y0 <= y1 ? PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1) : .empty
        return (box, inGlobal, overflow)
    }

    /// Case 1 and 2: every changed colour is in `table`, which maps it to its index.
    private mutating func emitExact(
        _ canvas: Pixmap, _ box: PixelRect, _ table: ColorTable, _ transparent: Int, _ local: [UInt32]?,
        _ indices: inout [UInt8]
    ) -> EncodedFrame {
        let width = width
        let clear = UInt8(transparent)
        canvas.withUnsafeBytes { raw in
            let pixels = raw.assumingMemoryBound(to: UInt32.self)
            screen.withUnsafeMutableBufferPointer { screen in
                indices.withUnsafeMutableBufferPointer { out in
                    var o = 0
                    for y in box.minY..<box.maxY {
                        var last = Self.unseen
                        var lastIndex = clear
                        for x in box.minX..<box.maxX {
                            let i = y * width + x
                            let c = pixels[i] & 0x00FF_FFFF
                            if c == screen[i] {
                                out[o] = clear
                            } else {
                                if c != last {
                                    last = c
                                    lastIndex = UInt8(truncatingIfNeeded: table.value(for: c) ?? UInt32(transparent))
                                }
                                out[o] = lastIndex
                                screen[i] = c
                            }
                            o += 1
                        }
                    }
                }
            }
        }
        return EncodedFrame(rect: box, localColors: local, transparentIndex: transparent)
    }

    /// Case 3: maps every pixel of `d` through the global palette, writes the indices
    /// in `d`'s layout while finding the box of pixels whose *mapped* colour differs
    /// from the screen, then packs the box's rows to the front.
    private mutating func emitMapped(_ canvas: Pixmap, _ d: PixelRect, _ indices: inout [UInt8]) -> EncodedFrame? {
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        let width = width
        let clear = UInt8(palette.transparentIndex)
        let colors = palette.colors
        canvas.withUnsafeBytes { raw in
            let pixels = raw.assumingMemoryBound(to: UInt32.self)
            ColorMapper.bayer.withUnsafeBufferPointer { bayer in
                colors.withUnsafeBufferPointer { colors in
                    screen.withUnsafeMutableBufferPointer { screen in
                        indices.withUnsafeMutableBufferPointer { out in
                            var o = 0
                            for y in d.minY..<d.maxY {
                                var last = Self.unseen
                                var entry: UInt32 = 0
                                var rowChanged = false
                                for x in d.minX..<d.maxX {
                                    let i = y * width + x
                                    let c = pixels[i] & 0x00FF_FFFF
                                    out[o] = clear
                                    o += 1
                                    guard c != screen[i] else { continue }
                                    if c != last {
                                        last = c
                                        entry = mapper.entry(for: c)
                                    }
                                    let index = ColorMapper.index(entry, x: x, y: y, bayer: bayer)
                                    let shown = colors[Int(index)]
                                    guard shown != screen[i] else { continue }
                                    screen[i] = shown
                                    out[o - 1] = UInt8(index)
                                    if !rowChanged {
                                        rowChanged = true
                                        x0 = min(x0, x)
                                    }
                                    x1 = max(x1, x)
                                }
                                if rowChanged {
                                    y0 = min(y0, y)
                                    y1 = y
                                }
                            }
                        }
                    }
                }
            }
        }
        guard y0 <= y1 else { return nil }
        let box = PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
        indices.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            for row in 0..<box.height {
                let source = (box.minY - d.minY + row) * d.width + (box.minX - d.minX)
                // Rows only move towards the front; copyMemory is a memmove.
                (base + row * box.width).copyMemory(from: base + source, byteCount: box.width)
            }
        }
        return EncodedFrame(rect: box, localColors: nil, transparentIndex: palette.transparentIndex)
    }
}
