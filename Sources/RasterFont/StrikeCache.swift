import Synchronization

/// A face's strikes, each decoded from its packed literal the first time it is
/// asked for and kept from then on (each chart draws all its text at one size).
///
/// Frames are drawn on several threads, so the table sits behind a lock, and a
/// strike is decoded while it is held: two threads asking for the same size at
/// once decode it once. The lock is taken once per `strike(at:)` (once per
/// `Font`), never per glyph: callers keep the `BakedStrike` they are given.
final class StrikeCache: Sendable {
    private let packed: [StaticString]
    private let header: FaceHeader
    /// One entry per size, nil until that strike is decoded.
    let decoded: Mutex<[BakedStrike?]>

    /// `packed` holds one literal for each of `header.pixelSizes`.
    init(packed: [StaticString], header: FaceHeader) {
        self.packed = packed
        self.header = header
        decoded = Mutex([BakedStrike?](repeating: nil, count: packed.count))
    }

    /// The strike of `header.pixelSizes[index]`, decoded now if it is not yet.
    func strike(at index: Int) -> BakedStrike {
        decoded.withLock { strikes in
            if let strike = strikes[index] { return strike }
            let pixelSize = header.pixelSizes[index]
            let strike: BakedStrike
            do throws(FontDataError) {
                guard let bytes = decodeBase64(packed[index]) else { throw .invalid("not base64") }
                strike = try BakedStrike(packed: bytes, header: header, pixelSize: pixelSize)
            } catch {
                // Constant data, every strike of it checked by RasterFontTests; no input reaches this.
                fatalError("RasterFont: the embedded strike at \(pixelSize) px is corrupt (\(error)); rerun Tools/fontgen/generate.sh")
            }
            strikes[index] = strike
            return strike
        }
    }
}
