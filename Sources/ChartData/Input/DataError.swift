/// The one error every data reader throws: where the problem is and what it is.
///
/// Its `description` is a single line in the compiler's style, source first:
/// `data.csv:7: value "abc" is not a number`, `data.json:3:15: …`, or
/// `stdin: the input is empty` when there is no line to point at; in a CSV file of
/// more than two columns, the column's header name follows the line:
/// `data.csv:7: column "revenue": value "abc" is not a number`.
public struct DataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file path, or "stdin".
    public var source: String
    /// The 1-based line, when the problem sits on one.
    public var line: Int?
    /// The 1-based column in Unicode scalars, when known (JSON).
    public var column: Int?
    /// The CSV column's header name, when the file has more than two columns (which
    /// one the line number points into is then not obvious).
    public var field: String?
    public var problem: DataProblem

    public init(source: String, line: Int? = nil, column: Int? = nil, field: String? = nil, problem: DataProblem) {
        self.source = source
        self.line = line
        self.column = column
        self.field = field
        self.problem = problem
    }

    public var description: String {
        var place = source
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        if let field { place += ": column " + quoted(field) }
        return place + ": " + problem.description
    }
}
