extension BakedStrike {
    /// Reads one strike as Tools/fontgen/fontgen.c packs it, against its face's
    /// header; `pixelSize` is the size the header lists for it. Every read is
    /// bounds-checked, so corrupt data throws instead of trapping.
    init(packed bytes: [UInt8], header: FaceHeader, pixelSize: Int) throws(FontDataError) {
        var reader = PackedReader(bytes: bytes)
        let packedSize = try reader.byte()
        guard packedSize == pixelSize else {
            throw .invalid("a strike of \(packedSize) px where the header lists \(pixelSize) px")
        }
        let capHeight = try reader.int16()
        var glyphs: [BakedGlyph] = []
        glyphs.reserveCapacity(header.advanceUnits.count)
        var coverage: [UInt8] = []
        for advance in header.advanceUnits {
            let width = try reader.byte(), height = try reader.byte()
            let left = try reader.int8(), top = try reader.int8()
            let offset = coverage.count
            try reader.readRuns(count: width * height, into: &coverage)
            glyphs.append(
                BakedGlyph(
                    advance: header.metrics.scaled(advance, toPixelSize: pixelSize),
                    left: left, top: top, width: width, height: height, offset: offset))
        }
        guard reader.isAtEnd else { throw .invalid("trailing bytes") }
        self.init(
            pixelSize: pixelSize, capHeight: capHeight, glyphs: glyphs, coverage: coverage,
            metrics: header.metrics, kerningUnits: header.kerningUnits)
    }
}
