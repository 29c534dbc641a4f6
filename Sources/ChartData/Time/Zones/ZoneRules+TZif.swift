extension ZoneRules {
    /// Reads a TZif file (RFC 8536, versions 1 to 4): the 64-bit data of a
    /// version 2 or later file and its footer, else the 32-bit data. Every read
    /// is bounds-checked; a file that is no TZif throws `.notTZif`.
    init(name: String, tzif bytes: [UInt8]) throws(ZoneError) {
        var reader = TZifReader(bytes: bytes)
        let first = try reader.header()
        var table: TransitionTable
        if first.version >= 2 {
            try reader.skip(first.dataLength(timeSize: 4))
            let second = try reader.header()
            table = try reader.data(second, timeSize: 8)
            table.footer = try reader.footer()
        } else {
            table = try reader.data(first, timeSize: 4)
        }
        self.init(name: name, rules: .table(table))
    }
}

/// A read position in a TZif file.
private struct TZifReader {
    /// A header's counts (RFC 8536 §3.1).
    struct Header {
        let version: Int
        let isUTCCount, isStandardCount, leapCount, timeCount, typeCount, characterCount: Int

        /// The bytes of the data block that follows.
        func dataLength(timeSize: Int) -> Int {
            timeCount * timeSize + timeCount + typeCount * 6 + characterCount + leapCount * (timeSize + 4)
                + isStandardCount + isUTCCount
        }
    }

    let bytes: [UInt8]
    var position = 0

    mutating func header() throws(ZoneError) -> Header {
        guard try take(4) == Array("TZif".utf8) else { throw .notTZif }
        let versionByte = try take(1)[0]
        let version = versionByte == 0 ? 1 : Int(versionByte) - Int(UInt8(ascii: "0"))
        guard (1...9).contains(version) else { throw .notTZif }
        try skip(15)
        var counts: [Int] = []
        for _ in 0..<6 {
            let count = try integer(size: 4)
            guard (0...1_000_000).contains(count) else { throw .notTZif }
            counts.append(count)
        }
        let header = Header(
            version: version, isUTCCount: counts[0], isStandardCount: counts[1], leapCount: counts[2],
            timeCount: counts[3], typeCount: counts[4], characterCount: counts[5])
        guard header.typeCount > 0, header.characterCount > 0,
            [0, header.typeCount].contains(header.isUTCCount), [0, header.typeCount].contains(header.isStandardCount)
        else { throw .notTZif }
        return header
    }

    mutating func data(_ header: Header, timeSize: Int) throws(ZoneError) -> TransitionTable {
        var times: [Int64] = []
        for _ in 0..<header.timeCount {
            let time = Int64(try integer(size: timeSize))
            guard times.last.map({ $0 < time }) ?? true else { throw .notTZif }
            times.append(time)
        }
        var typeIndices: [Int] = []
        for _ in 0..<header.timeCount {
            let index = try integer(size: 1)
            guard index < header.typeCount else { throw .notTZif }
            typeIndices.append(index)
        }
        var rawTypes: [(seconds: Int, isDaylightSaving: Bool, nameIndex: Int)] = []
        for _ in 0..<header.typeCount {
            let seconds = try integer(size: 4)
            let isDaylightSaving = try integer(size: 1) != 0
            let nameIndex = try integer(size: 1)
            guard seconds != Int(Int32.min), nameIndex < header.characterCount else { throw .notTZif }
            rawTypes.append((seconds, isDaylightSaving, nameIndex))
        }
        let characters = try take(header.characterCount)
        let types = rawTypes.map { type in
            let name = characters[type.nameIndex...].prefix { $0 != 0 }
            return ZoneOffset(
                seconds: type.seconds, abbreviation: String(decoding: name, as: UTF8.self),
                isDaylightSaving: type.isDaylightSaving)
        }
        try skip(header.leapCount * (timeSize + 4) + header.isStandardCount + header.isUTCCount)
        return TransitionTable(times: times, typeIndices: typeIndices, types: types, footer: nil)
    }

    /// The footer's TZ rule between two newlines; nil when it is empty.
    mutating func footer() throws(ZoneError) -> PosixZoneRule? {
        guard try take(1) == [0x0A] else { throw .notTZif }
        let rest = bytes[position...]
        guard let end = rest.firstIndex(of: 0x0A) else { throw .notTZif }
        let text = String(decoding: bytes[position..<end], as: UTF8.self)
        position = end + 1
        guard !text.isEmpty else { return nil }
        guard let rule = PosixZoneRule(text) else { throw .notTZif }
        return rule
    }

    mutating func skip(_ count: Int) throws(ZoneError) {
        guard count <= bytes.count - position else { throw .notTZif }
        position += count
    }

    private mutating func take(_ count: Int) throws(ZoneError) -> [UInt8] {
        guard count <= bytes.count - position else { throw .notTZif }
        defer { position += count }
        return Array(bytes[position..<(position + count)])
    }

    /// A big-endian two's-complement integer of `size` bytes (1, 4 or 8); one byte is unsigned.
    private mutating func integer(size: Int) throws(ZoneError) -> Int {
        let raw = try take(size)
        guard size > 1 else { return Int(raw[0]) }
        var value: UInt64 = 0
        for byte in raw { value = value << 8 | UInt64(byte) }
        if size == 4 { return Int(Int32(bitPattern: UInt32(truncatingIfNeeded: value))) }
        return Int(Int64(bitPattern: value))
    }
}
