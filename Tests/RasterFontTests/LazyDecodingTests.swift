import Testing
@testable import RasterFont

/// Each test decodes a face of its own: the shared `BakedFace.dejaVuSans` is
/// asked for every size by the tests running alongside.
@Suite struct LazyDecodingTests {
    /// The sizes `face` has decoded so far, ascending.
    func decodedSizes(_ face: BakedFace) -> [Int] {
        face.strikes.decoded.withLock { strikes in strikes.compactMap { $0?.pixelSize } }
    }

    @Test func decodesOnlyTheStrikesAskedFor() throws {
        let face = try BakedFace(packed: dejaVuSansPacked)
        #expect(decodedSizes(face) == [])
        #expect(face.strike(nearestTo: 12).pixelSize == 12)
        #expect(decodedSizes(face) == [12])
        _ = face.strike(nearestTo: 13)
        _ = face.strike(nearestTo: 12.4)
        #expect(decodedSizes(face) == [12, 14])
    }

    /// Threads asking for one size at once get one decoded strike: the same
    /// coverage storage, not copies decoded side by side.
    @Test func concurrentAsksShareOneDecode() async throws {
        let face = try BakedFace(packed: dejaVuSansPacked)
        let addresses = await withTaskGroup(of: UInt.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    face.strike(nearestTo: 24).coverage.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
                }
            }
            return await group.reduce(into: Set<UInt>()) { $0.insert($1) }
        }
        #expect(addresses.count == 1)
        #expect(decodedSizes(face) == [24])
    }
}
