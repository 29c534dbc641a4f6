/// Why packed font data could not be read.
enum FontDataError: Error, Hashable, CustomStringConvertible {
    case badMagic
    case unsupportedVersion(Int)
    case truncated(at: Int)
    case invalid(String)

    var description: String {
        switch self {
        case .badMagic: "font data does not start with RFNT"
        case .unsupportedVersion(let v): "font data version \(v) is not supported (expected \(FaceHeader.version))"
        case .truncated(let offset): "font data ends early, at byte \(offset)"
        case .invalid(let reason): "font data is invalid: \(reason)"
        }
    }
}
