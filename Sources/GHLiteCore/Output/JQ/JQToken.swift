/// One word of a `--jq` expression.
enum JQToken: Equatable, Sendable {
    /// `.` alone.
    case dot
    /// `.name`
    case field(String)
    case identifier(String)
    /// `$name`
    case variable(String)
    /// `@tsv`
    case format(String)
    case number(Double)
    case string([JQStringPart])
    /// Punctuation and operators: `[ ] ( ) { } | , : ? ; == != < <= > >= // ?// .. + - * / % =` and `op=`.
    case symbol(String)
    case end
}

/// A piece of a string literal: text, or the tokens of a `\(...)` interpolation.
enum JQStringPart: Equatable, Sendable {
    case text(String)
    case interpolation([JQToken])
}
