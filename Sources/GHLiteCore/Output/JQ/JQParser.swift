/// Turns tokens into a `JQExpression`, with jq's precedence (loosest first): `|`, `,`, `//`, `or`, `and`,
/// comparisons, then postfix terms. Anything of jq outside the subset is refused by name.
struct JQParser {
    /// Deeper nesting than any real filter, shallow enough that parsing and evaluating never exhaust the stack.
    /// Each operand chained with `|`, `,`, `and` or `or` counts as one more level: the tree deepens with them.
    static let maximumDepth = 128

    private let tokens: [JQToken]
    private var position = 0
    private var depth = 0

    static func parse(_ expression: String) throws -> JQExpression {
        try parse(tokens: JQLexer.tokens(expression))
    }

    private static func parse(tokens: [JQToken], depth: Int = 0) throws -> JQExpression {
        var parser = JQParser(tokens: tokens)
        parser.depth = depth
        let expression = try parser.pipe()
        guard parser.current == .end else { throw parser.unexpected() }
        return expression
    }

    private init(tokens: [JQToken]) { self.tokens = tokens }

    private var current: JQToken { tokens[min(position, tokens.count - 1)] }
    private mutating func advance() { position += 1 }

    private mutating func take(_ symbol: String) -> Bool {
        guard current == .symbol(symbol) else { return false }
        advance()
        return true
    }

    private mutating func expect(_ symbol: String) throws {
        guard take(symbol) else { throw unexpected(expecting: symbol) }
    }

    private mutating func nested<T>(_ body: (inout JQParser) throws -> T) throws -> T {
        let outer = depth
        defer { depth = outer }
        try deeper()
        return try body(&self)
    }

    private mutating func deeper() throws {
        guard depth < Self.maximumDepth else { throw JQError.tooDeep }
        depth += 1
    }

    private mutating func pipe() throws -> JQExpression {
        try nested { parser in
            let left = try parser.comma()
            return parser.take("|") ? .pipe(left, try parser.pipe()) : left
        }
    }

    private mutating func comma() throws -> JQExpression {
        try chain(.symbol(","), { try $0.alternative() }, JQExpression.comma)
    }

    /// `a, b, c`, `a or b`, `a and b`: operands left to right, each one level deeper.
    private mutating func chain(_ separator: JQToken, _ operand: (inout JQParser) throws -> JQExpression,
                                _ combine: (JQExpression, JQExpression) -> JQExpression) throws -> JQExpression {
        try nested { parser in
            var left = try operand(&parser)
            while parser.current == separator {
                parser.advance()
                try parser.deeper()
                left = combine(left, try operand(&parser))
            }
            return left
        }
    }

    private mutating func alternative() throws -> JQExpression {
        try nested { parser in
            let left = try parser.or()
            return parser.take("//") ? .alternative(left, try parser.alternative()) : left
        }
    }

    private mutating func or() throws -> JQExpression {
        try chain(.identifier("or"), { try $0.and() }, JQExpression.or)
    }

    private mutating func and() throws -> JQExpression {
        try chain(.identifier("and"), { try $0.comparison() }, JQExpression.and)
    }

    private mutating func comparison() throws -> JQExpression {
        let left = try postfix()
        if case .symbol(let symbol) = current {
            if let comparison = JQComparison(rawValue: symbol) {
                advance()
                return .compare(comparison, left, try postfix())
            }
            if ["+", "-", "*", "/", "%", "=", "|=", "+=", "-=", "*=", "/=", "%=", "?//"].contains(symbol) {
                throw JQError.unsupported(symbol)
            }
        }
        return left
    }

    private mutating func postfix() throws -> JQExpression {
        try nested { parser in
            var term = try parser.primary()
            while true {
                // Each suffix wraps the term once more: `.a.b.c` is as deep a tree as `((.a).b).c`.
                if parser.isSuffix { try parser.deeper() }
                if parser.take("?") {
                    term = .optional(term)
                } else if case .field(let name) = parser.current {
                    parser.advance()
                    term = .index(target: term, key: .literal(.string(name)))
                } else if parser.current == .dot, case .string(let parts) = parser.tokens[safe: parser.position + 1] {
                    parser.position += 2
                    term = .index(target: term, key: try parser.stringLiteral(parts))
                } else if parser.current == .symbol("[") || (parser.current == .dot && parser.tokens[safe: parser.position + 1] == .symbol("[")) {
                    if parser.current == .dot { parser.advance() }
                    parser.advance()
                    term = try parser.bracketSuffix(on: term)
                } else if case .symbol("..") = parser.current {
                    throw JQError.unsupported("..")
                } else {
                    return term
                }
            }
        }
    }

    /// Whether a postfix suffix follows: `?`, `[...]`, `.name`, `.[...]` or `."name"`.
    private var isSuffix: Bool {
        switch (current, tokens[safe: position + 1]) {
        case (.symbol("?"), _), (.symbol("["), _), (.field, _), (.dot, .some(.symbol("["))), (.dot, .some(.string)): true
        default: false
        }
    }

    /// After `[`: `]`, `expr]`, `a:b]`, `:b]` or `a:]`.
    private mutating func bracketSuffix(on target: JQExpression) throws -> JQExpression {
        if take("]") { return .iterate(target) }
        if take(":") {
            let to = try pipe()
            try expect("]")
            return .slice(target: target, from: nil, to: to)
        }
        let key = try pipe()
        if take(":") {
            let to = take("]") ? nil : try pipe()
            if to != nil { try expect("]") }
            return .slice(target: target, from: key, to: to)
        }
        try expect("]")
        return .index(target: target, key: key)
    }

    private mutating func primary() throws -> JQExpression {
        let token = current
        advance()
        switch token {
        case .dot: return .identity
        case .field(let name): return .index(target: .identity, key: .literal(.string(name)))
        case .number(let value): return .literal(.int(value))
        case .string(let parts): return try stringLiteral(parts)
        case .format(let name):
            guard let format = JQFormat(rawValue: name) else { throw JQError.unsupported("@" + name) }
            if case .string = current { throw JQError.unsupported("@\(name) \"...\"") }
            return .format(format)
        case .variable(let name): throw JQError.unsupported("$" + name)
        case .identifier(let name): return try named(name)
        case .symbol("("):
            let inner = try pipe()
            try expect(")")
            return inner
        case .symbol("["):
            if take("]") { return .array(nil) }
            let inner = try pipe()
            try expect("]")
            return .array(inner)
        case .symbol("{"): return try object()
        case .symbol("-"):
            guard case .number(let value) = current else { throw JQError.unsupported("-") }
            advance()
            return .literal(.int(-value))
        case .symbol(".."): throw JQError.unsupported("..")
        default:
            position -= 1
            throw unexpected()
        }
    }

    private mutating func named(_ name: String) throws -> JQExpression {
        switch name {
        case "true": return .literal(.bool(true))
        case "false": return .literal(.bool(false))
        case "null": return .literal(.null)
        default: break
        }
        var arguments: [JQExpression] = []
        if take("(") {
            repeat { arguments.append(try pipe()) } while take(";")
            try expect(")")
        }
        guard let function = JQFunction(rawValue: name) else { throw JQError.unsupported(name) }
        guard function.accepts(argumentCount: arguments.count) else {
            throw JQError.unsupported("\(name)/\(arguments.count)")
        }
        return .call(function, arguments)
    }

    /// `{a, "b": .x, (.k): .v, c: .y | .z}`
    private mutating func object() throws -> JQExpression {
        var entries: [JQExpression.ObjectEntry] = []
        if take("}") { return .object(entries) }
        repeat {
            let key: JQExpression
            var shorthand: JQExpression?
            switch current {
            case .identifier(let name), .field(let name):
                advance()
                key = .literal(.string(name))
                shorthand = .index(target: .identity, key: key)
            case .string(let parts):
                advance()
                key = try stringLiteral(parts)
                shorthand = .index(target: .identity, key: key)
            case .symbol("("):
                advance()
                key = try pipe()
                try expect(")")
            case .variable(let name): throw JQError.unsupported("$" + name)
            default: throw unexpected()
            }
            if take(":") {
                var value = try alternative()
                while take("|") { value = .pipe(value, try alternative()) }
                entries.append(.init(key: key, value: value))
            } else if let shorthand {
                entries.append(.init(key: key, value: shorthand))
            } else {
                throw unexpected(expecting: ":")
            }
        } while take(",")
        try expect("}")
        return .object(entries)
    }

    private func stringLiteral(_ parts: [JQStringPart]) throws -> JQExpression {
        if parts.count == 1, case .text(let text) = parts[0] { return .literal(.string(text)) }
        return .interpolated(try parts.map { part in
            switch part {
            case .text(let text): .text(text)
            case .interpolation(let tokens): .value(try Self.parse(tokens: tokens, depth: depth + 1))
            }
        })
    }

    private func unexpected(expecting expected: String? = nil) -> JQError {
        let found: String
        switch current {
        case .end: found = "unexpected end of expression"
        case .dot: found = "unexpected `.`"
        case .field(let name): found = "unexpected `.\(name)`"
        // A word where none can be is one of jq's keywords: `as`, `then`, `end`...
        case .identifier(let name): return JQError.unsupported(name)
        case .variable(let name): found = "unexpected `$\(name)`"
        case .format(let name): found = "unexpected `@\(name)`"
        case .number(let value): found = "unexpected `\(value)`"
        case .string: found = "unexpected string"
        case .symbol(let symbol): found = "unexpected `\(symbol)`"
        }
        return JQError.syntax(found + (expected.map { ", expected `\($0)`" } ?? ""))
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
