/// An open-addressing hash map from a packed colour to a 32-bit value.
///
/// Colours are packed as `0x00BBGGRR`, the little-endian load of an RGBA8 pixel without
/// its alpha byte. Keys never have their top byte set, so `0xFFFF_FFFF` marks an empty slot. Linear
/// probing, multiplicative (Fibonacci) hashing, capacity a power of two kept at most
/// half full. Frames have long runs of one colour, so callers look up a colour only
/// when it differs from the previous pixel's; that keeps this table off the profile.
struct ColorTable: Sendable {
    static let empty: UInt32 = 0xFFFF_FFFF

    private(set) var keys: [UInt32]
    private(set) var values: [UInt32]
    private(set) var count = 0
    private var shift: UInt32

    /// A table that holds `expected` colours before it grows.
    init(expected: Int = 64) {
        var bits: UInt32 = 4
        while (1 << bits) < 2 * expected { bits += 1 }
        keys = [UInt32](repeating: Self.empty, count: 1 << bits)
        values = [UInt32](repeating: 0, count: 1 << bits)
        shift = 32 - bits
    }

    @inline(__always)
    private func slot(for key: UInt32) -> Int {
        let mask = keys.count &- 1
        // `shift` is 32 − log2(capacity), below 32: a plain shift, without the
        // smart shift's test for 32 or more.
        var i = Int((key &* 0x9E37_79B1) &>> shift)
        while keys[i] != key, keys[i] != Self.empty { i = (i &+ 1) & mask }
        return i
    }

    /// The value stored for `key`, or nil.
    @inline(__always)
    func value(for key: UInt32) -> UInt32? {
        let i = slot(for: key)
        return keys[i] == key ? values[i] : nil
    }

    /// Stores `value` for `key`, replacing an existing value.
    mutating func set(_ value: UInt32, for key: UInt32) {
        let i = slot(for: key)
        guard keys[i] == key else { return insert(value, for: key, at: i) }
        values[i] = value
    }

    /// Stores `value` for `key` unless the key has a value; one probe, where
    /// `value(for:)` then `set` take two.
    mutating func setIfAbsent(_ value: UInt32, for key: UInt32) {
        let i = slot(for: key)
        guard keys[i] == key else { return insert(value, for: key, at: i) }
    }

    /// Adds `amount` to the value for `key` (a missing key counts as 0), saturating
    /// at `UInt32.max`; one probe, where `value(for:)` then `set` take two.
    mutating func add(_ amount: UInt32, to key: UInt32) {
        let i = slot(for: key)
        guard keys[i] == key else { return insert(amount, for: key, at: i) }
        let (sum, overflow) = values[i].addingReportingOverflow(amount)
        values[i] = overflow ? .max : sum
    }

    /// Adds `key`, which is not in the table, at its empty slot `i`.
    @inline(__always)
    private mutating func insert(_ value: UInt32, for key: UInt32, at i: Int) {
        var i = i
        if 2 * (count + 1) > keys.count {
            grow()
            i = slot(for: key)
        }
        keys[i] = key
        values[i] = value
        count += 1
    }

    /// Forgets every key, keeping the capacity.
    mutating func removeAll() {
        guard count > 0 else { return }
        for i in keys.indices { keys[i] = Self.empty }
        count = 0
    }

    /// Every (key, value) pair, in slot order.
    var entries: [(key: UInt32, value: UInt32)] {
        var result: [(key: UInt32, value: UInt32)] = []
        result.reserveCapacity(count)
        for i in keys.indices where keys[i] != Self.empty { result.append((keys[i], values[i])) }
        return result
    }

    private mutating func grow() {
        let old = entries
        self = ColorTable(expected: keys.count)
        for (k, v) in old { set(v, for: k) }
    }
}
