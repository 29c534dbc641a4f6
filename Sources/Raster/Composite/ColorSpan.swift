/// One premultiplied colour (a stored pixel word) composited with constant
/// `coverage` over `count` pixels from `row`: the solid fill and each row of a
/// vertical gradient.
///
/// Eight, then four pixels at a time, as 16-bit lanes each holding a pixel's
/// R and G or B and A bytes: masked and shifted apart, they are the 8-bit
/// channels with room for a product, with no widening or narrowing conversions
/// (Swift's SIMD conversions compile to an out-of-line call). The source
/// channels and the destination factor 255 − alpha are the same for every
/// pixel, so a lane costs a multiply, an exact division by 255 and an add,
/// bit-identical to `sourceOver`. Blocks that hold only the first pixel's colour
/// (a bar over its background row) store that colour's blend, worked out once.
/// A run that is all its first colour builds no lanes (they are set up out of
/// line at the first other block) and ends in an overlapping block instead of a
/// scalar tail. The lanes cost about a third of the scalar `sourceOver` loop's
/// instructions a pixel, the shared blend less again.
@inline(__always)
func blendColor(_ color: UInt32, coverage: UInt8, over row: UnsafeMutablePointer<UInt32>, count: Int) {
    guard count > 0 else { return }
    let colorAlpha = UInt32(littleEndian: color) >> 24
    if coverage == 255 && colorAlpha == 255 {
        UnsafeMutableBufferPointer(start: row, count: count).update(repeating: color)
        return
    }
    let c = UInt32(coverage)
    let source = coverage == 255 ? color : scaled(color, by: c)
    let alpha = coverage == 255 ? colorAlpha : div255(colorAlpha &* c)
    if count == 1 {
        row[0] = sourceOver(source, alpha: alpha, onto: row[0])
        return
    }
    let common = row[0]
    let commonResult = sourceOver(source, alpha: alpha, onto: common)
    guard count >= 8 else {
        blendTail(source, alpha: alpha, common: common, result: commonResult, over: row, from: 0, count: count)
        return
    }
    // A row that is all the first pixel's colour needs no lanes: whole blocks of
    // the shared blend, the last one overlapping the one before. Its pixels are
    // read before any store, so the overlap tests the original colours.
    let raw = UnsafeMutableRawPointer(row)
    let commons = SIMD8<UInt32>(repeating: common)
    let commonResults = SIMD8<UInt32>(repeating: commonResult)
    let lastBlock = raw + 4 &* (count &- 8)
    let lastIsCommon = isUniform(lastBlock.loadUnaligned(as: SIMD8<UInt32>.self), commons)
    var i = 0
    while i &+ 8 <= count {
        let pixels = raw + 4 &* i
        guard all(pixels.loadUnaligned(as: SIMD8<UInt32>.self) .== commons) else {
            blendLanes(source, alpha: alpha, common: common, result: commonResult, over: row, from: i, count: count)
            return
        }
        pixels.storeBytes(of: commonResults, as: SIMD8<UInt32>.self)
        i &+= 8
    }
    guard i < count else { return }
    if lastIsCommon {
        lastBlock.storeBytes(of: commonResults, as: SIMD8<UInt32>.self)
    } else {
        blendTail(source, alpha: alpha, common: common, result: commonResult, over: row, from: i, count: count)
    }
}

/// Whether `block` equals `commons` in every lane. A lane reduction by hand:
/// `all(_:)` here compiled to an out-of-line call (about 50 instructions).
@inline(__always)
private func isUniform(_ block: SIMD8<UInt32>, _ commons: SIMD8<UInt32>) -> Bool {
    let difference = block ^ commons
    let four = difference.lowHalf | difference.highHalf
    return four[0] | four[1] | four[2] | four[3] == 0
}

/// `blendColor` from pixel `i` on, over pixels that are not all one colour:
/// eight, then four at a time in lanes, blocks of `common` stored as `result`.
/// Out of line, so a row of one colour does not pay for building the lanes.
@inline(never)
private func blendLanes(
    _ source: UInt32, alpha: UInt32, common: UInt32, result: UInt32,
    over row: UnsafeMutablePointer<UInt32>, from start: Int, count: Int
) {
    var i = start
    let v = UInt32(littleEndian: source)
    // Lane pairs in memory order: (R, B) in the low bytes, (G, A) in the high bytes.
    let low = SIMD2<UInt16>(UInt16(v & 0xFF), UInt16(v >> 16 & 0xFF))
    let high = SIMD2<UInt16>(UInt16(v >> 8 & 0xFF), UInt16(v >> 24))
    let lanes = ColorLanes(low: low, high: high, factor: UInt16(255 &- alpha))
    let raw = UnsafeMutableRawPointer(row)
    let commons = SIMD8<UInt32>(repeating: common)
    let commonResults = SIMD8<UInt32>(repeating: result)
    while i &+ 8 <= count {
        let pixels = raw + 4 &* i
        if all(pixels.loadUnaligned(as: SIMD8<UInt32>.self) .== commons) {
            pixels.storeBytes(of: commonResults, as: SIMD8<UInt32>.self)
        } else {
            lanes.blend(pixels, as: SIMD16<UInt16>.self, low: lanes.low, high: lanes.high)
        }
        i &+= 8
    }
    if i &+ 4 <= count {
        let pixels = raw + 4 &* i
        if all(pixels.loadUnaligned(as: SIMD4<UInt32>.self) .== commons.lowHalf) {
            pixels.storeBytes(of: commonResults.lowHalf, as: SIMD4<UInt32>.self)
        } else {
            lanes.blend(pixels, as: SIMD8<UInt16>.self, low: lanes.low.lowHalf, high: lanes.high.lowHalf)
        }
        i &+= 4
    }
    blendTail(source, alpha: alpha, common: common, result: result, over: row, from: i, count: count)
}

/// `blendColor`'s pixels `i..<count` one at a time, `common` stored as `result`.
@inline(__always)
private func blendTail(
    _ source: UInt32, alpha: UInt32, common: UInt32, result: UInt32,
    over row: UnsafeMutablePointer<UInt32>, from start: Int, count: Int
) {
    var i = start
    while i < count {
        let destination = row[i]
        row[i] = destination == common ? result : sourceOver(source, alpha: alpha, onto: destination)
        i &+= 1
    }
}

/// A colour's channels split into the low and high bytes of 16-bit lanes, and
/// the destination factor: the operands of `blendColor`'s vector steps.
private struct ColorLanes {
    let low: SIMD16<UInt16>
    let high: SIMD16<UInt16>
    let factor: UInt16

    /// `low` and `high` repeated for eight pixels.
    @inline(__always)
    init(low: SIMD2<UInt16>, high: SIMD2<UInt16>, factor: UInt16) {
        func eight(_ pair: SIMD2<UInt16>) -> SIMD16<UInt16> {
            let four = SIMD8(lowHalf: SIMD4(lowHalf: pair, highHalf: pair), highHalf: SIMD4(lowHalf: pair, highHalf: pair))
            return SIMD16(lowHalf: four, highHalf: four)
        }
        self.low = eight(low)
        self.high = eight(high)
        self.factor = factor
    }

    /// Source-over of the pixels in one vector of lanes at `pixels`.
    @inline(__always)
    func blend<V: SIMD>(_ pixels: UnsafeMutableRawPointer, as _: V.Type, low: V, high: V)
    where V.Scalar == UInt16 {
        let destination = pixels.loadUnaligned(as: V.self)
        let resultLow = low &+ lanesDiv255((destination & 0xFF) &* factor)
        let resultHigh = high &+ lanesDiv255((destination &>> 8) &* factor)
        pixels.storeBytes(of: resultLow | resultHigh &<< 8, as: V.self)
    }
}
