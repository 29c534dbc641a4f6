import Raster

extension FrameDifferencer {
    /// Pass 3, cases 1 and 2: every rewritten colour has an index in `table`.
    mutating func emit(
        _ canvas: Pixmap, _ d: PixelRect, _ box: PixelRect, _ threshold: UInt8, _ table: Table, _ indices: inout [UInt8]
    ) -> EncodedFrame {
        let width = width
        let transparent = table == .global ? palette.transparentIndex : frameColors.count
        let clear = UInt8(transparent), none = UInt8(palette.transparentIndex)
        let colors = palette.colors
        var added = 0
        canvas.withUnsafeBytes { raw in
            let pixels = raw.assumingMemoryBound(to: UInt32.self)
            Self.withEmitPlanes(&errors, &screen, &indices, &alternatives, &screenIndex, &stuck) {
                errors, screen, out, alternatives, screenIndex, stuck in
                guard let outBase = out.baseAddress,
                    let alternativeBase = alternatives.baseAddress, let screenBase = screen.baseAddress, let stuckBase = stuck.baseAddress,
                    let screenIndexBase = screenIndex.baseAddress, let errorBase = errors.baseAddress
                else { return }
                var o = 0
                for y in box.minY..<box.maxY {
                    let clean = cleanRows[y - d.minY]
                    var last = Self.noColor, lastShown = Self.noColor
                    var index = clear, same = clear, global = none
                    var shown: UInt32 = 0
                    var error: UInt8 = 0
                    // Offsets within the box: wrapping arithmetic, no overflow checks.
                    var next = box.minX, retry = box.minX
                    while next < box.maxX {
                        let x = next
                        let i = y &* width &+ x
                        if x >= retry, box.maxX &- x >= 8 {
                            if table == .global {
                                if Self.keepOctet(clean, errorBase + i, threshold, out, alternatives, &o, UnsafeBufferPointer(screenIndex), i, clear, &next) {
                                    continue
                                }
                            } else if lastShown != Self.noColor, clean || !Self.exceeds(Self.octet(errorBase + i), threshold),
                                Self.sameWords(UnsafeBufferPointer(screen), i, lastShown)
                            {
                                // 8 kept pixels showing the colour the last one did.
                                Self.setOctet(outBase + o, UInt64(clear) &* 0x0101_0101_0101_0101)
                                Self.setOctet(alternativeBase + o, UInt64(same) &* 0x0101_0101_0101_0101)
                                o &+= 8
                                next &+= 8
                                continue
                            }
                            if !clean, last != Self.noColor, Self.above(Self.octet(errorBase + i), threshold) == Self.allAbove,
                                Self.sameWords(pixels, i, last | pixels[i] & Self.opaque)
                            {
                                // 8 pixels to rewrite in the colour just written (a bar's row).
                                let ones: UInt64 = 0x0101_0101_0101_0101
                                Self.setOctet(outBase + o, UInt64(index) &* ones)
                                Self.setOctet(alternativeBase + o, UInt64(index) &* ones)
                                (screenBase + i).update(repeating: shown | Self.opaque, count: 8)
                                    (stuckBase + i).update(repeating: Self.noColor, count: 8)
                                Self.setOctet(screenIndexBase + i, UInt64(global) &* ones)
                                Self.setOctet(errorBase + i, UInt64(error) &* ones)
                                added &+= 8 &* Int(error)
                                o &+= 8
                                next &+= 8
                                continue
                            }
                            retry = x &+ 8
                        }
                        next &+= 1
                        if clean || errors[i] <= threshold {
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
                            stuck[i] = Self.noColor
                            screenIndex[i] = global
                            errors[i] = error
                            added &+= Int(error)
                        }
                        o &+= 1
                    }
                }
            }
        }
        totalError += added
        residual = (0, 0)
        var local: [UInt32]?
        if table == .local {
            var colors = [UInt32](repeating: 0, count: frameColors.count)
            for (c, i) in frameColors.entries { colors[Int(i)] = c }
            local = colors
        }
        return EncodedFrame(rect: box, localColors: local, transparentIndex: transparent)
    }
}
