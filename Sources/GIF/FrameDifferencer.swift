import Raster

/// Turns each shown frame into the smallest GIF image that brings the viewer's screen
/// close enough to it, and keeps track of that screen.
///
/// Algorithm: the screen the viewer shows (the *decoded* frames, so errors never
/// accumulate unseen) is kept as packed colours, with each pixel's squared error
/// against the latest rendered frame. Within a frame's dirty rectangle every pixel
/// gets an error e = Σ (rendered − shown)² over its channels. A pixel must be
/// rewritten when some channel is off by more than `maximumError`; the others may be
/// left alone while the whole screen's squared error stays within `errorBudget`,
/// cheapest first: a histogram of e gives the largest threshold T whose pixels
/// (e ≤ T) fit the budget, and exactly the pixels with e > T are rewritten. So every
/// shown frame keeps a PSNR floor and a per-pixel error bound, and the faint, noisy
/// changes of soft effects (a glow that moves by a level here and there) cost nothing
/// until they add up. `maximumError` 0 makes every frame exact. Through an inexact
/// table (case 3 below) a rewritten pixel keeps the table's rounding, so while the
/// last image went that way the threshold counts each pixel to rewrite at that
/// image's residual error per pixel, and the lag gets three quarters of the budget:
/// the rounding stays on the screen until the pixel changes again. The image is the
/// bounding box of the rewritten pixels, the others inside it written as the
/// transparent index, disposal "do not dispose"; nothing to rewrite gives no image,
/// so the previous image stays up longer.
///
/// Colour table, per frame, in order of preference:
/// 1. the global palette, when it holds every rewritten colour within its cover
///    tolerance (always when it is exact);
/// 2. a local table of exactly the frame's rewritten colours, when at most 255,
///    unless mapping them (case 3) keeps every pixel within `maximumError` and the
///    frame within two thirds of the budget (see `emitMapped`);
/// 3. the global palette through `ColorMapper` (nearest or ordered-dithered), where
///    the bounds above give way to the quantizer's error.
/// Case 2 is only for exactness: a local table for every frame whose colours fit one
/// with fewer bits made the bars GIF 7 % larger.
///
/// Alternatives: a transparent pixel of the image shows what is on the screen, and
/// so does the index of that colour; `alternatives` offers it to the LZW coder,
/// which takes it where it extends a dictionary string. Lost: offering the exact
/// colour of a lagging pixel instead (saved less); letting the coder leave rewritten
/// pixels alone from the error budget, gifsicle's lossy LZW in effect (larger GIFs:
/// spent in scan order, the small budget does less than the cheapest-first threshold).
///
/// Speed: pass 1 writes every examined pixel's error at once (a table of channel
/// squares, no branch on whether the pixel changed), so the total kept within the
/// threshold comes from the histogram and passes 2 and 3 touch only the pixels to
/// rewrite. All three go 8 pixels at a time where they can: unchanged pixels, 8
/// pixels of one colour over 8 of one colour (a bar's gradient row over the last
/// frame's: one error, one index), and otherwise a mask of the bytes above the
/// threshold (`above`) whose bits are visited instead of a branch a pixel. Once the
/// table is decided, pass 2 only finds each row's first and last pixel to rewrite.
/// Passes 2 and 3 read the examined errors from the error map itself, which pass 3
/// overwrites only after reading: a scratch copy of them cost stores in pass 1 and
/// registers in passes 2 and 3. Lost: the error of 4 pixels in SIMD16 lanes
/// (`pointwiseMax` and widening stay generic calls; inline, no faster than the
/// table); 2 unchanged pixels at once in pass 1 (the glow's unchanged pixels come
/// alone); a table for the mapped path's own error (no faster).
///
/// Per row, pass 1 measures only the span between the first and the last pixel that
/// changed since the row was last examined (the line's glow changes about a third of
/// each changed row); outside it errors carry over (`carry`), 8 at a time, re-measured
/// only where a rewrite may have stored a channel beyond the bound. A pixel that
/// repeats the pixel and screen word before it takes that pixel's error; where
/// neither 8 unchanged pixels nor a run start, 8 errors are measured at once in
/// 16-bit lanes (`measuredErrors`).
///
/// Runs: a run of one colour over one screen colour is one item in pass 1 (one
/// error, its bytes filled; taken where pixels 1 and 3 on continue it, so the
/// glow's short repeats stay one by one), and a bar's row to rewrite in one colour
/// goes on octet after octet with one word test each in pass 2 and in the mapped
/// pass 3 (`emitMapped`). Lost: the same in pass 3's exact tables (`emit`); one item
/// per run of rewritten pixels (byte fills and memset calls cost more than the octet
/// stores); four word stores instead of the 8-word memsets.
///
/// Memory: the screen, the last examined frame and `stuck` (4 bytes a pixel each),
/// the screen's global palette indices, the error map and an alternatives plane
/// (1 byte each), plus the caller's index buffer; nothing is allocated per pixel. Pixels are
/// read as opaque: alpha is ignored, which for premultiplied pixels means
/// compositing over black.
///
/// Files: this one holds the state and `encode`; the passes are in
/// `FrameDifferencer+Measure`, `+Survey`, `+Emit` (cases 1 and 2) and `+EmitMapped`
/// (case 3), the 8-pixels-a-word helpers they share in `+Words`; transparent
/// screens in `+Transparency`.
struct FrameDifferencer: Sendable {
    /// The screen before the first frame: transparent with colour, which no
    /// premultiplied pixel is, so every pixel differs from it.
    static let unseen: UInt32 = 0x00FF_FFFF
    /// A run-cache key no colour has (colour keys have no alpha byte).
    static let noColor: UInt32 = 0xFFFF_FFFF
    /// The alpha byte of every word on the screen.
    static let opaque: UInt32 = 0xFF00_0000
    /// The error mark of a pixel that must be rewritten.
    static let must: UInt8 = 255
    /// The largest per-channel bound: 3 · 9² = 243 keeps every error below `must`.
    static let maximumErrorLimit = 9

    let width: Int
    let height: Int
    let palette: Palette
    let maximumError: Int
    let errorBudget: Int
    /// The viewer's screen as opaque RGBA8 words (`0xFFBBGGRR`), row-major, so that a
    /// row of an opaque frame that did not change compares equal as memory.
    var screen: [UInt32]
    /// Each pixel's squared error against the latest rendered frame (at most 254).
    var errors: [UInt8]
    /// The sum of `errors`.
    var totalError = 0
    /// When the last image went through the inexact global table (case 3): its
    /// pixels to rewrite and the squared error they kept after it (the table's
    /// rounding, or what was left alone as no closer); else zeros.
    var residual = (error: 0, pixels: 0)
    /// The rendered frame as last examined, to skip rows that did not change.
    var rendered: [UInt32]
    /// For each row of the current dirty rectangle: nothing to do, because the frame's
    /// row is byte for byte the one examined last time (so its errors still hold).
    var cleanRows: [Bool]
    /// `squares[255 + d]`: the square of a channel difference d within
    /// `maximumError`, or more than `must` for a larger one (see `measuredError`).
    let squares: [UInt16]
    var mapper: ColorMapper
    var frameColors = ColorTable(expected: 256)
    /// Whether a frame has been encoded. The first frame's pixels mostly stay on the
    /// screen for the whole animation, so it never trades exactness for bytes.
    var hasShown = false
    /// Per pixel of the last image: an index showing the same as the one in `indices`.
    var alternatives: [UInt8]
    /// Per screen pixel: the index of its colour in the global palette, or the
    /// palette's transparent index when it has none (a local table's colour).
    var screenIndex: [UInt8]
    /// Per screen pixel: the rendered colour (`0x00BBGGRR`) that the global palette
    /// mapped no closer than the screen's colour (`emitMapped`), or `noColor`; cleared
    /// wherever the screen changes. The mapping depends only on that colour, the screen
    /// colour and the position, so while both stay the pixel is left alone without
    /// mapping it again: through the inexact table most of the line's pixels to
    /// rewrite are such.
    var stuck: [UInt32]

    /// The colour table an image indexes (`emit`).
    enum Table {
        case global
        case local
    }

    /// The planes the emit passes use, opened in one call: the errors (the examined
    /// ones, each replaced by the error it is rewritten with), the screen, the image's
    /// indices, their alternatives, the screen's global indices and `stuck`.
    @inline(__always)
    static func withEmitPlanes<R>(
        _ errors: inout [UInt8], _ screen: inout [UInt32], _ out: inout [UInt8],
        _ alternatives: inout [UInt8], _ screenIndex: inout [UInt8], _ stuck: inout [UInt32],
        _ body: (
            UnsafeMutableBufferPointer<UInt8>, UnsafeMutableBufferPointer<UInt32>,
            UnsafeMutableBufferPointer<UInt8>, UnsafeMutableBufferPointer<UInt8>, UnsafeMutableBufferPointer<UInt8>,
            UnsafeMutableBufferPointer<UInt32>
        ) -> R
    ) -> R {
        errors.withUnsafeMutableBufferPointer { errors in
            screen.withUnsafeMutableBufferPointer { screen in
                out.withUnsafeMutableBufferPointer { out in
                    alternatives.withUnsafeMutableBufferPointer { alternatives in
                        screenIndex.withUnsafeMutableBufferPointer { screenIndex in
                            stuck.withUnsafeMutableBufferPointer { stuck in
                                body(errors, screen, out, alternatives, screenIndex, stuck)
                            }
                        }
                    }
                }
            }
        }
    }

    /// A differencer whose screen stays within `maximumError` per channel (0…9) and
    /// whose total squared error stays within `errorBudget`, whenever the rewritten
    /// colours fit a colour table (plus the palette's cover tolerance, at most 3
    /// levels, on rewritten pixels). With a `clearKey`, the screen starts transparent
    /// and frames may be too (see `FrameDifferencer+Transparency`).
    init(width: Int, height: Int, palette: Palette, maximumError: Int = 0, errorBudget: Int = 0, clearKey: UInt32? = nil) {
        self.width = width
        self.height = height
        self.palette = palette
        self.maximumError = min(max(0, maximumError), Self.maximumErrorLimit)
        self.errorBudget = max(0, errorBudget)
        screen = [UInt32](repeating: clearKey.map { $0 | Self.opaque } ?? Self.unseen, count: width * height)
        errors = [UInt8](repeating: 0, count: width * height)
        rendered = [UInt32](repeating: Self.unseen, count: width * height)
        cleanRows = [Bool](repeating: false, count: height)
        squares = Self.squares(limit: self.maximumError)
        alternatives = [UInt8](repeating: 0, count: width * height)
        screenIndex = [UInt8](repeating: UInt8(truncatingIfNeeded: palette.transparentIndex), count: width * height)
        stuck = [UInt32](repeating: Self.noColor, count: width * height)
        mapper = ColorMapper(palette: palette, tolerance: max(palette.tolerance, min(1, self.maximumError)))
    }

    /// Writes the image that brings the screen close enough to `canvas` to `indices`
    /// (row-major within the returned rectangle, at most `width × height` bytes), or
    /// returns nil when nothing needs rewriting. Only pixels inside `dirty` are examined.
    /// Each transparent pixel whose colour on the screen has an index in the frame's
    /// table gets that index in `alternatives` (the same layout), the others their own
    /// index: either shows the same, so the LZW coder may pick (see `LZWEncoder`).
    mutating func encode(_ canvas: Pixmap, dirty: PixelRect, into indices: inout [UInt8]) -> EncodedFrame? {
        let d = dirty.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !d.isEmpty, canvas.width == width, canvas.height == height else { return nil }
        if indices.count < d.area { indices = [UInt8](repeating: 0, count: width * height) }
        let threshold = measure(canvas, d)
        let scan = survey(canvas, d, threshold)
        guard let box = scan.box.rect else { return nil }
        defer { hasShown = true }
        if scan.inGlobal { return emit(canvas, d, box, threshold, .global, &indices) }
        if !scan.overflow, scan.mappingError.map({ totalError + $0 > errorBudget * 2 / 3 }) ?? true {
            return emit(canvas, d, box, threshold, .local, &indices)
        }
        return emitMapped(canvas, d, box, threshold, &indices)
    }
}
