import Raster

/// Converts rectangles of an opaque `Pixmap` into a framebuffer's pixel format.
///
/// Three 256-entry tables (one a channel) hold each 8-bit value already shifted
/// and rounded into place, so a pixel costs three loads, two ORs and one store
/// whatever the format; 16, 24 and 32 bits per pixel differ only in the store.
/// Dithering (`OrderedDither`, on formats with a channel narrower than 8 bits)
/// is one set of tables per threshold rank: each column of a row uses the set of
/// its screen position, so it costs no more per pixel than rounding and needs no
/// second pass. Colours are taken as they are stored: frames are opaque, so
/// premultiplied and straight colour are the same.
public struct PixelConverter: Sendable {
    public let format: PixelFormat
    /// True when pixels are dithered: `Dither.ordered` on a format with a
    /// channel narrower than 8 bits.
    public let isDithering: Bool
    /// Per threshold rank (a single one without dithering), the red table (with
    /// the alpha bits), then the green and the blue one, 256 entries each.
    let tables: [UInt32]

    static let tableSetSize = 3 * 256

    public init(format: PixelFormat, dither: Dither = .ordered) {
        let dithering = dither == .ordered && [format.red, format.green, format.blue].contains { $0.length < 8 }
        let alphaBits = format.pack(red: 0, green: 0, blue: 0)
        var tables: [UInt32] = []
        for rank in 0..<(dithering ? OrderedDither.rankCount : 1) {
            func table(_ channel: PixelFormat.Channel, rounded: (UInt8) -> UInt32) -> [UInt32] {
                (0...255).map { value in
                    guard dithering else { return rounded(UInt8(value)) & ~alphaBits }
                    let level = OrderedDither.level(of: UInt8(value), bits: channel.length, rank: rank)
                    return level << UInt32(channel.offset)
                }
            }
            tables += table(format.red) { format.pack(red: $0, green: 0, blue: 0) }.map { $0 | alphaBits }
            tables += table(format.green) { format.pack(red: 0, green: $0, blue: 0) }
            tables += table(format.blue) { format.pack(red: 0, green: 0, blue: $0) }
        }
        self.format = format
        isDithering = dithering
        self.tables = tables
    }

    /// Writes `rect` of `pixmap` (clipped to it) into `destination`, whose row y
    /// starts `y · stride` bytes in. The pixmap turned by `rotation` lands with
    /// its top-left corner at framebuffer pixel `origin`, and each pixel's place
    /// on the screen picks its dither threshold. The caller guarantees that the
    /// destination holds every pixel written.
    ///
    /// A turned copy still writes the screen row by row, in strips
    /// (`Rotation.forEachRun`); only the reads walk the pixmap across.
    public func convert(
        _ pixmap: Pixmap, rect: PixelRect, into destination: UnsafeMutableRawPointer, stride: Int,
        origin: (x: Int, y: Int) = (0, 0), rotation: Rotation = .none
    ) {
        let r = rect.intersection(pixmap.bounds)
        guard !r.isEmpty else { return }
        switch format.bytesPerPixel {
        case 4:
            convert(pixmap, r, into: destination, stride: stride, origin: origin, rotation: rotation) { d, i, value in
                d.storeBytes(of: value.littleEndian, toByteOffset: 4 * i, as: UInt32.self)
            }
        case 3:
            convert(pixmap, r, into: destination, stride: stride, origin: origin, rotation: rotation) { d, i, value in
                d.storeBytes(of: UInt8(truncatingIfNeeded: value), toByteOffset: 3 * i, as: UInt8.self)
                d.storeBytes(of: UInt8(truncatingIfNeeded: value >> 8), toByteOffset: 3 * i + 1, as: UInt8.self)
                d.storeBytes(of: UInt8(truncatingIfNeeded: value >> 16), toByteOffset: 3 * i + 2, as: UInt8.self)
            }
        default:
            convert(pixmap, r, into: destination, stride: stride, origin: origin, rotation: rotation) { d, i, value in
                d.storeBytes(of: UInt16(truncatingIfNeeded: value).littleEndian, toByteOffset: 2 * i, as: UInt16.self)
            }
        }
    }

    /// The loop over runs for one pixel size; `store(row, i, value)` writes pixel i of a run.
    @inline(__always)
    private func convert(
        _ pixmap: Pixmap, _ r: PixelRect, into destination: UnsafeMutableRawPointer, stride: Int,
        origin: (x: Int, y: Int), rotation: Rotation, store: (UnsafeMutableRawPointer, Int, UInt32) -> Void
    ) {
        let bpp = format.bytesPerPixel
        let srcStride = pixmap.stride
        pixmap.withUnsafeBytes { src in
            tables.withUnsafeBufferPointer { tables in
                guard let s0 = src.baseAddress?.assumingMemoryBound(to: UInt8.self), let t0 = tables.baseAddress else {
                    return
                }
                guard rotation != .none else {
                    for y in r.minY..<r.maxY {
                        let s = s0 + y * srcStride + r.minX * 4
                        let d = destination + (y + origin.y) * stride + (r.minX + origin.x) * bpp
                        let row = ThresholdRow(tables: t0, isDithering: isDithering, x: r.minX + origin.x, y: y + origin.y)
                        forEachPixel(count: r.width, row) { i, t in store(d, i, Self.value(of: s + 4 * i, t)) }
                    }
                    return
                }
                let turned = rotation.turned(r, width: pixmap.width, height: pixmap.height)
                // Every run starts a whole number of dither tiles to the right of
                // the first (`Rotation.stripWidth` is a multiple of 4), so a
                // row's threshold sets depend on its y alone.
                let left = turned.minX + origin.x
                let rows = (
                    ThresholdRow(tables: t0, isDithering: isDithering, x: left, y: 0),
                    ThresholdRow(tables: t0, isDithering: isDithering, x: left, y: 1),
                    ThresholdRow(tables: t0, isDithering: isDithering, x: left, y: 2),
                    ThresholdRow(tables: t0, isDithering: isDithering, x: left, y: 3))
                rotation.forEachRun(in: turned, width: pixmap.width, height: pixmap.height) { x, y, count, index, step in
                    let d = destination + (y + origin.y) * stride + (x + origin.x) * bpp
                    let row: ThresholdRow
                    switch (y + origin.y) & 3 {
                    case 0: row = rows.0
                    case 1: row = rows.1
                    case 2: row = rows.2
                    default: row = rows.3
                    }
                    // A pointer that walks, since the step is no constant.
                    var p = s0 + 4 * index
                    forEachPixel(count: count, row) { i, t in
                        store(d, i, Self.value(of: p, t))
                        p += 4 * step
                    }
                }
            }
        }
    }

    /// Calls `put(i, tables)` for pixels i = 0 ..< `count` of a screen run, in
    /// order, each with its threshold set from `row`; unrolled by the dither
    /// tile's width.
    @inline(__always)
    private func forEachPixel(count: Int, _ row: ThresholdRow, _ put: (Int, UnsafePointer<UInt32>) -> Void) {
        var i = 0
        while i + 4 <= count {
            put(i, row.tables.0)
            put(i + 1, row.tables.1)
            put(i + 2, row.tables.2)
            put(i + 3, row.tables.3)
            i += 4
        }
        if i < count { put(i, row.tables.0) }
        if i + 1 < count { put(i + 1, row.tables.1) }
        if i + 2 < count { put(i + 2, row.tables.2) }
    }

    /// The screen value of the pixel whose red, green and blue bytes start at
    /// `p`, through the threshold set `t`.
    @inline(__always)
    private static func value(of p: UnsafePointer<UInt8>, _ t: UnsafePointer<UInt32>) -> UInt32 {
        t[Int(p[0])] | t[256 + Int(p[1])] | t[512 + Int(p[2])]
    }

    /// Fills `rect` of the destination (framebuffer pixels) with one colour,
    /// dithered as a picture of that colour would be, so a margin meets the
    /// picture's edge without a seam.
    public func fill(
        _ rect: PixelRect, red r: UInt8, green g: UInt8, blue b: UInt8, into destination: UnsafeMutableRawPointer,
        stride: Int
    ) {
        let bpp = format.bytesPerPixel
        tables.withUnsafeBufferPointer { tables in
            guard let t0 = tables.baseAddress else { return }
            for y in rect.minY..<rect.maxY {
                let row = ThresholdRow(tables: t0, isDithering: isDithering, x: rect.minX, y: y)
                let values = [row.tables.0, row.tables.1, row.tables.2, row.tables.3].map {
                    $0[Int(r)] | $0[256 + Int(g)] | $0[512 + Int(b)]
                }
                let d = destination + y * stride + rect.minX * bpp
                for i in 0..<rect.width {
                    for byte in 0..<bpp {
                        let value = UInt8(truncatingIfNeeded: values[i & 3] >> UInt32(8 * byte))
                        d.storeBytes(of: value, toByteOffset: bpp * i + byte, as: UInt8.self)
                    }
                }
            }
        }
    }
}

/// The table sets of four neighbouring pixels of a screen row, starting at
/// screen pixel (x, y): the dither tile is four pixels wide, so pixel x + i
/// uses set i mod 4. Without dithering, all four are the one set.
struct ThresholdRow {
    let tables: (UnsafePointer<UInt32>, UnsafePointer<UInt32>, UnsafePointer<UInt32>, UnsafePointer<UInt32>)

    @inline(__always)
    init(tables base: UnsafePointer<UInt32>, isDithering: Bool, x: Int, y: Int) {
        func set(_ i: Int) -> UnsafePointer<UInt32> {
            isDithering ? base + OrderedDither.rank(x: x + i, y: y) * PixelConverter.tableSetSize : base
        }
        tables = (set(0), set(1), set(2), set(3))
    }
}
