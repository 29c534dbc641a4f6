import Raster

extension FrameDifferencer {
    /// Pass 3, case 3: maps every pixel to rewrite (all inside `area`) through the
    /// global palette, writes the indices in `area`'s layout while finding the bounds
    /// of pixels whose *mapped* colour differs from the screen, then packs the
    /// bounds' rows to the front. Used when the frame's colours overflow a table, or
    /// instead of a local table when every pixel stays within `maximumError` and the
    /// frame's error within two thirds of the budget (never for the first frame,
    /// which mostly stays): a local table costs up to 768 bytes. Not the whole budget:
    /// a mapped pixel's error stays on the screen until the pixel changes, so mapping
    /// whenever the frame stayed within it took the line chart's PSNR below 55 dB.
    mutating func emitMapped(
        _ canvas: Pixmap, _ d: PixelRect, _ area: PixelRect, _ threshold: UInt8, _ indices: inout [UInt8]
    ) -> EncodedFrame? {
        var bounds = ChangeBounds()
        let width = width
        let clear = UInt8(palette.transparentIndex)
        let colors = palette.colors
        var added = 0, rewritten = 0
        canvas.withUnsafeBytes { raw in
            let pixels = raw.assumingMemoryBound(to: UInt32.self)
            ColorMapper.bayer.withUnsafeBufferPointer { bayer in
                colors.withUnsafeBufferPointer { colors in
                    Self.withEmitPlanes(&errors, &screen, &indices, &alternatives, &screenIndex, &stuck) {
                        errors, screen, out, alternatives, screenIndex, stuck in
                        guard let outBase = out.baseAddress, let alternativeBase = alternatives.baseAddress,
                            let indexBase = screenIndex.baseAddress,
                            let screenBase = screen.baseAddress, let stuckBase = stuck.baseAddress, let errorBase = errors.baseAddress,
                            let pixelBase = pixels.baseAddress
                        else { return }
                        let clears = UInt64(clear) &* 0x0101_0101_0101_0101
                        var o = 0
                        for y in area.minY..<area.maxY {
                            let clean = cleanRows[y - d.minY]
                            var last = Self.noColor
                            var entry: UInt64 = 0
                            var x = area.minX
                            // 8 pixels at a time: all written as kept (transparent, offering
                            // the screen's index), then those above the threshold rewritten,
                            // found by their bits in a mask rather than a branch a pixel.
                            while x < area.maxX {
                                // Octets with nothing to rewrite (most of a row), or only pixels
                                // remembered as mapping no closer (below), in a tight loop.
                                while area.maxX &- x >= 8 {
                                    let i = y &* width &+ x
                                    if !clean, case let rewrite = Self.above(Self.octet(errorBase + i), threshold), rewrite != 0 {
                                        let stuckOnes = Self.sameColorMask(pixelBase + i, stuckBase + i) & rewrite
                                        guard stuckOnes == rewrite else { break }
                                        added &+= Self.keptSum(stuckOnes, errors: errorBase + i)
                                        rewritten &+= Self.laneCount(stuckOnes)
                                    }
                                    Self.setOctet(outBase + o, clears)
                                    Self.setOctet(alternativeBase + o, Self.octet(indexBase + i))
                                    x &+= 8
                                    o &+= 8
                                }
                                guard x < area.maxX else { break }
                                let i = y &* width &+ x
                                let n = min(8, area.maxX &- x)
                                if n == 8 {
                                    Self.setOctet(outBase + o, clears)
                                    Self.setOctet(alternativeBase + o, Self.octet(indexBase + i))
                                } else {
                                    for k in 0..<n {
                                        out[o + k] = clear
                                        alternatives[o + k] = screenIndex[i + k]
                                    }
                                }
                                var rewrite = clean ? 0 : Self.above(errorBase + i, n, threshold)
                                // All 8 to rewrite in the colour just mapped, undithered, over 8
                                // screen pixels of another colour (a bar's row): at once, with the
                                // octets after them that continue the run.
                                if rewrite == Self.allAbove, last != Self.noColor, entry >> 16 & 0x7F == 0,
                                    Self.sameWords(pixels, i, last | pixels[i] & Self.opaque),
                                    Self.sameWords(UnsafeBufferPointer(screen), i, screen[i]),
                                    screen[i] != colors[Int(entry & 0xFF)] | Self.opaque,
                                    Self.improves(UInt8(truncatingIfNeeded: entry >> 32), on: errors[i])
                                {
                                    let index = entry & 0xFF, shown = colors[Int(index)]
                                    let error = UInt8(truncatingIfNeeded: entry >> 32)
                                    let under = screen[i]
                                    // The octets after it that continue the run (the same colour over the
                                    // same screen colour, all to rewrite, improving on their error) with
                                    // the same mapping: `run` pixels in all.
                                    var run = 8
                                    while area.maxX &- x &- run >= 8, Self.above(Self.octet(errorBase + (i &+ run)), threshold) == Self.allAbove,
                                        Self.sameWords(pixels, i &+ run, last | pixels[i &+ run] & Self.opaque),
                                        Self.sameWords(UnsafeBufferPointer(screen), i &+ run, under),
                                        Self.improves(error, on: errors[i &+ run])
                                    {
                                        run &+= 8
                                    }
                                    Self.fill(outBase + o, run, UInt8(index))
                                    Self.fill(alternativeBase + o, run, UInt8(index))
                                    (screenBase + i).update(repeating: shown | Self.opaque, count: run)
                                    (stuckBase + i).update(repeating: Self.noColor, count: run)
                                    Self.fill(indexBase + i, run, UInt8(index))
                                    Self.fill(errorBase + i, run, UInt8(error))
                                    added += run * Int(error)
                                    rewritten += run
                                    bounds.include(x: x, y: y)
                                    bounds.include(x: x + run - 1, y: y)
                                    rewrite = 0
                                    x &+= run &- 8
                                    o &+= run &- 8
                                }
                                // Pixels to rewrite remembered as mapping no closer (most of the
                                // line's lagging glow): left alone at once, their errors kept, by a
                                // mask of the 8.
                                if rewrite != 0, n == 8 {
                                    let stuckOnes = Self.sameColorMask(pixelBase + i, stuckBase + i) & rewrite
                                    if stuckOnes != 0 {
                                        added &+= Self.keptSum(stuckOnes, errors: errorBase + i)
                                        rewritten &+= Self.laneCount(stuckOnes)
                                        rewrite &= ~stuckOnes
                                    }
                                }
                                while rewrite != 0 {
                                    let k = rewrite.trailingZeroBitCount >> 3
                                    rewrite &= rewrite &- 1
                                    rewritten &+= 1
                                    // Offsets within the row's bounds: wrapping arithmetic, no checks.
                                    let p = i &+ k
                                    let c = pixels[p] & 0x00FF_FFFF
                                    // Mapped no closer last time, and neither changed since.
                                    if stuck[p] == c {
                                        added &+= Int(errors[p])
                                        continue
                                    }
                                    if c != last {
                                        last = c
                                        entry = mapper.entryAndErrors(for: c)
                                    }
                                    let (index, error) = ColorMapper.shown(entry, x: x &+ k, y: y, bayer: bayer)
                                    let shown = colors[Int(index)]
                                    guard Self.improves(error, on: errors[p]) else {
                                        stuck[p] = c
                                        added &+= Int(errors[p])
                                        continue
                                    }
                                    errors[p] = error
                                    added &+= Int(error)
                                    alternatives[o &+ k] = UInt8(index)
                                    guard shown | Self.opaque != screen[p] else { continue }
                                    screen[p] = shown | Self.opaque
                                    stuck[p] = Self.noColor
                                    screenIndex[p] = UInt8(index)
                                    out[o &+ k] = UInt8(index)
                                    bounds.include(x: x &+ k, y: y)
                                }
                                x &+= n
                                o &+= n
                            }
                        }
                    }
                }
            }
        }
        totalError += added
        residual = (added, rewritten)
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
