/// GIF's variable-length LZW, written here rather than by giflib so that a frame's
/// encoder can choose between equivalent symbols while it compresses.
///
/// Algorithm: greedy LZW over a dictionary of (prefix code, symbol) pairs held in an
/// open-addressing hash table (2¹⁴ slots for at most 4 096 codes, so probes stay
/// short; a clear resets only the slots in use). Codes grow from `minimumCodeSize + 1`
/// bits to 12 exactly as decoders expect: after the entry 2ⁿ is added, codes take
/// n + 1 bits. A full dictionary is cleared at once, as giflib does. Measured on the
/// chart scenes (480×320 and 800×480): clearing at 2 048 or 1 024 codes made the GIFs
/// up to 6 % and 16 % larger; keeping a full dictionary until its codes stopped
/// paying (compress(1)'s rule) up to 12 % larger; the bars never fill it.
///
/// Speed: a run of one index (transparent areas, a flat fill, a bar's row) extends
/// the string by one word comparison for 8 pixels (see `runLongest`); elsewhere each
/// pixel is a hash probe. Sampled with perf, LZW took 3× less of the 1920×1080 bars'
/// encoding time than giflib's coder (7 % of all samples against 21 %), and about
/// as much on the line chart, whose glow leaves few runs.
///
/// Alternatives: each pixel may carry a second symbol that shows the same thing on
/// the viewer's screen (e.g. the transparent index and the index of the colour
/// already there). When the dictionary has no entry for the current string followed
/// by the pixel's symbol but has one for its alternative, the alternative extends
/// the string and is written back into `symbols`, so the caller knows what the
/// decoder will show. Nothing else changes: the stream stays plain GIF LZW.
///
/// Output: the image data's sub-blocks (a length byte, then up to 255 bytes each),
/// without the code-size byte before them and the empty block after them, which
/// giflib writes (`EGifPutImageDesc`, `EGifPutCodeNext(NULL)`).
final class LZWEncoder {
    static let maximumCode = 4095
    private static let slotBits = 14
    private static let empty: UInt32 = 0xFFFF_FFFF

    /// Slot → `(prefix << 8 | symbol) << 12 | code`, or `empty`.
    private let table: UnsafeMutablePointer<UInt32>
    /// The slots in use, so a clear touches only those.
    private let used: UnsafeMutablePointer<UInt16>
    /// For each symbol s, `runLongest[s]`: the longest run of s with a code, and
    /// `runCodes[s << 12 | k]`: the code of s repeated k times (k ≥ 2). A run of one
    /// index (transparent areas, a flat fill) then costs a byte comparison a pixel
    /// instead of a hash probe.
    private let runLongest: UnsafeMutablePointer<UInt16>
    private let runCodes: UnsafeMutablePointer<UInt16>
    private var usedCount = 0
    /// Sub-blocks of the last `encode`, `byteCount` bytes.
    private(set) var output: [UInt8] = []
    private(set) var byteCount = 0

    init() {
        table = .allocate(capacity: 1 << Self.slotBits)
        table.initialize(repeating: Self.empty, count: 1 << Self.slotBits)
        used = .allocate(capacity: Self.maximumCode + 1)
        used.initialize(repeating: 0, count: Self.maximumCode + 1)
        runLongest = .allocate(capacity: 256)
        runLongest.initialize(repeating: 1, count: 256)
        runCodes = .allocate(capacity: 256 << 12)
    }

    deinit {
        table.deallocate()
        used.deallocate()
        runLongest.deallocate()
        runCodes.deallocate()
    }

    /// Compresses `symbols` (each below 2^`minimumCodeSize`, which is 2…8) into
    /// `output`. Where `alternatives` holds a different symbol for a pixel, either
    /// may be coded; `symbols` then holds the one that was.
    func encode(
        _ symbols: UnsafeMutableBufferPointer<UInt8>, alternatives: UnsafeBufferPointer<UInt8>? = nil, minimumCodeSize: Int
    ) {
        let worst = 2 * symbols.count + 64
        if output.count < worst { output = [UInt8](repeating: 0, count: worst) }
        clearTable()
        // All mutable state lives inside the closure: variables it captured were
        // checked for exclusive access at run time on every use (swift_beginAccess),
        // which cost more than the coding itself on the line chart.
        let (used, size) = output.withUnsafeMutableBufferPointer { out in
            Self.code(symbols, alternatives, minimumCodeSize, tables: self, into: out)
        }
        usedCount = used
        byteCount = size
    }

    /// The body of `encode`: codes into `out` and returns the dictionary slots in use
    /// and the bytes written.
    @inline(__always)
    private static func code(
        _ symbols: UnsafeMutableBufferPointer<UInt8>, _ alternatives: UnsafeBufferPointer<UInt8>?, _ minimumCodeSize: Int,
        tables: LZWEncoder, into out: UnsafeMutableBufferPointer<UInt8>
    ) -> (used: Int, bytes: Int) {
        let clear = 1 << minimumCodeSize
        let table = tables.table, used = tables.used, runCodes = tables.runCodes, runLongest = tables.runLongest
        var writer = CodeWriter(out: out, bits: minimumCodeSize + 1)
        var usedCount = 0
        var next = clear + 2
        writer.put(clear)
        guard !symbols.isEmpty else {
            writer.put(clear + 1)
            return (0, writer.finish())
        }
        let n = symbols.count
        var w = Int(symbols[0])
        // The current string is `run` repeated `length` times, or run is -1.
        var run = w, length = 1
        var i = 1
        while i < n {
            let p = symbols[i]
            if Int(p) == run, length < Int(runLongest[run]) {
                let end = min(n, i + Int(runLongest[run]) - length)
                var j = i + 1
                if let base = symbols.baseAddress {
                    let octet = UInt64(p) &* 0x0101_0101_0101_0101
                    while end - j >= 8, UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self) == octet { j += 8 }
                }
                while j < end, symbols[j] == p { j += 1 }
                length += j - i
                w = Int(runCodes[run << 12 | length])
                i = j
                continue
            }
            let key = UInt32(w) << 8 | UInt32(p)
            let found = slot(key, table)
            if found.code >= 0 {
                w = found.code
                run = -1
                i += 1
                continue
            }
            if let alternatives, alternatives[i] != p {
                let a = alternatives[i]
                let other = slot(UInt32(w) << 8 | UInt32(a), table)
                if other.code >= 0 {
                    symbols[i] = a
                    w = other.code
                    if Int(a) == run { length += 1 } else { run = -1 }
                    i += 1
                    continue
                }
            }
            writer.put(w)
            table[found.index] = key << 12 | UInt32(next)
            used[usedCount] = UInt16(found.index)
            usedCount += 1
            if Int(p) == run {
                runLongest[run] = UInt16(length + 1)
                runCodes[run << 12 | (length + 1)] = UInt16(next)
            }
            if next >= 1 << writer.bits { writer.bits += 1 }
            next += 1
            if next > maximumCode {
                writer.put(clear)
                for u in 0..<usedCount { table[Int(used[u])] = empty }
                usedCount = 0
                runLongest.update(repeating: 1, count: 256)
                next = clear + 2
                writer.bits = minimumCodeSize + 1
            }
            w = Int(p)
            run = w
            length = 1
            i += 1
        }
        writer.put(w)
        // The decoder adds an entry for the last code too, so the end code is
        // as wide as the next code would be.
        if next < maximumCode + 1, next >= 1 << writer.bits, writer.bits < 12 { writer.bits += 1 }
        writer.put(clear + 1)
        return (usedCount, writer.finish())
    }

    /// The slot of `key` in the dictionary and its code, or the empty slot where it
    /// would go and -1.
    @inline(__always)
    private static func slot(_ key: UInt32, _ table: UnsafeMutablePointer<UInt32>) -> (index: Int, code: Int) {
        let mask = (1 << slotBits) - 1
        var i = Int((key &* 0x9E37_79B1) >> UInt32(32 - slotBits))
        while true {
            let entry = table[i]
            if entry == empty { return (i, -1) }
            if entry >> 12 == key { return (i, Int(entry & 0xFFF)) }
            i = (i + 1) & mask
        }
    }

    private func clearTable() {
        for u in 0..<usedCount { table[Int(used[u])] = Self.empty }
        usedCount = 0
        runLongest.update(repeating: 1, count: 256)
    }
}

/// Packs codes of `bits` bits, least significant first, into GIF sub-blocks (a
/// length byte, then up to 255 bytes each).
private struct CodeWriter {
    let out: UnsafeMutableBufferPointer<UInt8>
    var bits: Int
    private var acc: UInt64 = 0
    private var accBits = 0
    private var o = 1
    private var blockStart = 0

    init(out: UnsafeMutableBufferPointer<UInt8>, bits: Int) {
        self.out = out
        self.bits = bits
    }

    @inline(__always)
    private mutating func byte(_ b: UInt8) {
        out[o] = b
        o += 1
        if o - blockStart == 256 {
            out[blockStart] = 255
            blockStart = o
            o += 1
        }
    }

    @inline(__always)
    mutating func put(_ code: Int) {
        acc |= UInt64(code) << UInt64(accBits)
        accBits += bits
        while accBits >= 8 {
            byte(UInt8(truncatingIfNeeded: acc))
            acc >>= 8
            accBits -= 8
        }
    }

    /// Flushes the last bits, closes the last sub-block and returns the byte count.
    mutating func finish() -> Int {
        if accBits > 0 { byte(UInt8(truncatingIfNeeded: acc)) }
        guard o - blockStart > 1 else { return blockStart }
        out[blockStart] = UInt8(o - blockStart - 1)
        return o
    }
}
