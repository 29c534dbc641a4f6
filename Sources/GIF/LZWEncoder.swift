#if canImport(Glibc)
import Glibc
#endif

/// GIF's variable-length LZW, written here rather than by giflib so that a frame's
/// encoder can choose between equivalent symbols while it compresses.
///
/// Algorithm: greedy LZW over a dictionary of (prefix code, symbol) pairs held in a
/// directly indexed table, `children[prefix << 8 | symbol]`, the extended string's code
/// or 0 (no entry has code 0); a clear resets only the entries in use. 4 096 × 256
/// two-byte entries (2 MiB, mapped zeroed) for a look-up of one load, where an
/// open-addressing hash table of 2¹⁴ slots cost a multiply, a probe loop and a key
/// comparison. Codes grow from `minimumCodeSize + 1` bits to 12 exactly as decoders
/// expect: after the entry 2ⁿ is added, codes take n + 1 bits. A full dictionary is
/// cleared at once, as giflib does (the bars never fill it). Lost, each to larger
/// GIFs: clearing at 2 048 or 1 024 codes; keeping a full dictionary until its codes
/// stop paying (compress(1)'s rule).
///
/// Speed: a run of one index (transparent areas, a flat fill, a bar's row) extends the
/// string by one word comparison for 8 pixels (see `runLongest`); elsewhere each pixel
/// is a dictionary load, in a tight loop while the string goes on. Codes are packed 4
/// bytes at a time into one stream, cut into sub-blocks at the end: writing them byte
/// by byte with each block's length as it went cost more than the rest of a code's
/// output.
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

    /// `prefix << 8 | symbol` → the code of that string, or 0.
    private let children: UnsafeMutablePointer<UInt16>
    /// The size of `children`'s anonymous mapping, or 0 when it was allocated.
    private let mappedBytes: Int
    /// The entries of `children` in use, so a clear touches only those.
    private let used: UnsafeMutablePointer<UInt32>
    /// For each symbol s, `runLongest[s]`: the longest run of s with a code, and
    /// `runCodes[s << 12 | k]`: the code of s repeated k times (k ≥ 2). A run of one
    /// index (transparent areas, a flat fill) then costs a byte comparison a pixel
    /// instead of a dictionary load.
    private let runLongest: UnsafeMutablePointer<UInt16>
    private let runCodes: UnsafeMutablePointer<UInt16>
    private var usedCount = 0
    /// Sub-blocks of the last `encode`, `byteCount` bytes.
    private(set) var output: [UInt8] = []
    /// The codes of the last `encode` as one stream, before `output` splits it.
    private var packed: [UInt8] = []
    private(set) var byteCount = 0

    init() {
        // Mapped anonymously: the kernel's pages come zeroed, where calloc cleared
        // the 2 MiB with a memset whenever glibc took them from its heap.
        let entries = (Self.maximumCode + 1) << 8, bytes = entries * MemoryLayout<UInt16>.stride
        let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        if let mapped, mapped != MAP_FAILED {
            children = mapped.bindMemory(to: UInt16.self, capacity: entries)
            mappedBytes = bytes
        } else {
            children = .allocate(capacity: entries)
            children.initialize(repeating: 0, count: entries)
            mappedBytes = 0
        }
        used = .allocate(capacity: Self.maximumCode + 1)
        used.initialize(repeating: 0, count: Self.maximumCode + 1)
        runLongest = .allocate(capacity: 256)
        runLongest.initialize(repeating: 1, count: 256)
        runCodes = .allocate(capacity: 256 << 12)
    }

    deinit {
        if mappedBytes > 0 { munmap(children, mappedBytes) } else { children.deallocate() }
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
        if output.count < worst {
            output = [UInt8](repeating: 0, count: worst)
            // Written before it is read (`code` returns how much): no zeroing.
            packed = [UInt8](unsafeUninitializedCapacity: worst) { _, count in count = worst }
        }
        clearTable()
        // All mutable state lives inside the closure: variables it captured were
        // checked for exclusive access at run time on every use (swift_beginAccess),
        // which cost more than the coding itself on the line chart.
        let (used, size) = packed.withUnsafeMutableBufferPointer { raw in
            Self.code(symbols, alternatives, minimumCodeSize, tables: self, into: raw)
        }
        usedCount = used
        byteCount = packed.withUnsafeBufferPointer { raw in
            output.withUnsafeMutableBufferPointer { out in Self.subBlocks(UnsafeBufferPointer(rebasing: raw[..<size]), into: out) }
        }
    }

    /// Splits `raw` into GIF sub-blocks (a length byte, then up to 255 bytes each) in
    /// `out`, and returns their size.
    private static func subBlocks(_ raw: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard let source = raw.baseAddress, let target = out.baseAddress else { return 0 }
        var o = 0, r = 0
        while r < raw.count {
            let n = min(255, raw.count - r)
            target[o] = UInt8(n)
            (target + o + 1).update(from: source + r, count: n)
            o += n + 1
            r += n
        }
        return o
    }

    /// The body of `encode`: codes into `out` (one stream, no sub-blocks) and returns
    /// the dictionary entries in use and the bytes written.
    @inline(__always)
    private static func code(
        _ symbols: UnsafeMutableBufferPointer<UInt8>, _ alternatives: UnsafeBufferPointer<UInt8>?, _ minimumCodeSize: Int,
        tables: LZWEncoder, into out: UnsafeMutableBufferPointer<UInt8>
    ) -> (used: Int, bytes: Int) {
        let clear = 1 << minimumCodeSize
        let children = tables.children, used = tables.used, runCodes = tables.runCodes, runLongest = tables.runLongest
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
            var p = symbols[i]
            if Int(p) == run, length < Int(runLongest[run]) {
                // Wrapping arithmetic from here on: every count is below n or 4 096.
                let end = min(n, i &+ Int(runLongest[run]) &- length)
                var j = i &+ 1
                if let base = symbols.baseAddress {
                    let octet = UInt64(p) &* 0x0101_0101_0101_0101
                    while end &- j >= 8, UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self) == octet { j &+= 8 }
                }
                while j < end, symbols[j] == p { j &+= 1 }
                length &+= j &- i
                w = Int(runCodes[run << 12 | length])
                i = j
                continue
            }
            var key = w << 8 | Int(p)
            var found = children[key]
            if found != 0 {
                // The string goes on through the dictionary (no run now) in a tight loop
                // up to the symbol it has no entry for.
                run = -1
                repeat {
                    w = Int(found)
                    i &+= 1
                    guard i < n else { break }
                    p = symbols[i]
                    key = w << 8 | Int(p)
                    found = children[key]
                } while found != 0
                guard i < n else { break }
            }
            if let alternatives, alternatives[i] != p, Int(alternatives[i]) < clear {
                let a = alternatives[i]
                let other = children[w << 8 | Int(a)]
                if other != 0 {
                    symbols[i] = a
                    w = Int(other)
                    if Int(a) == run { length &+= 1 } else { run = -1 }
                    i &+= 1
                    continue
                }
            }
            writer.put(w)
            children[key] = UInt16(truncatingIfNeeded: next)
            used[usedCount] = UInt32(truncatingIfNeeded: key)
            usedCount &+= 1
            if Int(p) == run {
                runLongest[run] = UInt16(truncatingIfNeeded: length &+ 1)
                runCodes[run << 12 | (length &+ 1)] = UInt16(truncatingIfNeeded: next)
            }
            if next >= 1 &<< writer.bits { writer.bits &+= 1 }
            next &+= 1
            if next > maximumCode {
                writer.put(clear)
                for u in 0..<usedCount { children[Int(used[u])] = 0 }
                usedCount = 0
                runLongest.update(repeating: 1, count: 256)
                next = clear + 2
                writer.bits = minimumCodeSize + 1
            }
            w = Int(p)
            run = w
            length = 1
            i &+= 1
        }
        writer.put(w)
        // The decoder adds an entry for the last code too, so the end code is
        // as wide as the next code would be.
        if next < maximumCode + 1, next >= 1 << writer.bits, writer.bits < 12 { writer.bits += 1 }
        writer.put(clear + 1)
        return (usedCount, writer.finish())
    }

    private func clearTable() {
        for u in 0..<usedCount { children[Int(used[u])] = 0 }
        usedCount = 0
        runLongest.update(repeating: 1, count: 256)
    }
}

/// Packs codes of `bits` bits, least significant first, into one byte stream, 4 bytes
/// at a time: writing the sub-blocks' length bytes as it went, a byte at a time, cost
/// more than the rest of a code's output.
private struct CodeWriter {
    let out: UnsafeMutableBufferPointer<UInt8>
    var bits: Int
    private var acc: UInt64 = 0
    private var accBits = 0
    private var o = 0

    init(out: UnsafeMutableBufferPointer<UInt8>, bits: Int) {
        self.out = out
        self.bits = bits
    }

    @inline(__always)
    mutating func put(_ code: Int) {
        // Fewer than 32 bits wait, plus at most 12: the word never overflows.
        acc |= UInt64(truncatingIfNeeded: code) &<< UInt64(truncatingIfNeeded: accBits)
        accBits &+= bits
        if accBits >= 32, let base = out.baseAddress, out.count - o >= 4 {
            UnsafeMutableRawPointer(base + o).storeBytes(of: UInt32(truncatingIfNeeded: acc).littleEndian, as: UInt32.self)
            o &+= 4
            acc &>>= 32
            accBits &-= 32
        }
    }

    /// Flushes the last bits and returns the byte count.
    mutating func finish() -> Int {
        while accBits > 0, o < out.count {
            out[o] = UInt8(truncatingIfNeeded: acc)
            o += 1
            acc >>= 8
            accBits -= 8
        }
        return o
    }
}
