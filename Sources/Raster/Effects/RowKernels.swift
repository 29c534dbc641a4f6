// Whole-row arithmetic for the blur's passes, eight lanes at a time.
//
// The optimiser left these loops scalar (it cannot rule out that the rows overlap),
// so they are written with `SIMD8<Float>`. Each lane does exactly the scalar
// operations in the same order (no fused multiply-add), so results are bit-identical
// to the plain loops: the tail loops and the SIMD bodies agree. Indices step
// unchecked (`&+`): they stay within a row's length, and the overflow check and its
// extra register copy were three of a loop's eleven to twenty instructions.

/// `o[i] = w · a[i]`
@inline(__always)
func rowScale(_ o: UnsafeMutablePointer<Float>, _ w: Float, _ a: UnsafePointer<Float>, count: Int) {
    let wv = SIMD8<Float>(repeating: w)
    var i = 0
    while i &+ 8 <= count {
        store(wv * load(a + i), at: o + i)
        i &+= 8
    }
    while i < count {
        o[i] = w * a[i]
        i &+= 1
    }
}

/// `o[i] += w · (a[i] + b[i])`: one tap pair of a symmetric kernel.
@inline(__always)
func rowAddPair(
    _ o: UnsafeMutablePointer<Float>, _ w: Float, _ a: UnsafePointer<Float>, _ b: UnsafePointer<Float>, count: Int
) {
    let wv = SIMD8<Float>(repeating: w)
    var i = 0
    while i &+ 8 <= count {
        store(load(o + i) + wv * (load(a + i) + load(b + i)), at: o + i)
        i &+= 8
    }
    while i < count {
        o[i] += w * (a[i] + b[i])
        i &+= 1
    }
}

/// `rowAddPair` for two tap pairs in one pass over `o` (the first pair's sum, then the
/// second's: the same operations in the same order), so `o` is loaded and stored once
/// for both: a blur's passes are mostly these loops.
@inline(__always)
func rowAddTwoPairs(
    _ o: UnsafeMutablePointer<Float>, _ w: Float, _ a: UnsafePointer<Float>, _ b: UnsafePointer<Float>,
    _ w2: Float, _ a2: UnsafePointer<Float>, _ b2: UnsafePointer<Float>, count: Int
) {
    let wv = SIMD8<Float>(repeating: w)
    let wv2 = SIMD8<Float>(repeating: w2)
    var i = 0
    while i &+ 8 <= count {
        let first = load(o + i) + wv * (load(a + i) + load(b + i))
        store(first + wv2 * (load(a2 + i) + load(b2 + i)), at: o + i)
        i &+= 8
    }
    while i < count {
        o[i] += w * (a[i] + b[i])
        o[i] += w2 * (a2[i] + b2[i])
        i &+= 1
    }
}

/// Four rows, one per tap of `rowAddFourPairs`.
typealias FourRows = (UnsafePointer<Float>, UnsafePointer<Float>, UnsafePointer<Float>, UnsafePointer<Float>)

/// `rowAddPair` for four tap pairs in one pass over `o` (`rowAddTwoPairs` twice, the
/// same operations in the same order), weights `w[0…3]`: the taps of a blur row away
/// from a layer's edges.
@inline(__always)
func rowAddFourPairs(
    _ o: UnsafeMutablePointer<Float>, _ w: UnsafePointer<Float>, _ a: FourRows, _ b: FourRows, count: Int
) {
    addFourPairs(o, w, a, b, count: count, onto: { load(o + $0) }, { o[$0] })
}

/// `rowScale` of the centre tap then `rowAddFourPairs`, in one pass over `o`.
@inline(__always)
func rowScaleAddFourPairs(
    _ o: UnsafeMutablePointer<Float>, _ wc: Float, _ c: UnsafePointer<Float>, _ w: UnsafePointer<Float>,
    _ a: FourRows, _ b: FourRows, count: Int
) {
    let center = SIMD8<Float>(repeating: wc)
    addFourPairs(o, w, a, b, count: count, onto: { center * load(c + $0) }, { wc * c[$0] })
}

/// `o[i] = start(i)` plus four tap pairs, eight lanes at a time (`start`) and then
/// one at a time (`scalarStart`).
@inline(__always)
private func addFourPairs(
    _ o: UnsafeMutablePointer<Float>, _ w: UnsafePointer<Float>, _ a: FourRows, _ b: FourRows, count: Int,
    onto start: (Int) -> SIMD8<Float>, _ scalarStart: (Int) -> Float
) {
    let w0 = SIMD8<Float>(repeating: w[0])
    let w1 = SIMD8<Float>(repeating: w[1])
    let w2 = SIMD8<Float>(repeating: w[2])
    let w3 = SIMD8<Float>(repeating: w[3])
    var i = 0
    while i &+ 8 <= count {
        var sum = start(i) + w0 * (load(a.0 + i) + load(b.0 + i))
        sum = sum + w1 * (load(a.1 + i) + load(b.1 + i))
        sum = sum + w2 * (load(a.2 + i) + load(b.2 + i))
        store(sum + w3 * (load(a.3 + i) + load(b.3 + i)), at: o + i)
        i &+= 8
    }
    while i < count {
        o[i] = scalarStart(i)
        o[i] += w[0] * (a.0[i] + b.0[i])
        o[i] += w[1] * (a.1[i] + b.1[i])
        o[i] += w[2] * (a.2[i] + b.2[i])
        o[i] += w[3] * (a.3[i] + b.3[i])
        i &+= 1
    }
}

/// `o[i] += w · a[i]`: one tap of a pair whose other row is zero (`rowAddPair` with
/// `b` = 0, the same sum for non-negative samples).
@inline(__always)
func rowAddScaled(_ o: UnsafeMutablePointer<Float>, _ w: Float, _ a: UnsafePointer<Float>, count: Int) {
    let wv = SIMD8<Float>(repeating: w)
    var i = 0
    while i &+ 8 <= count {
        store(load(o + i) + wv * load(a + i), at: o + i)
        i &+= 8
    }
    while i < count {
        o[i] += w * a[i]
        i &+= 1
    }
}

/// `o[i] = s · a[i] + t · b[i]`: a linear blend, monotone in a and b.
@inline(__always)
func rowBlend(
    _ o: UnsafeMutablePointer<Float>, _ s: Float, _ a: UnsafePointer<Float>, _ t: Float, _ b: UnsafePointer<Float>,
    count: Int
) {
    let sv = SIMD8<Float>(repeating: s)
    let tv = SIMD8<Float>(repeating: t)
    var i = 0
    while i &+ 8 <= count {
        store(sv * load(a + i) + tv * load(b + i), at: o + i)
        i &+= 8
    }
    while i < count {
        o[i] = s * a[i] + t * b[i]
        i &+= 1
    }
}

/// `o[i] = (1 − u[i]) · a[i] + u[i] · b[i]`: a linear blend with a weight per element.
@inline(__always)
func rowLerp(
    _ o: UnsafeMutablePointer<Float>, _ u: UnsafePointer<Float>, _ a: UnsafePointer<Float>,
    _ b: UnsafePointer<Float>, count: Int
) {
    let one = SIMD8<Float>(repeating: 1)
    var i = 0
    while i &+ 8 <= count {
        let w = load(u + i)
        store((one - w) * load(a + i) + w * load(b + i), at: o + i)
        i &+= 8
    }
    while i < count {
        o[i] = (1 - u[i]) * a[i] + u[i] * b[i]
        i &+= 1
    }
}

/// `o[i] += a[i]`
@inline(__always)
func rowAdd(_ o: UnsafeMutablePointer<Float>, _ a: UnsafePointer<Float>, count: Int) {
    var i = 0
    while i &+ 8 <= count {
        store(load(o + i) + load(a + i), at: o + i)
        i &+= 8
    }
    while i < count {
        o[i] += a[i]
        i &+= 1
    }
}

/// `o[i] += Float(a[i])`. Zero bytes are skipped, sixty-four at a time, then sixteen,
/// then eight (adding 0 to a sum of non-negative samples changes nothing): a stroke's
/// coverage is mostly zeros: the line chart's at 480×320 is added into cells in
/// half the instructions of not skipping.
@inline(__always)
func rowAdd(_ o: UnsafeMutablePointer<Float>, _ a: UnsafePointer<UInt8>, count: Int) {
    @inline(__always)
    func addEight(at i: Int) {
        let bytes = UnsafeRawPointer(a + i).loadUnaligned(as: SIMD8<UInt8>.self)
        if unsafeBitCast(bytes, to: UInt64.self) != 0 {
            store(load(o + i) + SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: bytes)), at: o + i)
        }
    }
    @inline(__always)
    func addSixteen(at i: Int) {
        let words = UnsafeRawPointer(a + i).loadUnaligned(as: SIMD2<UInt64>.self)
        if words[0] | words[1] != 0 {
            addEight(at: i)
            addEight(at: i + 8)
        }
    }
    var i = 0
    while i &+ 64 <= count {
        let raw = UnsafeRawPointer(a + i)
        let any = raw.loadUnaligned(as: SIMD2<UInt64>.self) | raw.loadUnaligned(fromByteOffset: 16, as: SIMD2<UInt64>.self)
            | raw.loadUnaligned(fromByteOffset: 32, as: SIMD2<UInt64>.self)
            | raw.loadUnaligned(fromByteOffset: 48, as: SIMD2<UInt64>.self)
        if any[0] | any[1] != 0 {
            for k in 0..<4 { addSixteen(at: i &+ 16 &* k) }
        }
        i &+= 64
    }
    while i &+ 16 <= count {
        addSixteen(at: i)
        i &+= 16
    }
    while i &+ 8 <= count {
        addEight(at: i)
        i &+= 8
    }
    while i < count {
        o[i] += Float(a[i])
        i &+= 1
    }
}

/// `o[i] = l[i] + (255 − l[i]) · k · b[i]`: a glow layer over its next shadow.
@inline(__always)
func rowOver(
    _ o: UnsafeMutablePointer<Float>, _ l: UnsafePointer<Float>, _ k: Float, _ b: UnsafePointer<Float>, count: Int
) {
    let kv = SIMD8<Float>(repeating: k)
    let full = SIMD8<Float>(repeating: 255)
    var i = 0
    while i &+ 8 <= count {
        let lv = load(l + i)
        store(lv + (full - lv) * kv * load(b + i), at: o + i)
        i &+= 8
    }
    while i < count {
        o[i] = l[i] + (255 - l[i]) * k * b[i]
        i &+= 1
    }
}

/// `rowScale` of the blend `s · a[i] + t · b[i]` (`rowBlend`), without storing it.
@inline(__always)
func rowScaleBlend(
    _ o: UnsafeMutablePointer<Float>, _ w: Float, _ s: Float, _ a: UnsafePointer<Float>, _ t: Float,
    _ b: UnsafePointer<Float>, count: Int
) {
    let wv = SIMD8<Float>(repeating: w)
    let sv = SIMD8<Float>(repeating: s)
    let tv = SIMD8<Float>(repeating: t)
    var i = 0
    while i &+ 8 <= count {
        store(wv * (sv * load(a + i) + tv * load(b + i)), at: o + i)
        i &+= 8
    }
    while i < count {
        o[i] = w * (s * a[i] + t * b[i])
        i &+= 1
    }
}

/// `rowOver` under the blend `s · a[i] + t · b[i]` (`rowBlend`), without storing it.
@inline(__always)
func rowOverBlend(
    _ o: UnsafeMutablePointer<Float>, _ l: UnsafePointer<Float>, _ k: Float, _ s: Float, _ a: UnsafePointer<Float>,
    _ t: Float, _ b: UnsafePointer<Float>, count: Int
) {
    let kv = SIMD8<Float>(repeating: k)
    let full = SIMD8<Float>(repeating: 255)
    let sv = SIMD8<Float>(repeating: s)
    let tv = SIMD8<Float>(repeating: t)
    var i = 0
    while i &+ 8 <= count {
        let lv = load(l + i)
        store(lv + (full - lv) * kv * (sv * load(a + i) + tv * load(b + i)), at: o + i)
        i &+= 8
    }
    while i < count {
        o[i] = l[i] + (255 - l[i]) * k * (s * a[i] + t * b[i])
        i &+= 1
    }
}

/// `o[i] += l[i] + (255 − l[i]) · k · b[i]` (`l` nil: 0): a glow layer over its next
/// shadow, added to a sum.
@inline(__always)
func rowAddOver(
    _ o: UnsafeMutablePointer<Float>, _ l: UnsafePointer<Float>?, _ k: Float, _ b: UnsafePointer<Float>, count: Int
) {
    let kv = SIMD8<Float>(repeating: k)
    let full = SIMD8<Float>(repeating: 255)
    var i = 0
    while i &+ 8 <= count {
        let lv = l.map { load($0 + i) } ?? SIMD8()
        store(load(o + i) + (lv + (full - lv) * kv * load(b + i)), at: o + i)
        i &+= 8
    }
    while i < count {
        let v = l?[i] ?? 0
        o[i] += v + (255 - v) * k * b[i]
        i &+= 1
    }
}

/// `rowLerp` of rows already scaled by 256 (exact in floating point, so scaling the
/// cells first gives the same sums), rounded (ties to even) into 8.8 fixed point. The
/// glow's last pass blends these rows in 16-bit lanes (`rowBlendOverBytes` on `UInt16`
/// rows). Not clamped: glow cells are ≥ 0 (sums of non-negative products) and ≤ 255 up
/// to float rounding (blurs with normalised weights, `over` with opacities clamped to
/// 0…1), so every sum here rounds into 0…65 280 (65 281 would still blend to at most
/// 65 280 in `rowBlendOverBytes`, whose weights add up to 65 535/65 536); outside that
/// range the value is meaningless, but nothing traps. The clamps cost 10 of the loop's
/// 34 instructions per eight samples.
@inline(__always)
func rowLerp(
    _ o: UnsafeMutablePointer<UInt16>, _ u: UnsafePointer<Float>, _ a: UnsafePointer<Float>,
    _ b: UnsafePointer<Float>, count: Int
) {
    let one = SIMD8<Float>(repeating: 1)
    var i = 0
    while i &+ 8 <= count {
        let w = load(u + i)
        let v = (one - w) * load(a + i) + w * load(b + i)
        // As in `roundedInRange`: the integer is in the low bits of v + 2²³.
        let bits = unsafeBitCast(v + SIMD8(repeating: 8_388_608), to: SIMD16<UInt16>.self).evenHalf
        UnsafeMutableRawPointer(o + i).storeBytes(of: bits, as: SIMD8<UInt16>.self)
        i &+= 8
    }
    while i < count {
        let v = (1 - u[i]) * a[i] + u[i] * b[i]
        o[i] = UInt16(truncatingIfNeeded: (v + 8_388_608).bitPattern)
        i &+= 1
    }
}

/// `a + b` for lanes whose sums stay below 65536, added as two 64-bit words: added as
/// 16-bit lanes, the optimiser folds the `multipliedHigh` truncations into one 32-bit
/// add and multiplies in 32-bit lanes (`pmuludq` and shuffles) instead of `pmulhuw`.
@inline(__always)
private func sum(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let words = unsafeBitCast(a, to: SIMD2<UInt64>.self) &+ unsafeBitCast(b, to: SIMD2<UInt64>.self)
    return unsafeBitCast(words, to: SIMD8<UInt16>.self)
}

/// `(a · b) >> 16` in every lane (`pmulhuw`).
@inline(__always)
private func multipliedHigh(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let wide = SIMD8<UInt32>(truncatingIfNeeded: a) &* SIMD8<UInt32>(truncatingIfNeeded: b)
    return SIMD8<UInt16>(truncatingIfNeeded: wide &>> 16)
}

@inline(__always)
private func multipliedHigh(_ a: UInt16, _ b: UInt16) -> UInt16 {
    UInt16(truncatingIfNeeded: (UInt32(a) &* UInt32(b)) &>> 16)
}

/// The 8-bit coverage `l` under a glow row blended from two rows in 8.8 fixed point
/// (`rowLerp` into `UInt16`) with weights `s + t = 65535`: g = (s·a + t·b) / 65536
/// (< 255·256), then g + l·(255 − g)/255 (the division a multiply by 257/65536;
/// exactly g where l = 0, whichever path a pixel takes), rounded half up once. Handed
/// out eight at a time (`eight`: first index, bytes) and then one at a time (`one`);
/// the glow row is never stored: the glow's last pass blends the bytes straight into
/// the frame (`TableBlitter.blendEight`).
///
/// In 16-bit lanes (`pmulhuw`), eight pixels cost half the instructions of the same
/// sum in `Float` lanes, rounded, on the x86-64 baseline (two registers per eight
/// floats). Against that `Float` sum the fixed-point one is off by under 0.02 of
/// a level (the rows' rounding and the two truncating multiplies), so a pixel moves by
/// at most a level, and only where the sum lies that close to a rounding step.
@inline(__always)
func rowBlendOverBytes(
    _ l: UnsafePointer<UInt8>, _ s: UInt16, _ a: UnsafePointer<UInt16>, _ t: UInt16, _ b: UnsafePointer<UInt16>,
    count: Int, eight: (Int, SIMD8<UInt8>) -> Void, one: (Int, UInt8) -> Void
) {
    let half = SIMD8<UInt16>(repeating: 128)
    @inline(__always)
    func bytes(_ v: SIMD8<UInt16>) -> SIMD8<UInt8> {
        unsafeBitCast(v &+ half, to: SIMD16<UInt8>.self).oddHalf
    }
    // The weights, and 257, are loaded in the loop: hoisted as registers, the weights'
    // widening left the block and the multiplies were not recognised as `pmulhuw`;
    // a constant 257 was folded into the high multiply, done in 32-bit lanes.
    var i = 0
    withUnsafeTemporaryAllocation(of: SIMD8<UInt16>.self, capacity: 3) { weights in
        weights[0] = SIMD8(repeating: s)
        weights[1] = SIMD8(repeating: t)
        weights[2] = SIMD8(repeating: 257)
        let w = UnsafeRawPointer(weights.baseAddress!)
        func row(_ p: UnsafePointer<UInt16>) -> SIMD8<UInt16> {
            UnsafeRawPointer(p + i).loadUnaligned(as: SIMD8<UInt16>.self)
        }
        while i &+ 8 <= count {
            let g = sum(
                multipliedHigh(row(a), w.load(as: SIMD8<UInt16>.self)),
                multipliedHigh(row(b), w.load(fromByteOffset: 16, as: SIMD8<UInt16>.self)))
            let coverage = UnsafeRawPointer(l + i).loadUnaligned(as: SIMD8<UInt8>.self)
            if unsafeBitCast(coverage, to: UInt64.self) == 0 {
                eight(i, bytes(g))
            } else {
                let v = SIMD8<UInt16>(truncatingIfNeeded: coverage) &* w.load(fromByteOffset: 32, as: SIMD8<UInt16>.self)
                eight(i, bytes(sum(g, multipliedHigh(v, 65_280 &- g))))
            }
            i &+= 8
        }
    }
    while i < count {
        let g = multipliedHigh(a[i], s) &+ multipliedHigh(b[i], t)
        let v = UInt16(l[i])
        one(i, UInt8(truncatingIfNeeded: (g &+ multipliedHigh(v &* 257, 65_280 &- g) &+ 128) &>> 8))
        i &+= 1
    }
}

/// `o[i] = byte(a[i])`: clamp to 0…255 and round to the nearest byte (see `byte`).
@inline(__always)
func rowBytes(_ o: UnsafeMutablePointer<UInt8>, _ a: UnsafePointer<Float>, count: Int) {
    var i = 0
    while i &+ 8 <= count {
        UnsafeMutableRawPointer(o + i).storeBytes(of: rounded(load(a + i)), as: SIMD8<UInt8>.self)
        i &+= 8
    }
    while i < count {
        o[i] = byte(a[i])
        i &+= 1
    }
}

/// `byte` in every lane.
@inline(__always)
private func rounded(_ a: SIMD8<Float>) -> SIMD8<UInt8> {
    var v = a
    v.replace(with: 0, where: v .< 0)
    v.replace(with: 255, where: v .> 255)
    return roundedInRange(v)
}

/// `byte` in every lane for values already in 0 ..< 255.5 (no clamp): the nearest
/// integer, ties to even. Outside that range the byte is meaningless (but nothing traps).
@inline(__always)
private func roundedInRange(_ a: SIMD8<Float>) -> SIMD8<UInt8> {
    let v = a + SIMD8(repeating: 8_388_608)
    // The byte is the low byte of each lane: keep the even bytes of the even halves.
    return unsafeBitCast(unsafeBitCast(v, to: SIMD16<UInt16>.self).evenHalf, to: SIMD16<UInt8>.self).evenHalf
}

@inline(__always)
private func load(_ p: UnsafePointer<Float>) -> SIMD8<Float> {
    UnsafeRawPointer(p).loadUnaligned(as: SIMD8<Float>.self)
}

@inline(__always)
private func load(_ p: UnsafeMutablePointer<Float>) -> SIMD8<Float> {
    UnsafeRawPointer(p).loadUnaligned(as: SIMD8<Float>.self)
}

@inline(__always)
private func store(_ v: SIMD8<Float>, at p: UnsafeMutablePointer<Float>) {
    UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD8<Float>.self)
}
