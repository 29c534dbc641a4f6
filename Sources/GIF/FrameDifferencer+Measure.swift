import Raster

#if canImport(Glibc)
import Glibc
#endif

extension FrameDifferencer {
    /// Pass 1: every examined pixel's error into `errors`, and the largest threshold
    /// whose pixels can stay as they are within the budget. Passes 2 and 3 read the
    /// examined errors there too: pass 3 overwrites a pixel's error only after
    /// reading it, and passes 2 and 3 skip the rows that were not examined (`cleanRows`).
    mutating func measure(_ canvas: Pixmap, _ d: PixelRect) -> UInt8 {
        var histogram = [Int](repeating: 0, count: 256)
        var previous = 0
        let width = width
        // Errors below this are sums of channels within the bound: (bound + 1)².
        let consistent = UInt8((maximumError + 1) * (maximumError + 1))
        let limit = Int16(maximumError)
        canvas.withUnsafeBytes { raw in
            let pixels = raw.assumingMemoryBound(to: UInt32.self)
            screen.withUnsafeBufferPointer { screen in
              squares.withUnsafeBufferPointer { squares in
                errors.withUnsafeMutableBufferPointer { errors in
                        histogram.withUnsafeMutableBufferPointer { histogram in
                            rendered.withUnsafeMutableBufferPointer { rendered in
                            // Everything the loop touches as locals: captured, the buffers were
                            // reloaded from the closure context after every byte stored.
                            guard let source = pixels.baseAddress, let copy = rendered.baseAddress,
                                let shownBase = screen.baseAddress, let errorBase = errors.baseAddress,
                                let counts = histogram.baseAddress
                            else { return }
                            let pixels = pixels, screen = screen, squares = squares, errors = errors
                            var sum = 0
                            for y in d.minY..<d.maxY {
                                // Offsets within the rectangle: wrapping arithmetic, no overflow checks.
                                let row = y &* width &+ d.minX
                                guard let (first, last) = Self.changedSpan(source + row, copy + row, d.width) else {
                                    cleanRows[y - d.minY] = true
                                    continue
                                }
                                (copy + (row &+ first)).update(from: source + (row &+ first), count: last &+ 1 &- first)
                                cleanRows[y - d.minY] = false
                                // Outside the span of pixels that changed since they were last
                                // examined, errors carry over (see `carry`).
                                sum &+= Self.carry(pixels, screen, squares, errors, counts, from: row, to: row &+ first, consistent: consistent)
                                sum &+= Self.carry(
                                    pixels, screen, squares, errors, counts, from: row &+ last &+ 1, to: row &+ d.width, consistent: consistent)
                                var i = row &+ first
                                let end = row &+ last &+ 1
                                // After a failed look for 8 unchanged pixels the next is 8 pixels on:
                                // the line chart's glow has few.
                                var retry = row
                                while i < end {
                                    if i >= retry, source[i] | Self.opaque == shownBase[i], end &- i >= 8 {
                                        guard Self.sameOctet(source + i, shownBase + i) else {
                                            retry = i &+ 8
                                            continue
                                        }
                                        let old = Self.octet(errorBase + i)
                                        if old != 0 {
                                            sum &+= Self.byteSum(old)
                                            Self.setOctet(errorBase + i, 0)
                                        }
                                        i &+= 8
                                        continue
                                    }
                                    let c = source[i], shown = shownBase[i]
                                    // A run of one colour over one colour (a bar's gradient row over the
                                    // last frame's) is one item: one error, its pixels filled. Taken where
                                    // pixels 1 and 3 on continue it: the glow's short repeats come cheaper
                                    // one by one.
                                    if end &- i >= 4, source[i &+ 1] == c, source[i &+ 3] == c, shownBase[i &+ 1] == shown,
                                        shownBase[i &+ 3] == shown
                                    {
                                        let e = Self.measuredError(c, shown, squares)
                                        let j = Self.runEnd(shownBase, from: i &+ 2, to: Self.runEnd(source, from: i &+ 2, to: end, c), shown)
                                        let n = j &- i
                                        sum &+= Self.byteSum(errorBase + i, n)
                                        Self.fill(errorBase + i, n, e)
                                        counts[Int(e)] &+= n
                                        i = j
                                        continue
                                    }
                                    // 8 pixels at once (the glow's changed pixels come mixed): their
                                    // errors in 16-bit lanes, exactly `measuredError`'s.
                                    if end &- i >= 8 {
                                        sum &+= Self.byteSum(Self.octet(errorBase + i))
                                        let e = Self.measuredErrors(source + i, shownBase + i, limit: limit)
                                        Self.setOctet(errorBase + i, e)
                                        for k in stride(from: UInt64(0), to: 64, by: 8) { counts[Int(e >> k & 0xFF)] &+= 1 }
                                        i &+= 8
                                        continue
                                    }
                                    sum &+= Int(errorBase[i])
                                    // The pixel and screen word of the pixel before give the same error
                                    // (already stored: the pixel before was examined just now).
                                    let e: UInt8
                                    if i > row, c == source[i &- 1], shown == shownBase[i &- 1] {
                                        e = errorBase[i &- 1]
                                    } else {
                                        e = Self.measuredError(c, shown, squares)
                                    }
                                    errorBase[i] = e
                                    counts[Int(e)] &+= 1
                                    i &+= 1
                                }
                            }
                            previous = sum
                            }
                        }
                }
              }
            }
        }
        totalError -= previous
        let budget = residual.pixels > 0 ? errorBudget / 4 * 3 : errorBudget
        let allowance = Double(budget - totalError)
        // Each pixel to rewrite is expected to keep `rounding`; leaving one with a
        // smaller error alone costs less than rewriting it, so the cost is not
        // monotonic in the threshold: the largest threshold that fits is taken.
        let rounding = residual.pixels > 0 ? Double(residual.error) / Double(residual.pixels) : 0
        var above = 0
        for e in 1..<histogram.count { above += histogram[e] }
        var threshold: UInt8 = 0
        var kept = 0, sum = 0
        for e in 1..<Int(Self.must) where histogram[e] > 0 {
            sum += e * histogram[e]
            above -= histogram[e]
            guard Double(sum) + rounding * Double(above) <= allowance else { continue }
            threshold = UInt8(e)
            kept = sum
        }
        // Every examined pixel's error is in `errors` already; those above the
        // threshold get the error of what they are rewritten with in pass 3.
        totalError += kept
        return threshold
    }

    /// The pixels from `from` to `to` (exclusive) are what they were when last
    /// examined, so their errors carry over: the rendered colour is the same, and so
    /// is the screen's, or the pass that changed it wrote the error. A stored error
    /// below `consistent` ((bound + 1)²) is the measured one; above, a rewrite may have
    /// stored a channel beyond the bound as its sum, so that pixel is measured again.
    /// Each error goes to the histogram, as examined pixels' do, 8 at a time where none
    /// is to be measured again (errors of 0 not at all: the histogram's count of 0 is
    /// not used). Returns the sum of the errors as they were.
    @inline(never)
    static func carry(
        _ pixels: UnsafeBufferPointer<UInt32>, _ screen: UnsafeBufferPointer<UInt32>, _ squares: UnsafeBufferPointer<UInt16>,
        _ errors: UnsafeMutableBufferPointer<UInt8>, _ histogram: UnsafeMutablePointer<Int>, from: Int, to: Int,
        consistent: UInt8
    ) -> Int {
        guard let errorBase = errors.baseAddress else { return 0 }
        var previous = 0
        var i = from
        // Offsets within the row: wrapping arithmetic, no overflow checks. Octets in a
        // loop of their own, the pixels one by one out of line (rare but for a row's
        // last few): in the loop, the test for a retry point and the one-by-one path's
        // registers cost 6 instructions an octet.
        while to &- i >= 8 {
            let old = octet(errorBase + i)
            if old != 0 {
                // 8 errors that all hold (the line's lagging glow, most of what is here).
                if !exceeds(old, consistent &- 1) {
                    previous &+= byteSum(old)
                    for k in stride(from: UInt64(0), to: 64, by: 8) { histogram[Int(old >> k & 0xFF)] &+= 1 }
                } else {
                    previous &+= carryEach(pixels, screen, squares, errors, histogram, from: i, to: i &+ 8, consistent: consistent)
                }
            }
            i &+= 8
        }
        guard i < to else { return previous }
        return previous &+ carryEach(pixels, screen, squares, errors, histogram, from: i, to: to, consistent: consistent)
    }

    /// `carry` pixel by pixel.
    @inline(never)
    private static func carryEach(
        _ pixels: UnsafeBufferPointer<UInt32>, _ screen: UnsafeBufferPointer<UInt32>, _ squares: UnsafeBufferPointer<UInt16>,
        _ errors: UnsafeMutableBufferPointer<UInt8>, _ histogram: UnsafeMutablePointer<Int>, from: Int, to: Int,
        consistent: UInt8
    ) -> Int {
        var previous = 0
        for i in from..<to {
            let old = errors[i]
            var e = old
            if old >= consistent {
                e = measuredError(pixels[i], screen[i], squares)
                errors[i] = e
            }
            previous &+= Int(old)
            histogram[Int(e)] &+= 1
        }
        return previous
    }
}
