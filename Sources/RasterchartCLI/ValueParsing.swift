import Animation
import Framebuffer
import Raster

/// The validators behind the option table. Each reads one value and throws a
/// reason a user can act on; none traps, whatever the text.
enum ValueParsing {
    /// The longest accepted time value: an hour.
    static let maximumSeconds = 3600.0

    /// A time in seconds: a plain decimal, 0…`maximumSeconds`.
    static func seconds(_ text: String) throws(ValueError) -> Double {
        guard let value = decimal(text) else { throw ValueError(reason: "expected a number of seconds, e.g. 1.5") }
        guard value >= 0 else { throw ValueError(reason: "must not be negative") }
        guard value <= maximumSeconds else {
            throw ValueError(reason: "must be at most \(Int(maximumSeconds)) seconds")
        }
        return value
    }

    /// An integer in `range`; the message names the range.
    static func integer(_ text: String, in range: ClosedRange<Int>, what: String = "an integer") throws(ValueError)
        -> Int
    {
        guard let value = wholeNumber(text), range.contains(value) else {
            throw ValueError(reason: "must be \(what) from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// `WxH`, each side within the raster core's limit.
    static func size(_ text: String) throws(ValueError) -> Options.CanvasSize {
        let sides = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, let width = wholeNumber(sides[0]), let height = wholeNumber(sides[1]) else {
            throw ValueError(reason: "expected WIDTHxHEIGHT in pixels, e.g. 800x480")
        }
        guard let size = Options.CanvasSize(width: width, height: height) else {
            throw ValueError(reason: "each side must be 1 to \(Options.CanvasSize.sides.upperBound) pixels")
        }
        return size
    }

    /// `--max-pixels`: up to the largest canvas the raster core can hold.
    static func pixelBudget(_ text: String) throws(ValueError) -> Int {
        let largest = Options.CanvasSize.sides.upperBound * Options.CanvasSize.sides.upperBound
        return try integer(text, in: 1...largest, what: "a number of pixels")
    }

    /// `WxHxFORMAT[:STRIDE]`, the stride at least one row of pixels; the formats
    /// are the framebuffer module's named ones.
    static func framebufferFormat(_ text: String) throws(ValueError) -> FramebufferGeometry {
        let formats = PixelFormat.named.map(\.name).joined(separator: ", ")
        let strideParts = text.split(separator: ":", omittingEmptySubsequences: false)
        let fields = strideParts[0].lowercased().split(separator: "x", maxSplits: 2, omittingEmptySubsequences: false)
        guard strideParts.count <= 2, fields.count == 3 else {
            throw ValueError(reason: "expected WIDTHxHEIGHTxFORMAT[:STRIDE], e.g. 800x480xrgb565")
        }
        let size = try Self.size("\(fields[0])x\(fields[1])")
        guard let pixelFormat = PixelFormat.named(String(fields[2])) else {
            throw ValueError(reason: "unknown pixel format '\(fields[2])' (formats: \(formats))")
        }
        let rowBytes = size.width * pixelFormat.bytesPerPixel
        var stride = rowBytes
        if strideParts.count == 2 {
            let limit = Options.CanvasSize.sides.upperBound * 16
            guard let value = wholeNumber(strideParts[1]), (rowBytes...max(rowBytes, limit)).contains(value) else {
                throw ValueError(reason: "the stride must be a byte count from \(rowBytes) (one row) to \(limit)")
            }
            stride = value
        }
        return FramebufferGeometry(width: size.width, height: size.height, format: pixelFormat, stride: stride)
    }

    /// `--rotate`: a quarter turn in degrees, clockwise.
    static func rotation(_ text: String) throws(ValueError) -> Rotation {
        guard let degrees = wholeNumber(text), let rotation = Rotation(rawValue: degrees) else {
            throw ValueError(reason: "expected 0, 90, 180 or 270 (degrees clockwise; 270 is a quarter turn counter-clockwise)")
        }
        return rotation
    }

    /// `--time`: the still at a time.
    static func stillTime(_ text: String) throws(ValueError) -> Options.Still {
        .time(try seconds(text))
    }

    /// `--frame`: the still at a frame number.
    static func stillFrame(_ text: String) throws(ValueError) -> Options.Still {
        .frame(try integer(text, in: 0...Timeline.maximumFrameCount - 1, what: "a frame number"))
    }

    /// `--fps`: 1…50.
    static func framesPerSecond(_ text: String) throws(ValueError) -> Int {
        try integer(text, in: 1...50)
    }

    /// `--hold`: `forever` or seconds.
    static func hold(_ text: String) throws(ValueError) -> Options.Hold {
        text == "forever" ? .forever : .seconds(try seconds(text))
    }

    /// `--loop`: `forever` or a number of plays.
    static func loop(_ text: String) throws(ValueError) -> Options.Loop {
        guard text != "forever" else { return .forever }
        return .times(try integer(text, in: 1...Options.Loop.maximumTimes, what: "'forever' or a number of plays"))
    }

    /// `--data`: a file, or `-` for standard input.
    static func dataSource(_ text: String) throws(ValueError) -> Options.DataSource {
        text == "-" ? .standardInput : .file(try path(text))
    }

    /// `--column`: a header name or JSON key, not empty.
    static func column(_ text: String) throws(ValueError) -> String {
        guard !text.isEmpty else { throw ValueError(reason: "expected a column name, e.g. revenue") }
        return text
    }

    /// A file or directory name: not empty.
    static func path(_ text: String) throws(ValueError) -> String {
        guard !text.isEmpty else { throw ValueError(reason: "expected a file name") }
        return text
    }

    /// A directory or device to write into: not empty, and not `-`.
    static func outputPath(_ text: String) throws(ValueError) -> String {
        guard text != "-" else { throw ValueError(reason: "standard output is not supported; give a file name") }
        return try path(text)
    }

    /// A file to write: not empty; `-` is standard output, by the name the sinks
    /// already write through (the file it was redirected to is replaced, a pipe is
    /// written into).
    static func fileOutputPath(_ text: String) throws(ValueError) -> String {
        text == "-" ? "/dev/stdout" : try path(text)
    }

    /// `--gif`: a file to write whose name does not promise another format.
    static func gifPath(_ text: String) throws(ValueError) -> String {
        try checkExtension(of: text, writing: "gif", other: ("png", "--png FILE for a still"))
        return try fileOutputPath(text)
    }

    /// `--png`: a file to write whose name does not promise another format.
    static func pngPath(_ text: String) throws(ValueError) -> String {
        try checkExtension(of: text, writing: "png", other: ("gif", "--gif FILE for an animation"))
        return try fileOutputPath(text)
    }

    /// Refuses a name ending in an image or video extension other than
    /// `format`'s: `--png out.gif` wrote PNG bytes under a .gif name without a
    /// word, which a browser or chat then showed as a broken or still image. A
    /// name without such an extension (`chart`, `out.bin`) is the user's choice.
    private static func checkExtension(
        of name: String, writing format: String, other: (format: String, option: String)
    ) throws(ValueError) {
        let known = ["gif", "png", "apng", "jpg", "jpeg", "webp", "avif", "bmp", "tif", "tiff", "svg", "pdf", "mp4", "webm", "mov"]
        guard let dot = name.lastIndex(of: "."), !name[dot...].contains("/") else { return }
        let suffix = name[name.index(after: dot)...].lowercased()
        guard suffix != format, known.contains(suffix) else { return }
        let instead = suffix == other.format ? "use \(other.option), or name it .\(format)" : "name it .\(format)"
        throw ValueError(reason: "it ends in .\(suffix), but --\(format) writes a \(format.uppercased()); \(instead)")
    }

    /// One of an enumeration's raw values, case-insensitive.
    static func choice<T: RawRepresentable & CaseIterable>(_ text: String) throws(ValueError) -> T
    where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        guard let value = T(rawValue: text.lowercased()) else {
            let hint = closestMatch(to: text, among: names).map { "did you mean '\($0)'? " } ?? ""
            throw ValueError(reason: "\(hint)expected \(names.joined(separator: ", "))")
        }
        return value
    }

    /// An easing name or `cubic-bezier(…)`, with the Animation module's reason.
    static func easing(_ text: String) throws(ValueError) -> Easing {
        do throws(EasingError) {
            return try Easing(parsing: text)
        } catch .unknownName(let name) {
            let names = Easing.named.map(\.name)
            let hint = closestMatch(to: name, among: names).map { "did you mean '\($0)'? " } ?? ""
            throw ValueError(reason: "\(hint)expected \(names.joined(separator: ", ")) or cubic-bezier(x1,y1,x2,y2)")
        } catch {
            throw ValueError(reason: "\(error)")
        }
    }

    /// A finite plain decimal such as `2`, `0.25`, `.5`, `-1`, `1e-3`; no
    /// `inf`, `nan` or hexadecimal, which `Double.init` would take.
    static func decimal(_ text: String) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ "0123456789+-.eE".contains($0) }) else { return nil }
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }

    /// Digits only after an optional sign, `+` or `-`, or nil; too many digits
    /// give `Int.max` or `Int.min` so a range check names the range, not the
    /// overflow. The `+` is taken as `decimal` takes it (`--time +1`), and as the
    /// data's CSV numbers and the easing's take it: one rule for every number.
    static func wholeNumber(_ text: some StringProtocol) -> Int? {
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : text[...]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text) ?? (text.first == "-" ? .min : .max)
    }
}
