/// Why an option's value was refused; the parser adds the option and the value.
struct ValueError: Error {
    let reason: String
}
