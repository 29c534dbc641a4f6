/// Reading the packed font format that Tools/fontgen/fontgen.c writes (its header
/// comment documents the layout). Every read is bounds-checked, so corrupt data
/// throws instead of trapping.
extension BakedFace {
    init(packed bytes: [UInt8]) throws(FontDataError) {
        var reader = PackedReader(bytes: bytes)
        for expected in "RFNT".utf8 where try reader.byte() != expected {
            throw .badMagic
        }
        let version = try reader.byte()
        guard version == 1 else { throw .unsupportedVersion(version) }
        let metrics = FaceMetrics(
            unitsPerEm: try reader.uint16(), ascender: try reader.int16(),
            descender: try reader.int16(), height: try reader.int16())
        guard metrics.unitsPerEm > 0 else { throw .invalid("units per em is 0") }

        let glyphCount = try reader.byte()
        var scalars: [Unicode.Scalar?] = []
        var advanceUnits: [Int] = []
        for _ in 0..<glyphCount {
            let value = try reader.uint16()
            scalars.append(value == 0 ? nil : Unicode.Scalar(UInt32(value)))
            advanceUnits.append(try reader.uint16())
        }
        guard let replacement = scalars.firstIndex(of: nil) else { throw .invalid("no replacement glyph") }

        var kerning = [Int16](repeating: 0, count: glyphCount * glyphCount)
        for _ in 0..<(try reader.uint16()) {
            let left = try reader.byte(), right = try reader.byte(), units = try reader.int16()
            guard left < glyphCount, right < glyphCount else { throw .invalid("kerning pair outside the glyphs") }
            kerning[left * glyphCount + right] = Int16(units)
        }

        var strikes: [BakedStrike] = []
        for _ in 0..<(try reader.byte()) {
            let pixelSize = try reader.byte()
            let capHeight = try reader.int16()
            var glyphs: [BakedGlyph] = []
            var coverage: [UInt8] = []
            for index in 0..<glyphCount {
                let width = try reader.byte(), height = try reader.byte()
                let left = try reader.int8(), top = try reader.int8()
                let offset = coverage.count
                try reader.readRuns(count: width * height, into: &coverage)
                glyphs.append(
                    BakedGlyph(
                        advance: metrics.scaled(advanceUnits[index], toPixelSize: pixelSize),
                        left: left, top: top, width: width, height: height, offset: offset))
            }
            strikes.append(
                BakedStrike(
                    pixelSize: pixelSize, capHeight: capHeight, glyphs: glyphs, coverage: coverage,
                    metrics: metrics, kerningUnits: kerning))
        }
        guard !strikes.isEmpty, zip(strikes, strikes.dropFirst()).allSatisfy({ $0.pixelSize < $1.pixelSize }) else {
            throw .invalid("strikes missing or not in ascending size")
        }
        guard reader.isAtEnd else { throw .invalid("trailing bytes") }
        self.init(strikes: strikes, scalars: scalars, replacementGlyph: replacement)
    }
}
