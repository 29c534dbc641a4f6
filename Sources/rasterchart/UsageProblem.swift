/// A combination of options the parser cannot judge alone, since it takes the
/// chart or the file system to see it (`--coin` with bars, two outputs naming one
/// file): exit status 2, like other usage errors.
struct UsageProblem: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
