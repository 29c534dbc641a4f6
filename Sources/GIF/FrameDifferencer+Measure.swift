import Raster

#if canImport(Glibc)
import Glibc
#endif

extension FrameDifferencer {
    /// Pass 1: every pixel's error into `scratch` (in `d`'s layout), and the largest
    /// threshold whose pixels can stay as they are within the budget.
    mutating func measure(_ canvas: Pixmap, _ d: PixelRect) -> UInt8 {
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
}
