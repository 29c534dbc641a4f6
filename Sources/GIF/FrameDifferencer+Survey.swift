import Raster

extension FrameDifferencer {
    /// Pass 2: the bounds of the pixels to rewrite (error above `threshold`); whether
    /// the global palette holds all their colours within its tolerance; the squared
    /// and the largest channel error they would show with through the global palette
    /// (`ColorMapper.mappingError`); and (in `frameColors`)
    /// their distinct colours up to 255, each with its local index. A palette that
    /// covers every colour drawn answers the table question for every frame, so only
    /// the bounds are found (the bars' palette is such a cover within a level).
    mutating func survey(
        _ canvas: Pixmap, _ d: PixelRect, _ threshold: UInt8
    ) -> (box: ChangeBounds, inGlobal: Bool, overflow: Bool, mappingError: Int?) {
        frameColors.removeAll()
        // Every colour drawn maps into the table: only the box is left to find.
        if palette.coversEveryColor { return (extremes(d, threshold), true, false, nil) }
        var box = ChangeBounds()
        var inGlobal = true, overflow = false
        // Whether the mapping error is still worth adding up: only where it may
        // replace a local table, and only while every pixel stays within the bound.
        var weigh = hasShown && maximumError > 0
        var squared = 0, pixelError = 0
        let width = width
        canvas.withUnsafeBytes { raw in
            let pixels = raw.assumingMemoryBound(to: UInt32.self)
            errors.withUnsafeBufferPointer { errors in
                    guard let errorBase = errors.baseAddress else { return }
                    for y in d.minY..<d.maxY where !cleanRows[y - d.minY] {
                        // Offsets within the rectangle: wrapping arithmetic, no overflow checks.
                        var o = y &* width &+ d.minX
                        // Once the table is decided (colours that neither the global
                        // nor a local table holds), only the box is left to find: each
                        // row's first and last pixel to rewrite.
                        if !inGlobal && !weigh && overflow {
                            if let (first, last) = Self.extremes(errorBase + o, d.width, threshold) {
                                box.include(x: d.minX &+ first, y: y)
                                box.include(x: d.minX &+ last, y: y)
                            }
                            continue
                        }
                        var last = Self.noColor
                        var x = d.minX
                        // 8 pixels at a time, visiting only those to rewrite (see `above`).
                        while x < d.maxX {
                            // Stretches with nothing to rewrite (most of a dirty row) in a tight loop.
                            while d.maxX &- x >= 8, !Self.exceeds(Self.octet(errorBase + o), threshold) {
                                x &+= 8
                                o &+= 8
                            }
                            guard x < d.maxX else { break }
                            let n = min(8, d.maxX &- x)
                            var rewrite = Self.above(errorBase + o, n, threshold)
                            let row = o, at = x
                            x &+= n
                            o &+= n
                            // All 8 to rewrite, in the colour just seen (a bar's row), and the
                            // octets after them that continue the run: one item.
                            if rewrite == Self.allAbove, last != Self.noColor, Self.sameWords(pixels, row, last | pixels[row] & Self.opaque) {
                                var run = 8
                                while d.maxX &- at &- run >= 8, Self.above(Self.octet(errorBase + (row &+ run)), threshold) == Self.allAbove,
                                    Self.sameWords(pixels, row &+ run, last | pixels[row &+ run] & Self.opaque)
                                {
                                    run &+= 8
                                }
                                box.include(x: at, y: y)
                                box.include(x: at &+ run &- 1, y: y)
                                squared &+= run &* pixelError
                                x = at &+ run
                                o = row &+ run
                                continue
                            }
                            if rewrite != 0 {
                                // The octet's first and last pixel to rewrite bound the others.
                                box.include(x: at &+ rewrite.trailingZeroBitCount >> 3, y: y)
                                box.include(x: at &+ (63 &- rewrite.leadingZeroBitCount) >> 3, y: y)
                            }
                            while rewrite != 0 {
                                let k = rewrite.trailingZeroBitCount >> 3
                                rewrite &= rewrite &- 1
                                let c = pixels[row &+ k] & 0x00FF_FFFF
                                guard c != last else {
                                    squared &+= pixelError
                                    continue
                                }
                                last = c
                                if inGlobal || weigh {
                                    let entry = mapper.entry(for: c)
                                    if entry & ColorMapper.withinTolerance == 0 { inGlobal = false }
                                    if weigh {
                                        let error = mapper.memoizedMappingError(of: c, entry: entry)
                                        weigh = error.largest <= maximumError
                                        pixelError = weigh ? error.squared : 0
                                        squared &+= pixelError
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
        return (box, inGlobal, overflow, weigh ? squared : nil)
    }

    /// The bounds of the pixels to rewrite: each changed row's first and last.
    private func extremes(_ d: PixelRect, _ threshold: UInt8) -> ChangeBounds {
        var box = ChangeBounds()
        errors.withUnsafeBufferPointer { errors in
            guard let errorBase = errors.baseAddress else { return }
            for y in d.minY..<d.maxY where !cleanRows[y - d.minY] {
                if let (first, last) = Self.extremes(errorBase + (y &* width &+ d.minX), d.width, threshold) {
                    box.include(x: d.minX &+ first, y: y)
                    box.include(x: d.minX &+ last, y: y)
                }
            }
        }
        return box
    }
}
