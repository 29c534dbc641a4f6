/// Walks one span of varying coverage over `row`, four pixels at a time: all-zero
/// quads are skipped, fully covered quads of an opaque colour stored as `color`,
/// other quads handed to `blendFour` (the pixels and their four coverage bytes as
/// one little-endian word), and the tail, pixel by pixel, to `blendOne`
/// (only where coverage is non-zero). Shared by the solid blitters so they differ
/// only in their arithmetic.
@inline(__always)
func blendCoverageSpan(
    _ row: UnsafeMutablePointer<UInt32>, _ coverage: UnsafeBufferPointer<UInt8>, color: UInt32, isOpaque: Bool,
    blendFour: (UnsafeMutableRawPointer, UInt32) -> Void,
    blendOne: (UnsafeMutablePointer<UInt32>, UInt32) -> Void
) {
    guard let values = coverage.baseAddress else { return }
    let count = coverage.count
    var i = 0
    while i + 4 <= count {
        let four = UInt32(littleEndian: UnsafeRawPointer(values + i).loadUnaligned(as: UInt32.self))
        if four == 0xFFFF_FFFF && isOpaque {
            UnsafeMutableBufferPointer(start: row + i, count: 4).update(repeating: color)
        } else if four != 0 {
            blendFour(UnsafeMutableRawPointer(row + i), four)
        }
        i += 4
    }
    while i < count {
        let c = UInt32(values[i])
        if c == 255 && isOpaque {
            row[i] = color
        } else if c != 0 {
            blendOne(row + i, c)
        }
        i += 1
    }
}
