import Testing

@testable import GIF

/// The colour hash map against Swift's Dictionary, through growth and saturation.
@Suite struct ColorTableTests {
    @Test func addSumsLikeADictionaryAndSaturates() {
        var table = ColorTable(expected: 4)
        var reference: [UInt32: UInt64] = [:]
        var state: UInt64 = 12_345
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let key = UInt32(state >> 40) % 3_000 * 0x0101
            let amount = state >> 20 & 1 == 0 ? UInt32(state >> 33 & 0xFF) : UInt32.max / 3
            table.add(amount, to: key)
            reference[key, default: 0] += UInt64(amount)
        }
        #expect(table.count == reference.count)
        for (key, sum) in reference { #expect(table.value(for: key) == UInt32(min(sum, UInt64(UInt32.max)))) }
        #expect(reference.values.contains { $0 > UInt64(UInt32.max) })
    }

    /// `setIfAbsent` keeps the first value a key was given, `set` the last, through
    /// growth from 4 to thousands of keys.
    @Test func setIfAbsentKeepsTheFirstValueAndSetTheLast() {
        var first = ColorTable(expected: 4), last = ColorTable(expected: 4)
        var firstReference: [UInt32: UInt32] = [:], lastReference: [UInt32: UInt32] = [:]
        var state: UInt64 = 99
        for n in 0..<20_000 as Range<UInt32> {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let key = UInt32(state >> 40) % 3_000 * 0x0107
            first.setIfAbsent(n, for: key)
            last.set(n, for: key)
            if firstReference[key] == nil { firstReference[key] = n }
            lastReference[key] = n
        }
        #expect(first.count == firstReference.count && last.count == lastReference.count)
        for (key, n) in firstReference { #expect(first.value(for: key) == n) }
        for (key, n) in lastReference { #expect(last.value(for: key) == n) }
    }
}
