import Raster

#if canImport(Glibc)
import Glibc
#endif

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
/// until they add up. `maximumError` 0 makes every frame exact. The image is the
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
/// Measured on the stand-in scenes: a local table for every frame whose colours fit
/// one with fewer bits made the bars GIF 7 % larger, so case 2 is only for exactness.
///
/// Alternatives: a transparent pixel of the image shows what is on the screen, and
/// so does the index of that colour; `alternatives` offers it to the LZW coder,
/// which takes it where it extends a dictionary string (1.6 % off the 480×320 line
/// GIF, 2 % off the 800×480; offering the exact colour of a lagging pixel instead
/// saved less, and letting the coder leave rewritten pixels alone from the error
/// budget, gifsicle's lossy LZW in effect, made both GIFs larger: spent in scan
/// order, the small budget does less than the cheapest-first threshold).
///
/// Speed: pass 1 writes every examined pixel's error at once (a table of channel
/// squares, no branch on whether the pixel changed), so the total kept within the
/// threshold comes from the histogram and passes 2 and 3 touch only the pixels to
/// rewrite. All three go 8 pixels at a time where they can: unchanged pixels, 8
/// pixels of one colour over 8 of one colour (a bar's gradient row over the last
/// frame's: one error, one index), and otherwise a mask of the bytes above the
/// threshold (`above`) whose bits are visited instead of a branch a pixel. Once the
/// table is decided, pass 2 only finds each row's first and last pixel to rewrite.
/// Callgrind, whole animation, encoder only: line 480×320 834 M → 510 M, bars 480×320
/// 143 M → 72 M, bars 1920×1080 1714 M → 634 M instructions, same bytes. Tried and
/// dropped: the error of 4 pixels in SIMD16 lanes (`pointwiseMax` and widening stay
/// generic calls; written inline, no faster than the table), 2 unchanged pixels at
/// once in pass 1 (+10 % instructions: the glow's unchanged pixels come alone), the
/// table for the mapped path's own error (no faster).
///
/// Memory: the screen (4 bytes a pixel), its global palette indices, the error map,
/// a scratch and an alternatives plane (1 byte each), plus the caller's index
/// buffer; nothing is allocated per pixel. Pixels are
/// read as opaque: alpha is ignored, which for premultiplied pixels means
/// compositing over black.
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
    private(set) var screen: [UInt32]
    /// Each pixel's squared error against the latest rendered frame (at most 254).
    private var errors: [UInt8]
    /// The sum of `errors`.
    private(set) var totalError = 0
    /// The rendered frame as last examined, to skip rows that did not change.
    private var rendered: [UInt32]
    /// For each row of the current dirty rectangle: nothing to do, because the frame's
    /// row is byte for byte the one examined last time (so its errors still hold).
    private var cleanRows: [Bool]
    private var scratch: [UInt8]
    /// `squares[255 + d]`: the square of a channel difference d within
    /// `maximumError`, or more than `must` for a larger one (see `measuredError`).
    private let squares: [UInt16]
    private var mapper: ColorMapper
    private var frameColors = ColorTable(expected: 256)
    /// Whether a frame has been encoded. The first frame's pixels mostly stay on the
    /// screen for the whole animation, so it never trades exactness for bytes.
    private var hasShown = false
    /// Per pixel of the last image: an index showing the same as the one in `indices`.
    private(set) var alternatives: [UInt8]
    /// Per screen pixel: the index of its colour in the global palette, or the
    /// palette's transparent index when it has none (a local table's colour).
    private var screenIndex: [UInt8]

    private enum Table {
        case global
        case local
    }

    /// A differencer whose screen stays within `maximumError` per channel (0…9) and
    /// whose total squared error stays within `errorBudget`, whenever the rewritten
    /// colours fit a colour table (plus the palette's cover tolerance, at most 3
    /// levels, on rewritten pixels).
    init(width: Int, height: Int, palette: Palette, maximumError: Int = 0, errorBudget: Int = 0) {
        self.width = width
        self.height = height
        self.palette = palette
        self.maximumError = min(max(0, maximumError), Self.maximumErrorLimit)
        self.errorBudget = max(0, errorBudget)
        screen = [UInt32](repeating: Self.unseen, count: width * height)
        errors = [UInt8](repeating: 0, count: width * height)
        rendered = [UInt32](repeating: Self.unseen, count: width * height)
        cleanRows = [Bool](repeating: false, count: height)
        scratch = [UInt8](repeating: 0, count: width * height)
        squares = Self.squares(limit: self.maximumError)
        alternatives = [UInt8](repeating: 0, count: width * height)
        screenIndex = [UInt8](repeating: UInt8(truncatingIfNeeded: palette.transparentIndex), count: width * height)
        mapper = ColorMapper(palette: palette, tolerance: max(palette.tolerance, min(1, self.maximumError)))
    }

    /// The squared error between two packed colours (at most 254), or `must` when a
    /// byte (the top byte too, so everything differs from `unseen`) is off by more
    /// than `limit`.
    @inline(__always)
    static func error(_ a: UInt32, _ b: UInt32, limit: Int32) -> UInt8 {
        if a == b { return 0 }
        let d0 = Int32(a & 0xFF) - Int32(b & 0xFF), d1 = Int32(a >> 8 & 0xFF) - Int32(b >> 8 & 0xFF)
        let d2 = Int32(a >> 16 & 0xFF) - Int32(b >> 16 & 0xFF), d3 = Int32(a >> 24) - Int32(b >> 24)
        guard d3 == 0, max(d0, -d0, d1, -d1, d2, -d2) <= limit else { return must }
        return UInt8(min(Int32(must) - 1, d0 * d0 + d1 * d1 + d2 * d2))
    }

    /// The table of `measuredError` for channel differences up to `limit`.
    static func squares(limit: Int) -> [UInt16] {
        (-255...255).map { d in abs(d) <= limit ? UInt16(d * d) : 0x400 }
    }

    /// `error(a | opaque, b, limit: maximumError)` for a screen word `b` (opaque, or
    /// `unseen`), by table: `squares` maps each channel's difference to its square
    /// within the limit and to 0x400 beyond it, and a screen alpha of 0 adds 0xFF <<
    /// 10, so the sum passes `must` exactly when a byte is off by more than the limit;
    /// within it the sum is at most 3 · 9² = 243. One load a channel where `error`
    /// branched on the largest difference; `a`'s alpha is not read.
    @inline(__always)
    static func measuredError(_ a: UInt32, _ b: UInt32, _ squares: UnsafeBufferPointer<UInt16>) -> UInt8 {
        var sum = Int(~b >> 24) << 10
        for shift in stride(from: UInt32(0), to: 24, by: 8) {
            sum &+= Int(squares[255 &+ Int(a >> shift & 0xFF) &- Int(b >> shift & 0xFF)])
        }
        return sum < Int(must) ? UInt8(truncatingIfNeeded: sum) : must
    }

    /// Whether the 8 words of `words` from `i` are all `word`.
    @inline(__always)
    static func sameWords(_ words: UnsafeBufferPointer<UInt32>, _ i: Int, _ word: UInt32) -> Bool {
        guard let base = words.baseAddress else { return false }
        let p = UnsafeRawPointer(base + i), pair = UInt64(word) | UInt64(word) << 32
        var differ: UInt64 = 0
        for k in stride(from: 0, to: 32, by: 8) { differ |= p.loadUnaligned(fromByteOffset: k, as: UInt64.self) ^ pair }
        return differ == 0
    }

    /// Whether the 8 pixels at `pixels` (made opaque) equal the 8 screen words at
    /// `screen`: about half the pixels of a dirty rectangle are unchanged, and the
    /// passes skip them 8 at a time.
    @inline(__always)
    static func sameOctet(_ pixels: UnsafePointer<UInt32>, _ screen: UnsafePointer<UInt32>) -> Bool {
        let a = UnsafeRawPointer(pixels), b = UnsafeRawPointer(screen)
        let opaque: UInt64 = 0xFF00_0000_FF00_0000
        var differ: UInt64 = 0
        for k in stride(from: 0, to: 32, by: 8) {
            differ |= (a.loadUnaligned(fromByteOffset: k, as: UInt64.self) | opaque) ^ b.loadUnaligned(fromByteOffset: k, as: UInt64.self)
        }
        return differ == 0
    }

    /// The 8 bytes at `p` as one word.
    @inline(__always)
    static func octet(_ p: UnsafePointer<UInt8>) -> UInt64 {
        UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)
    }

    /// Stores `value`'s 8 bytes at `p`.
    @inline(__always)
    static func setOctet(_ p: UnsafeMutablePointer<UInt8>, _ value: UInt64) {
        UnsafeMutableRawPointer(p).storeBytes(of: value, as: UInt64.self)
    }

    /// Whether a byte of `word` is above `threshold`: for thresholds below 128 with
    /// one addition (a byte t + (127 − threshold) ≥ 128 exactly when t > threshold;
    /// its carry can reach the next byte only when it is above itself), else byte
    /// by byte.
    @inline(__always)
    static func exceeds(_ word: UInt64, _ threshold: UInt8) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        if threshold < 128 {
            return (word &+ ones &* UInt64(127 - threshold) | word) & (ones << 7) != 0
        }
        for k in stride(from: 0, to: 64, by: 8) where UInt8(truncatingIfNeeded: word >> UInt64(k)) > threshold { return true }
        return false
    }

    /// 0x80 in each byte of `word` above `threshold`, 0 elsewhere. Below 128 with one
    /// addition: the low 7 bits plus 127 − threshold reach bit 7 exactly when they
    /// exceed the threshold, without a carry into the next byte; bytes of 128 or more
    /// are above it anyway.
    @inline(__always)
    static func above(_ word: UInt64, _ threshold: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, high = ones << 7
        if threshold < 128 {
            return ((word & ~high) &+ ones &* UInt64(127 - threshold) | word) & high
        }
        var mask: UInt64 = 0
        for k in stride(from: 0, to: 64, by: 8) where UInt8(truncatingIfNeeded: word >> UInt64(k)) > threshold {
            mask |= 0x80 << UInt64(k)
        }
        return mask
    }

    /// `above` of 8 bytes all above the threshold.
    static let allAbove: UInt64 = 0x8080_8080_8080_8080

    /// `above` for the `count` (1…8) errors at `errors`, the first in the lowest byte.
    @inline(__always)
    static func above(_ errors: UnsafePointer<UInt8>, _ count: Int, _ threshold: UInt8) -> UInt64 {
        if count == 8 { return above(octet(errors), threshold) }
        var mask: UInt64 = 0
        for k in 0..<count where errors[k] > threshold { mask |= 0x80 << UInt64(8 * k) }
        return mask
    }

    /// The offsets of the first and the last of `count` errors from `errors` above
    /// `threshold`, or nil; unchanged stretches are passed 8 at a time.
    @inline(__always)
    static func extremes(_ errors: UnsafePointer<UInt8>, _ count: Int, _ threshold: UInt8) -> (Int, Int)? {
        var first = 0
        while first < count {
            if count - first >= 8, !exceeds(octet(errors + first), threshold) {
                first += 8
            } else if errors[first] > threshold {
                break
            } else {
                first += 1
            }
        }
        guard first < count else { return nil }
        var last = count - 1
        while last > first {
            if last - first >= 8, !exceeds(octet(errors + last - 7), threshold) {
                last -= 8
            } else if errors[last] > threshold {
                break
            } else {
                last -= 1
            }
        }
        return (first, last)
    }

    /// When none of the 8 pixels from scratch offset `s` is to be rewritten (error at
    /// most `threshold`, or their row is clean), writes them as transparent at `o`,
    /// each offering the global index of its screen colour (from screen offset `i`),
    /// moves `s`, `o` and `x` past them and returns true.
    @inline(__always)
    static func keepOctet(
        _ clean: Bool, _ scratch: UnsafeBufferPointer<UInt8>, _ threshold: UInt8, _ s: inout Int,
        _ out: UnsafeMutableBufferPointer<UInt8>, _ alternatives: UnsafeMutableBufferPointer<UInt8>, _ o: inout Int,
        _ screenIndex: UnsafeBufferPointer<UInt8>, _ i: Int, _ clear: UInt8, _ x: inout Int
    ) -> Bool {
        guard clean || scratch[s] <= threshold, let outBase = out.baseAddress, let alternativeBase = alternatives.baseAddress,
            let scratchBase = scratch.baseAddress, let indexBase = screenIndex.baseAddress,
            clean || !exceeds(octet(scratchBase + s), threshold)
        else { return false }
        setOctet(outBase + o, UInt64(clear) &* 0x0101_0101_0101_0101)
        setOctet(alternativeBase + o, octet(indexBase + i))
        s += 8
        o += 8
        x += 8
        return true
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

    /// Pass 1: every pixel's error into `scratch` (in `d`'s layout), and the largest
    /// threshold whose pixels can stay as they are within the budget.
    private mutating func measure(_ canvas: Pixmap, _ d: PixelRect) -> UInt8 {
        var histogram = [Int](repeating: 0, count: 256)
        var previous = 0
        let width = width
        canvas.withUnsafeBytes { raw in
            let pixels = raw.assumingMemoryBound(to: UInt32.self)
            screen.withUnsafeBufferPointer { screen in
              squares.withUnsafeBufferPointer { squares in
                errors.withUnsafeMutableBufferPointer { errors in
                    scratch.withUnsafeMutableBufferPointer { scratch in
                        histogram.withUnsafeMutableBufferPointer { histogram in
                            rendered.withUnsafeMutableBufferPointer { rendered in
                            for y in d.minY..<d.maxY {
                                let row = y * width + d.minX
                                var o = (y - d.minY) * d.width
                                guard let source = pixels.baseAddress, let copy = rendered.baseAddress else { continue }
                                if memcmp(source + row, copy + row, 4 * d.width) == 0 {
                                    cleanRows[y - d.minY] = true
                                    continue
                                }
                                (copy + row).update(from: source + row, count: d.width)
                                cleanRows[y - d.minY] = false
                                guard let shownBase = screen.baseAddress, let errorBase = errors.baseAddress,
                                    let scratchBase = scratch.baseAddress
                                else { continue }
                                var i = row
                                let end = row + d.width
                                // After a failed look for 8 unchanged pixels, or 8 of one colour over
                                // 8 of one colour (a bar's gradient row over the last frame's), the
                                // next is 8 pixels on: the line chart's glow has few of either.
                                var retry = row
                                while i < end {
                                    if i >= retry, source[i] | Self.opaque == shownBase[i], end - i >= 8 {
                                        guard Self.sameOctet(source + i, shownBase + i) else {
                                            retry = i + 8
                                            continue
                                        }
                                        let old = Self.octet(errorBase + i)
                                        if old != 0 {
                                            for k in 0..<8 { previous &+= Int(errors[i + k]) }
                                            Self.setOctet(errorBase + i, 0)
                                        }
                                        Self.setOctet(scratchBase + o, 0)
                                        i &+= 8
                                        o &+= 8
                                        continue
                                    }
                                    if i >= retry, end - i >= 8 {
                                        guard Self.sameWords(pixels, i, source[i]), Self.sameWords(screen, i, shownBase[i]) else {
                                            retry = i + 8
                                            continue
                                        }
                                        let old = Self.octet(errorBase + i)
                                        if old != 0 {
                                            for k in 0..<8 { previous &+= Int(errors[i + k]) }
                                        }
                                        let e = Self.measuredError(source[i], shownBase[i], squares)
                                        let octet = UInt64(e) &* 0x0101_0101_0101_0101
                                        Self.setOctet(errorBase + i, octet)
                                        Self.setOctet(scratchBase + o, octet)
                                        histogram[Int(e)] &+= 8
                                        i &+= 8
                                        o &+= 8
                                        continue
                                    }
                                    previous &+= Int(errors[i])
                                    // No branch on whether the pixel changed: the glow's changes are
                                    // scattered, and an equal pixel costs only its table lookups.
                                    let e = Self.measuredError(pixels[i], screen[i], squares)
                                    scratch[o] = e
                                    errors[i] = e
                                    histogram[Int(e)] &+= 1
                                    i &+= 1
                                    o &+= 1
                                }
                            }
                            }
                        }
                    }
                }
              }
            }
        }
        totalError -= previous
        var allowance = errorBudget - totalError
        var threshold: UInt8 = 0
        var kept = 0
        for e in 1..<Int(Self.must) where histogram[e] > 0 {
            allowance -= e * histogram[e]
            guard allowance >= 0 else { break }
            threshold = UInt8(e)
            kept += e * histogram[e]
        }
        // Every examined pixel's error is in `errors` already; those above the
        // threshold get the error of what they are rewritten with in pass 3.
        totalError += kept
        return threshold
    }

    /// Pass 2: the bounds of the pixels to rewrite (error above `threshold`); whether
    /// the global palette holds all their colours within its tolerance; the squared
    /// and the largest channel error they would show with through the global palette
    /// (`ColorMapper.mappingError`); and (in `frameColors`)
    /// their distinct colours up to 255, each with its local index. Records the error
    /// of every pixel left alone.
    private mutating func survey(
        _ canvas: Pixmap, _ d: PixelRect, _ threshold: UInt8
    ) -> (box: ChangeBounds, inGlobal: Bool, overflow: Bool, mappingError: Int?) {
        var box = ChangeBounds()
        var inGlobal = !palette.isExact, overflow = false
        // Whether the mapping error is still worth adding up: only where it may
        // replace a local table, and only while every pixel stays within the bound.
        var weigh = !palette.isExact && hasShown && maximumError > 0
        var squared = 0, pixelError = 0
        let width = width
        frameColors.removeAll()
        canvas.withUnsafeBytes { raw in
            let pixels = raw.assumingMemoryBound(to: UInt32.self)
            scratch.withUnsafeBufferPointer { scratch in
                    guard let scratchBase = scratch.baseAddress else { return }
                    for y in d.minY..<d.maxY where !cleanRows[y - d.minY] {
                        var o = (y - d.minY) * d.width
                        // Once the table is decided (an exact palette, or colours that
                        // neither the global nor a local table holds), only the box is
                        // left to find: each row's first and last pixel to rewrite.
                        if palette.isExact || (!inGlobal && !weigh && overflow) {
                            if let (first, last) = Self.extremes(scratchBase + o, d.width, threshold) {
                                box.include(x: d.minX + first, y: y)
                                box.include(x: d.minX + last, y: y)
                            }
                            continue
                        }
                        var last = Self.noColor
                        var x = d.minX
                        // 8 pixels at a time, visiting only those to rewrite (see `above`).
                        while x < d.maxX {
                            let n = min(8, d.maxX - x)
                            var rewrite = Self.above(scratchBase + o, n, threshold)
                            let row = y * width + x
                            let at = x
                            x += n
                            o += n
                            // All 8 to rewrite, in the colour just seen (a bar's row).
                            if rewrite == Self.allAbove, last != Self.noColor, Self.sameWords(pixels, row, last | pixels[row] & Self.opaque) {
                                box.include(x: at, y: y)
                                box.include(x: at + 7, y: y)
                                squared &+= 8 &* pixelError
                                continue
                            }
                            while rewrite != 0 {
                                let k = rewrite.trailingZeroBitCount >> 3
                                rewrite &= rewrite - 1
                                box.include(x: at + k, y: y)
                                let c = pixels[row + k] & 0x00FF_FFFF
                                guard c != last else {
                                    squared &+= pixelError
                                    continue
                                }
                                last = c
                                if inGlobal || weigh {
                                    let entry = mapper.entry(for: c)
                                    if entry & ColorMapper.withinTolerance == 0 { inGlobal = false }
                                    if weigh {
                                        let error = mapper.mappingError(of: c, entry: entry)
                                        weigh = error.largest <= maximumError
                                        pixelError = weigh ? error.squared : 0
                                        squared += pixelError
                                    }
                                }
                                if !overflow, frameColors.value(for: c) == nil {
                                    if frameColors.count == Palette.capacity {
                                        overflow = true
                                        weigh = false
                                    } else {
                                        frameColors.set(UInt32(frameColors.count), for: c)
                                    }
                                }
                            }
                        }
                    }
            }
        }
        return (box, inGlobal || palette.isExact, overflow, weigh ? squared : nil)
    }

    /// Pass 3, cases 1 and 2: every rewritten colour has an index in `table`.
    private mutating func emit(
        _ canvas: Pixmap, _ d: PixelRect, _ box: PixelRect, _ threshold: UInt8, _ table: Table, _ indices: inout [UInt8]
    ) -> EncodedFrame {
        let width = width
        let transparent = table == .global ? palette.transparentIndex : frameColors.count
        let clear = UInt8(transparent), none = UInt8(palette.transparentIndex)
        let colors = palette.colors
        var added = 0
        canvas.withUnsafeBytes { raw in
            let pixels = raw.assumingMemoryBound(to: UInt32.self)
            scratch.withUnsafeBufferPointer { scratch in
                errors.withUnsafeMutableBufferPointer { errors in
                    screen.withUnsafeMutableBufferPointer { screen in
                        indices.withUnsafeMutableBufferPointer { out in
                          alternatives.withUnsafeMutableBufferPointer { alternatives in
                           screenIndex.withUnsafeMutableBufferPointer { screenIndex in
                            guard let scratchBase = scratch.baseAddress, let outBase = out.baseAddress,
                                let alternativeBase = alternatives.baseAddress, let screenBase = screen.baseAddress,
                                let screenIndexBase = screenIndex.baseAddress, let errorBase = errors.baseAddress
                            else { return }
                            var o = 0
                            for y in box.minY..<box.maxY {
                                let clean = cleanRows[y - d.minY]
                                var last = Self.noColor, lastShown = Self.noColor
                                var index = clear, same = clear, global = none
                                var shown: UInt32 = 0
                                var error: UInt8 = 0
                                var s = (y - d.minY) * d.width + (box.minX - d.minX)
                                var next = box.minX, retry = box.minX
                                while next < box.maxX {
                                    let x = next
                                    let i = y * width + x
                                    if x >= retry, box.maxX - x >= 8 {
                                        if table == .global {
                                            if Self.keepOctet(clean, scratch, threshold, &s, out, alternatives, &o, UnsafeBufferPointer(screenIndex), i, clear, &next) {
                                                continue
                                            }
                                        } else if lastShown != Self.noColor, clean || !Self.exceeds(Self.octet(scratchBase + s), threshold),
                                            Self.sameWords(UnsafeBufferPointer(screen), i, lastShown)
                                        {
                                            // 8 kept pixels showing the colour the last one did.
                                            Self.setOctet(outBase + o, UInt64(clear) &* 0x0101_0101_0101_0101)
                                            Self.setOctet(alternativeBase + o, UInt64(same) &* 0x0101_0101_0101_0101)
                                            s += 8
                                            o += 8
                                            next += 8
                                            continue
                                        }
                                        if !clean, last != Self.noColor, Self.above(Self.octet(scratchBase + s), threshold) == Self.allAbove,
                                            Self.sameWords(pixels, i, last | pixels[i] & Self.opaque)
                                        {
                                            // 8 pixels to rewrite in the colour just written (a bar's row).
                                            let ones: UInt64 = 0x0101_0101_0101_0101
                                            Self.setOctet(outBase + o, UInt64(index) &* ones)
                                            Self.setOctet(alternativeBase + o, UInt64(index) &* ones)
                                            (screenBase + i).update(repeating: shown | Self.opaque, count: 8)
                                            Self.setOctet(screenIndexBase + i, UInt64(global) &* ones)
                                            Self.setOctet(errorBase + i, UInt64(error) &* ones)
                                            added += 8 * Int(error)
                                            s += 8
                                            o += 8
                                            next += 8
                                            continue
                                        }
                                        retry = x + 8
                                    }
                                    next += 1
                                    if clean || scratch[s] <= threshold {
                                        out[o] = clear
                                        if table == .global {
                                            alternatives[o] = screenIndex[i]
                                        } else {
                                            let onScreen = screen[i]
                                            if onScreen != lastShown {
                                                lastShown = onScreen
                                                same = onScreen == Self.unseen ? clear : frameColors.value(for: onScreen & 0x00FF_FFFF).map { UInt8(truncatingIfNeeded: $0) } ?? clear
                                            }
                                            alternatives[o] = same
                                        }
                                    } else {
                                        let c = pixels[i] & 0x00FF_FFFF
                                        if c != last {
                                            last = c
                                            switch table {
                                            case .global:
                                                let a = palette.indices.value(for: c) ?? mapper.entry(for: c) & 0xFF
                                                index = UInt8(truncatingIfNeeded: a)
                                                global = index
                                                shown = colors[Int(index)]
                                            case .local:
                                                index = UInt8(truncatingIfNeeded: frameColors.value(for: c) ?? 0)
                                                global = palette.indices.value(for: c).map { UInt8(truncatingIfNeeded: $0) } ?? none
                                                shown = c
                                            }
                                            error = Self.error(c, shown, limit: 255)
                                        }
                                        out[o] = index
                                        alternatives[o] = index
                                        screen[i] = shown | Self.opaque
                                        screenIndex[i] = global
                                        errors[i] = error
                                        added += Int(error)
                                    }
                                    o += 1
                                    s += 1
                                }
                            }
                           }
                          }
                        }
                    }
                }
            }
        }
        totalError += added
        var local: [UInt32]?
        if table == .local {
            var colors = [UInt32](repeating: 0, count: frameColors.count)
            for (c, i) in frameColors.entries { colors[Int(i)] = c }
            local = colors
        }
        return EncodedFrame(rect: box, localColors: local, transparentIndex: transparent)
    }

    /// Pass 3, case 3: maps every pixel to rewrite (all inside `area`) through the
    /// global palette, writes the indices in `area`'s layout while finding the bounds
    /// of pixels whose *mapped* colour differs from the screen, then packs the
    /// bounds' rows to the front. Used when the frame's colours overflow a table, or
    /// instead of a local table when every pixel stays within `maximumError` and the
    /// frame's error within two thirds of the budget (never for the first frame,
    /// which mostly stays): a local table costs up to 768 bytes, and mapping those
    /// frames made the 480×320 bars GIF 3 % smaller at 0.03 dB less. (Mapping
    /// whenever the frame stayed within the whole budget made it 13 % smaller, but
    /// the line chart's PSNR fell below 55 dB: a mapped pixel's error stays on the
    /// screen until the pixel changes.)
    /// Whether showing a colour whose error is `mapped` brings a pixel closer to
    /// its rendered colour than the screen's colour does (error `current`, or
    /// `must` beyond the per-channel bound). Through an inexact palette a small
    /// change often maps no closer: rewriting it would only cost bytes (2.5 % of
    /// the line GIFs) and could move the pixel further off.
    @inline(__always)
    static func improves(_ mapped: UInt8, on current: UInt8) -> Bool {
        current == must || mapped < current
    }

    private mutating func emitMapped(
        _ canvas: Pixmap, _ d: PixelRect, _ area: PixelRect, _ threshold: UInt8, _ indices: inout [UInt8]
    ) -> EncodedFrame? {
        var bounds = ChangeBounds()
        let width = width
        let clear = UInt8(palette.transparentIndex)
        let colors = palette.colors
        var added = 0
        canvas.withUnsafeBytes { raw in
            let pixels = raw.assumingMemoryBound(to: UInt32.self)
            ColorMapper.bayer.withUnsafeBufferPointer { bayer in
                colors.withUnsafeBufferPointer { colors in
                    scratch.withUnsafeBufferPointer { scratch in
                        errors.withUnsafeMutableBufferPointer { errors in
                            screen.withUnsafeMutableBufferPointer { screen in
                                indices.withUnsafeMutableBufferPointer { out in
                                  alternatives.withUnsafeMutableBufferPointer { alternatives in
                                   screenIndex.withUnsafeMutableBufferPointer { screenIndex in
                                    guard let outBase = out.baseAddress, let alternativeBase = alternatives.baseAddress,
                                        let scratchBase = scratch.baseAddress, let indexBase = screenIndex.baseAddress,
                                        let screenBase = screen.baseAddress, let errorBase = errors.baseAddress
                                    else { return }
                                    let clears = UInt64(clear) &* 0x0101_0101_0101_0101
                                    var o = 0
                                    for y in area.minY..<area.maxY {
                                        let clean = cleanRows[y - d.minY]
                                        var s = (y - d.minY) * d.width + (area.minX - d.minX)
                                        var last = Self.noColor
                                        var entry: UInt32 = 0
                                        var x = area.minX
                                        // 8 pixels at a time: all written as kept (transparent, offering
                                        // the screen's index), then those above the threshold rewritten,
                                        // found by their bits in a mask rather than a branch a pixel.
                                        while x < area.maxX {
                                            let i = y * width + x
                                            let n = min(8, area.maxX - x)
                                            if n == 8 {
                                                Self.setOctet(outBase + o, clears)
                                                Self.setOctet(alternativeBase + o, Self.octet(indexBase + i))
                                            } else {
                                                for k in 0..<n {
                                                    out[o + k] = clear
                                                    alternatives[o + k] = screenIndex[i + k]
                                                }
                                            }
                                            var rewrite = clean ? 0 : Self.above(scratchBase + s, n, threshold)
                                            // All 8 to rewrite in the colour just mapped, undithered, over 8
                                            // screen pixels of another colour (a bar's row): at once.
                                            if rewrite == Self.allAbove, last != Self.noColor, entry >> 16 & 0x7F == 0,
                                                Self.sameWords(pixels, i, last | pixels[i] & Self.opaque),
                                                Self.sameWords(UnsafeBufferPointer(screen), i, screen[i]),
                                                screen[i] != colors[Int(entry & 0xFF)] | Self.opaque,
                                                Self.improves(Self.error(last, colors[Int(entry & 0xFF)], limit: 255), on: scratch[s])
                                            {
                                                let index = UInt64(entry & 0xFF), shown = colors[Int(entry & 0xFF)]
                                                let error = Self.error(last, shown, limit: 255)
                                                let ones: UInt64 = 0x0101_0101_0101_0101
                                                Self.setOctet(outBase + o, index &* ones)
                                                Self.setOctet(alternativeBase + o, index &* ones)
                                                (screenBase + i).update(repeating: shown | Self.opaque, count: 8)
                                                Self.setOctet(indexBase + i, index &* ones)
                                                Self.setOctet(errorBase + i, UInt64(error) &* ones)
                                                added += 8 * Int(error)
                                                bounds.include(x: x, y: y)
                                                bounds.include(x: x + 7, y: y)
                                                rewrite = 0
                                            }
                                            while rewrite != 0 {
                                                let k = rewrite.trailingZeroBitCount >> 3
                                                rewrite &= rewrite - 1
                                                let c = pixels[i + k] & 0x00FF_FFFF
                                                if c != last {
                                                    last = c
                                                    entry = mapper.entry(for: c)
                                                }
                                                let index = ColorMapper.index(entry, x: x + k, y: y, bayer: bayer)
                                                let shown = colors[Int(index)]
                                                let error = Self.error(c, shown, limit: 255)
                                                guard Self.improves(error, on: scratch[s + k]) else {
                                                    errors[i + k] = scratch[s + k]
                                                    added += Int(scratch[s + k])
                                                    continue
                                                }
                                                errors[i + k] = error
                                                added += Int(error)
                                                alternatives[o + k] = UInt8(index)
                                                guard shown | Self.opaque != screen[i + k] else { continue }
                                                screen[i + k] = shown | Self.opaque
                                                screenIndex[i + k] = UInt8(index)
                                                out[o + k] = UInt8(index)
                                                bounds.include(x: x + k, y: y)
                                            }
                                            x += n
                                            o += n
                                            s += n
                                        }
                                    }
                                   }
                                  }
                                }
                            }
                        }
                    }
                }
            }
        }
        totalError += added
        guard let box = bounds.rect else { return nil }
        func pack(_ buffer: UnsafeMutableRawBufferPointer) {
            guard let base = buffer.baseAddress else { return }
            for row in 0..<box.height {
                let source = (box.minY - area.minY + row) * area.width + (box.minX - area.minX)
                // Rows only move towards the front; copyMemory is a memmove.
                (base + row * box.width).copyMemory(from: base + source, byteCount: box.width)
            }
        }
        indices.withUnsafeMutableBytes(pack)
        alternatives.withUnsafeMutableBytes(pack)
        return EncodedFrame(rect: box, localColors: nil, transparentIndex: palette.transparentIndex)
    }
}

/// The bounding box of the pixels passed to `include`, built in scan order.
struct ChangeBounds {
    private var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min

    @inline(__always)
    mutating func include(x: Int, y: Int) {
        if x < x0 { x0 = x }
        if x > x1 { x1 = x }
        if y < y0 { y0 = y }
        y1 = y
    }

    /// The box, or nil when nothing was included.
    var rect: PixelRect? {
        y0 <= y1 ? PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1) : nil
    }
}
