/// What a file given by mistake is, told by its first bytes ("magic numbers"):
/// an image, a spreadsheet or a compressed file would otherwise be read as CSV
/// and reported as a bad line of it. Only formats a user is likely to pass for
/// data are listed, and a signature counts only when the first 16 bytes also
/// hold a byte no text has (a control byte other than tab, LF and CR, or one
/// that never occurs in UTF-8), so a bar labelled "GIF89a" is still a bar.
func binaryKind(of bytes: [UInt8]) -> String? {
    let signatures: [(prefix: [UInt8], kind: String)] = [
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG image"),
        (Array("GIF87a".utf8), "a GIF image"),
        (Array("GIF89a".utf8), "a GIF image"),
        ([0xFF, 0xD8, 0xFF], "a JPEG image"),
        ([0x50, 0x4B, 0x03, 0x04], "a ZIP archive, such as an .xlsx or .ods spreadsheet (save the sheet as CSV)"),
        ([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1], "an Excel 97-2003 spreadsheet (save the sheet as CSV)"),
        ([0x1F, 0x8B], "gzip-compressed (decompress it first)"),
    ]
    let isNeverText = { (byte: UInt8) in
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0xC0 || byte == 0xC1 || byte >= 0xF5
    }
    guard bytes.prefix(16).contains(where: isNeverText) else { return nil }
    return signatures.first { bytes.starts(with: $0.prefix) }?.kind
}
