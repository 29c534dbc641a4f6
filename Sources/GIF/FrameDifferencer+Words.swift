/// Word-at-a-time pixel and error helpers the passes share: 8 pixels or 8
/// errors compared, masked or stored as one 64-bit word.
extension FrameDifferencer {
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

    /// `measuredError` of the 8 pixels at `pixels` over the 8 screen words at `screen`,
    /// a byte each (the first in the lowest), for a per-channel `limit` of 0…9: a
    /// channel beyond it or a screen alpha other than 255 gives `must`, else the sum
    /// of the squares (at most 243). In 16-bit lanes, one vector register for 8.
    @inline(__always)
    static func measuredErrors(_ pixels: UnsafePointer<UInt32>, _ screen: UnsafePointer<UInt32>, limit: Int16) -> UInt64 {
        let a = UnsafeRawPointer(pixels).loadUnaligned(as: SIMD8<UInt32>.self)
        let b = UnsafeRawPointer(screen).loadUnaligned(as: SIMD8<UInt32>.self)
        let low = SIMD8<UInt32>(repeating: 0xFF)
        @inline(__always) func channel(_ shift: UInt32) -> SIMD8<Int16> {
            SIMD8<Int16>(truncatingIfNeeded: a &>> shift & low) &- SIMD8<Int16>(truncatingIfNeeded: b &>> shift & low)
        }
        let d0 = channel(0), d1 = channel(8), d2 = channel(16)
        let bound = SIMD8<Int16>(repeating: limit), negative = SIMD8<Int16>(repeating: -limit)
        // Squares wrap beyond ±181, but only those within the bound are used.
        let s0: SIMD8<Int16> = d0 &* d0, s1: SIMD8<Int16> = d1 &* d1, s2: SIMD8<Int16> = d2 &* d2
        let sum: SIMD8<Int16> = s0 &+ s1 &+ s2
        let over0: SIMDMask<SIMD8<Int16>> = (d0 .> bound) .| (d0 .< negative)
        let over1: SIMDMask<SIMD8<Int16>> = (d1 .> bound) .| (d1 .< negative)
        let over2: SIMDMask<SIMD8<Int16>> = (d2 .> bound) .| (d2 .< negative)
        let alpha = SIMD8<Int16>(truncatingIfNeeded: b &>> 24)
        let over: SIMDMask<SIMD8<Int16>> = over0 .| over1 .| over2 .| (alpha .!= SIMD8<Int16>(repeating: 0xFF))
        let errors: SIMD8<Int16> = sum.replacing(with: Int16(must), where: over)
        let bytes = SIMD8<UInt8>(truncatingIfNeeded: errors)
        return unsafeBitCast(bytes, to: UInt64.self)
    }

    /// The offsets of the first and the last of `count` words at which `a` and `b`
    /// differ, or nil when they are equal: 8 words a comparison over the equal ends.
    /// Out of line: inlined into the error pass, its loops kept six induction
    /// variables and their overflow checks (17 instructions for 8 words).
    @inline(never)
    static func changedSpan(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, _ count: Int) -> (Int, Int)? {
        @inline(__always) func same8(_ k: Int) -> Bool { sameOctet(a + k, b + k, opaque: 0) }
        // Offsets within `count`: wrapping arithmetic, no overflow checks.
        var first = 0
        while count &- first >= 8, same8(first) { first &+= 8 }
        while first < count, a[first] == b[first] { first &+= 1 }
        guard first < count else { return nil }
        var last = count &- 1
        while last &- first >= 8, same8(last &- 7) { last &-= 8 }
        while a[last] == b[last] { last &-= 1 }
        return (first, last)
    }

    /// Whether the 8 words of `words` from `i` are all `word`.
    @inline(__always)
    static func sameWords(_ words: UnsafeBufferPointer<UInt32>, _ i: Int, _ word: UInt32) -> Bool {
        guard let base = words.baseAddress else { return false }
        let p = UnsafeRawPointer(base + i), pair = UInt64(word) | UInt64(word) << 32
        // Written out: as a strided loop it kept its overflow checks and did not unroll.
        let d0 = p.loadUnaligned(as: UInt64.self) ^ pair, d1 = p.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ pair
        let d2 = p.loadUnaligned(fromByteOffset: 16, as: UInt64.self) ^ pair, d3 = p.loadUnaligned(fromByteOffset: 24, as: UInt64.self) ^ pair
        return d0 | d1 | d2 | d3 == 0
    }

    /// The end (exclusive, at most `end`) of the run of `word` in `words` from `i`:
    /// 8 words a comparison, then 2, so a bar's row of one colour is one item to the
    /// passes however it lines up with the octets.
    @inline(__always)
    static func runEnd(_ words: UnsafePointer<UInt32>, from i: Int, to end: Int, _ word: UInt32) -> Int {
        let p = UnsafeRawPointer(words), pair = UInt64(word) | UInt64(word) << 32
        @inline(__always) func differ(_ k: Int) -> UInt64 { p.loadUnaligned(fromByteOffset: 4 &* k, as: UInt64.self) ^ pair }
        var j = i
        while end &- j >= 8, differ(j) | differ(j &+ 2) | differ(j &+ 4) | differ(j &+ 6) == 0 { j &+= 8 }
        while end &- j >= 2 {
            let d = differ(j)
            // Little-endian: the word at j is the pair's low half.
            if d != 0 { return d & 0xFFFF_FFFF == 0 ? j &+ 1 : j }
            j &+= 2
        }
        return j < end && words[j] == word ? j &+ 1 : j
    }

    /// The sum of the `count` bytes from `p`, 8 at a time.
    @inline(__always)
    static func byteSum(_ p: UnsafePointer<UInt8>, _ count: Int) -> Int {
        var sum = 0, k = 0
        while count &- k >= 8 {
            sum &+= byteSum(octet(p + k))
            k &+= 8
        }
        while k < count {
            sum &+= Int(p[k])
            k &+= 1
        }
        return sum
    }

    /// Stores `value` in the `count` bytes from `p`, 8 at a time (short runs: a
    /// memset call costs more than the stores).
    @inline(__always)
    static func fill(_ p: UnsafeMutablePointer<UInt8>, _ count: Int, _ value: UInt8) {
        let octet = UInt64(value) &* 0x0101_0101_0101_0101
        var k = 0
        while count &- k >= 8 {
            setOctet(p + k, octet)
            k &+= 8
        }
        while k < count {
            p[k] = value
            k &+= 1
        }
    }

    /// Whether the 8 pixels at `pixels` (made opaque) equal the 8 screen words at
    /// `screen`: about half the pixels of a dirty rectangle are unchanged, and the
    /// passes skip them 8 at a time. With `opaque` 0, whether the 8 words are equal.
    @inline(__always)
    static func sameOctet(
        _ pixels: UnsafePointer<UInt32>, _ screen: UnsafePointer<UInt32>, opaque: UInt64 = 0xFF00_0000_FF00_0000
    ) -> Bool {
        let a = UnsafeRawPointer(pixels), b = UnsafeRawPointer(screen)
        @inline(__always) func differ(_ k: Int) -> UInt64 {
            (a.loadUnaligned(fromByteOffset: k, as: UInt64.self) | opaque) ^ b.loadUnaligned(fromByteOffset: k, as: UInt64.self)
        }
        return differ(0) | differ(8) | differ(16) | differ(24) == 0
    }

    /// 0x80 in the byte of each of the 8 pixels at `pixels` whose colour (alpha
    /// ignored) is the word at `colors`, 0 elsewhere (the layout of `above`).
    @inline(__always)
    static func sameColorMask(_ pixels: UnsafePointer<UInt32>, _ colors: UnsafePointer<UInt32>) -> UInt64 {
        let a = UnsafeRawPointer(pixels).loadUnaligned(as: SIMD8<UInt32>.self) & SIMD8(repeating: 0x00FF_FFFF)
        let b = UnsafeRawPointer(colors).loadUnaligned(as: SIMD8<UInt32>.self)
        let lanes = SIMD8<UInt8>(truncatingIfNeeded: SIMD8<UInt32>.zero.replacing(with: 0x80, where: a .== b))
        return unsafeBitCast(lanes, to: UInt64.self)
    }

    /// The sum of the 8 bytes of `word`: pairs into 16-bit lanes (at most 510 each),
    /// then the four lanes added up in the top one by a multiply.
    @inline(__always)
    static func byteSum(_ word: UInt64) -> Int {
        let pairs = (word & 0x00FF_00FF_00FF_00FF) &+ (word >> 8 & 0x00FF_00FF_00FF_00FF)
        return Int((pairs &* 0x0001_0001_0001_0001) >> 48)
    }

    /// The sum of the errors at `errors` in the lanes of `mask` (0x80 in a lane, as
    /// `above` gives): the errors of pixels left alone, which keep them.
    @inline(__always)
    static func keptSum(_ mask: UInt64, errors: UnsafePointer<UInt8>) -> Int {
        byteSum(octet(errors) & ((mask >> 7) &* 0xFF))
    }

    /// The number of lanes set in `mask` (0x80 in a lane, as `above` gives): their
    /// bits brought down to 1s and added up in the top byte by a multiply.
    @inline(__always)
    static func laneCount(_ mask: UInt64) -> Int {
        Int(truncatingIfNeeded: ((mask >> 7) &* 0x0101_0101_0101_0101) >> 56)
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
        // Offsets within `count`: wrapping arithmetic, no overflow checks.
        var first = 0
        while first < count {
            if count &- first >= 8, !exceeds(octet(errors + first), threshold) {
                first &+= 8
            } else if errors[first] > threshold {
                break
            } else {
                first &+= 1
            }
        }
        guard first < count else { return nil }
        var last = count &- 1
        while last > first {
            if last &- first >= 8, !exceeds(octet(errors + (last &- 7)), threshold) {
                last &-= 8
            } else if errors[last] > threshold {
                break
            } else {
                last &-= 1
            }
        }
        return (first, last)
    }

    /// When none of the 8 pixels whose errors are at `errors` is to be rewritten (error
    /// at most `threshold`, or their row is clean), writes them as transparent at `o`,
    /// each offering the global index of its screen colour (from screen offset `i`),
    /// moves `o` and `x` past them and returns true.
    @inline(__always)
    static func keepOctet(
        _ clean: Bool, _ errors: UnsafePointer<UInt8>, _ threshold: UInt8,
        _ out: UnsafeMutableBufferPointer<UInt8>, _ alternatives: UnsafeMutableBufferPointer<UInt8>, _ o: inout Int,
        _ screenIndex: UnsafeBufferPointer<UInt8>, _ i: Int, _ clear: UInt8, _ x: inout Int
    ) -> Bool {
        guard clean || errors[0] <= threshold, let outBase = out.baseAddress, let alternativeBase = alternatives.baseAddress,
            let indexBase = screenIndex.baseAddress, clean || !exceeds(octet(errors), threshold)
        else { return false }
        setOctet(outBase + o, UInt64(clear) &* 0x0101_0101_0101_0101)
        setOctet(alternativeBase + o, octet(indexBase + i))
        o += 8
        x += 8
        return true
    }


    /// Whether showing a colour whose error is `mapped` brings a pixel closer to
    /// its rendered colour than the screen's colour does (error `current`, or
    /// `must` beyond the per-channel bound). Through an inexact palette a small
    /// change often maps no closer: rewriting it would only cost bytes (1–2.5 % of
    /// the line GIFs) and could move the pixel further off.
    @inline(__always)
    static func improves(_ mapped: UInt8, on current: UInt8) -> Bool {
        current == must || mapped < current
    }
}
