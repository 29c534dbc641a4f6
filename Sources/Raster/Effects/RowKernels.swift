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
/// coverage is mostly zeros, and the line chart's at 480×320 is added into cells in
/// 69 k instructions (75 k from sixteen at a time, 95 k from eight, 139 k not
/// skipping; thirty-two at a time 71 k).
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

/// `byte(l[i] + (255 − l[i]) · g[i] / 255)` with `g[i] = s · a[i] + t · b[i]`: 8-bit
/// coverage under a glow row blended from two rows (`rowBlend`), rounded once, handed
/// out eight at a time (`eight`: first index, bytes) and then one at a time (`one`).
/// The glow row is never stored: the glow's last pass blends the bytes straight into
/// the frame (`TableBlitter.blendEight`).
@inline(__always)
func rowBlendOverBytes(
    _ l: UnsafePointer<UInt8>, _ s: Float, _ a: UnsafePointer<Float>, _ t: Float, _ b: UnsafePointer<Float>,
    count: Int, eight: (Int, SIMD8<UInt8>) -> Void, one: (Int, UInt8) -> Void
) {
    let sv = SIMD8<Float>(repeating: s)
    let tv = SIMD8<Float>(repeating: t)
    let k = SIMD8<Float>(repeating: 1 / 255)
    let full = SIMD8<Float>(repeating: 255)
    var i = 0
    while i &+ 8 <= count {
        let g = sv * load(a + i) + tv * load(b + i)
        let bytes = UnsafeRawPointer(l + i).loadUnaligned(as: SIMD8<UInt8>.self)
        if unsafeBitCast(bytes, to: UInt64.self) == 0 {
            // No coverage under the glow (most pixels): the same sum with l = 0. The
            // glow is a blend with weights in 0…1 of cells that are themselves in 0…255
            // up to float rounding (blurs with normalised non-negative weights, `over`
            // with opacities ≤ 1), so the clamp `rounded` would apply changes nothing.
            eight(i, roundedInRange(full * k * g))
        } else {
            let v = SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: bytes))
            eight(i, rounded(v + (full - v) * k * g))
        }
        i &+= 8
    }
    while i < count {
        let v = Float(l[i])
        one(i, byte(v + (255 - v) * (1 / 255) * (s * a[i] + t * b[i])))
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
