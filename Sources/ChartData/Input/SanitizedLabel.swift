/// A label fit for drawing: control characters become spaces, outer spaces go,
/// and more than `limit` characters are cut to `limit − 3` followed by "...".
func sanitizedLabel(_ text: String, limit: Int) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        scalars.append(scalar.properties.generalCategory == .control ? " " : scalar)
    }
    var label = Substring(String(scalars))
    while label.first == " " { label.removeFirst() }
    while label.last == " " { label.removeLast() }
    guard label.count > limit else { return String(label) }
    var cut = label.prefix(limit - 3)
    while cut.last == " " { cut.removeLast() }
    return cut + "..."
}
