/// One lexical piece of a template: text between actions, or a word inside `{{ }}`.
enum GoTemplateToken: Equatable {
    case text(String)
    case leftDelimiter
    case rightDelimiter
    case leftParen, rightParen, pipe, declare, assign, comma
    /// `.name`, one link of a field chain.
    case field(String)
    /// `.` alone.
    case dot
    /// `$name`, or `$` alone (the name is empty).
    case variable(String)
    case string(String)
    case char(Int)
    case int(Int)
    case float(Double)
    case identifier(String)
    case end

    var description: String {
        switch self {
        case .text(let text): return "text \(text.debugDescription)"
        case .leftDelimiter: return "{{"
        case .rightDelimiter: return "}}"
        case .leftParen: return "("
        case .rightParen: return ")"
        case .pipe: return "|"
        case .declare: return ":="
        case .assign: return "="
        case .comma: return ","
        case .field(let name): return "." + name
        case .dot: return "."
        case .variable(let name): return "$" + name
        case .string(let text): return text.debugDescription
        case .char(let value): return "'\(Unicode.Scalar(UInt32(value)).map { String($0) } ?? "?")'"
        case .int(let value): return String(value)
        case .float(let value): return String(value)
        case .identifier(let name): return name
        case .end: return "EOF"
        }
    }
}

/// A token, where it starts, and whether space came before it (`$x.a` is one operand, `$x .a` two).
struct GoTemplateLexeme {
    var token: GoTemplateToken
    var line: Int
    var column: Int
    var offset: Int
    var spaced: Bool
}
