/// Turns tokens into a `JQExpression`, with jq's precedence (loosest first): `|` (and `def`, `label`, `as`, whose
/// bodies run to the end of the pipe), `,`, `//`, `=` and `op=`, `or`, `and`, comparisons, `+ -`, `* / %`, unary
/// `-`, then postfix terms (`try`, `if`, `reduce`, `foreach` among them).
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

    /// `a | b`, and the forms whose body runs to the end of the pipe: `def f: ...; rest`, `label $x | rest`.
    private mutating func pipe() throws -> JQExpression {
        try nested { parser in
            if parser.current == .identifier("def") { return try parser.definition() }
            if parser.current == .identifier("label") {
                parser.advance()
                guard case .variable(let name) = parser.current else { throw parser.unexpected(expecting: "$name") }
                parser.advance()
                try parser.expect("|")
                return .label(name, try parser.pipe())
            }
            let left = try parser.comma()
            return parser.take("|") ? .pipe(left, try parser.pipe()) : left
        }
    }

    /// `def name: body; rest` or `def name(f; $x): body; rest`
    private mutating func definition() throws -> JQExpression {
        advance()
        guard case .identifier(let name) = current, !Self.keywords.contains(name) else { throw unexpected(expecting: "a name") }
        advance()
        var parameters: [String] = []
        if take("(") {
            repeat {
                switch current {
                case .identifier(let parameter) where !Self.keywords.contains(parameter): parameters.append(parameter)
                case .variable(let parameter): parameters.append("$" + parameter)
                default: throw unexpected(expecting: "a parameter")
                }
                advance()
            } while take(";")
            try expect(")")
        }
        try expect(":")
        let body = try pipe()
        try expect(";")
        return .define(JQDefinition(name: name, parameters: parameters, body: body), rest: try pipe())
    }

    private static let keywords: Set<String> = ["def", "if", "then", "elif", "else", "end", "as", "reduce", "foreach",
                                                "try", "catch", "label", "import", "include", "and", "or", "__loc__"]

    private mutating func comma() throws -> JQExpression {
        try chain(.symbol(","), { try $0.alternative() }, JQExpression.comma)
    }

    /// `a, b, c`, `a or b`, `a + b`: operands left to right, each one level deeper.
    private mutating func chain(_ separator: JQToken, _ operand: (inout JQParser) throws -> JQExpression,
                                _ combine: (JQExpression, JQExpression) -> JQExpression) throws -> JQExpression {
        try chain([separator], operand) { _, left, right in combine(left, right) }
    }

    private mutating func chain(_ separators: [JQToken], _ operand: (inout JQParser) throws -> JQExpression,
                                _ combine: (JQToken, JQExpression, JQExpression) -> JQExpression) throws -> JQExpression {
        try nested { parser in
            var left = try operand(&parser)
            while separators.contains(parser.current) {
                let separator = parser.current
                parser.advance()
                try parser.deeper()
                left = combine(separator, left, try operand(&parser))
            }
            return left
        }
    }

    private mutating func alternative() throws -> JQExpression {
        try nested { parser in
            let left = try parser.assignment()
            return parser.take("//") ? .alternative(left, try parser.alternative()) : left
        }
    }

    /// `a = b`, `a |= f`, `a += b`...: as jq defines them, through `_assign` and `_modify` on the paths of `a`;
    /// the right side of `=` and `op=` is evaluated on `.`.
    private mutating func assignment() throws -> JQExpression {
        let left = try or()
        guard case .symbol(let symbol) = current, ["=", "|=", "+=", "-=", "*=", "/=", "%=", "//="].contains(symbol) else {
            return left
        }
        advance()
        // Tighter than `//`: `a |= b // c` is `(a |= b) // c`.
        let right = try or()
        switch symbol {
        case "=": return .call("_assign", [left, right])
        case "|=": return .call("_modify", [left, right])
        default:
            let value = JQExpression.variable("__rhs")
            let update: JQExpression = symbol == "//="
                ? .alternative(.identity, value)
                : .arithmetic(JQArithmetic(rawValue: String(symbol.dropLast()))!, .identity, value)
            return .bind(source: right, patterns: [.variable("__rhs")], body: .call("_modify", [left, update]))
        }
    }

    private mutating func or() throws -> JQExpression {
        try chain(.identifier("or"), { try $0.and() }, JQExpression.or)
    }

    private mutating func and() throws -> JQExpression {
        try chain(.identifier("and"), { try $0.comparison() }, JQExpression.and)
    }

    private mutating func comparison() throws -> JQExpression {
        let left = try additive()
        if case .symbol(let symbol) = current, let comparison = JQComparison(rawValue: symbol) {
            advance()
            return .compare(comparison, left, try additive())
        }
        return left
    }

    private mutating func additive() throws -> JQExpression {
        try chain([.symbol("+"), .symbol("-")], { try $0.multiplicative() }, Self.arithmetic)
    }

    private mutating func multiplicative() throws -> JQExpression {
        try chain([.symbol("*"), .symbol("/"), .symbol("%")], { try $0.unary() }, Self.arithmetic)
    }

    private static func arithmetic(_ symbol: JQToken, _ left: JQExpression, _ right: JQExpression) -> JQExpression {
        guard case .symbol(let text) = symbol, let operation = JQArithmetic(rawValue: text) else { return left }
        return .arithmetic(operation, left, right)
    }

    private mutating func unary() throws -> JQExpression {
        guard take("-") else { return try postfix() }
        return try nested { parser in
            let operand = try parser.unary()
            if case .literal(.number(let value)) = operand { return .literal(.number(-value)) }
            return .negate(operand)
        }
    }

    private mutating func postfix() throws -> JQExpression {
        try nested { parser in
            var term = try parser.primary()
            while true {
                // Each suffix wraps the term once more: `.a.b.c` is as deep a tree as `((.a).b).c`.
                if parser.isSuffix { try parser.deeper() }
                if parser.take("?") {
                    term = .attempt(term, handler: nil)
                } else if case .field(let name) = parser.current {
                    parser.advance()
                    term = .index(target: term, key: .literal(.string(name)))
                } else if parser.current == .dot, case .string(let parts) = parser.tokens[safe: parser.position + 1] {
                    parser.position += 2
                    term = .index(target: term, key: try parser.stringLiteral(parts, format: .text))
                } else if parser.current == .symbol("[") || (parser.current == .dot && parser.tokens[safe: parser.position + 1] == .symbol("[")) {
                    if parser.current == .dot { parser.advance() }
                    parser.advance()
                    term = try parser.bracketSuffix(on: term)
                } else if parser.current == .identifier("as") {
                    parser.advance()
                    return try parser.binding(term)
                } else {
                    return term
                }
            }
        }
    }

    /// After `source as`: `$x | body`, `[$a, $b] | body`, `{a: $x} ?// [$x] | body`.
    private mutating func binding(_ source: JQExpression) throws -> JQExpression {
        var patterns = [try pattern()]
        while take("?//") { patterns.append(try pattern()) }
        try expect("|")
        return .bind(source: source, patterns: patterns, body: try pipe())
    }

    private mutating func pattern() throws -> JQPattern {
        try nested { parser in
            switch parser.current {
            case .variable(let name):
                parser.advance()
                return .variable(name)
            case .symbol("["):
                parser.advance()
                var items: [JQPattern] = []
                repeat { items.append(try parser.pattern()) } while parser.take(",")
                try parser.expect("]")
                return .array(items)
            case .symbol("{"):
                parser.advance()
                var entries: [(key: JQExpression, binds: String?, pattern: JQPattern?)] = []
                repeat { entries.append(try parser.objectPatternEntry()) } while parser.take(",")
                try parser.expect("}")
                return .object(entries)
            default: throw parser.unexpected(expecting: "$name")
            }
        }
    }

    /// `$a`, `$a: pattern`, `a: pattern`, `"a": pattern`, `(expr): pattern`
    private mutating func objectPatternEntry() throws -> (key: JQExpression, binds: String?, pattern: JQPattern?) {
        switch current {
        case .variable(let name):
            advance()
            return (.literal(.string(name)), name, take(":") ? try pattern() : nil)
        case .identifier(let name), .field(let name):
            advance()
            try expect(":")
            return (.literal(.string(name)), nil, try pattern())
        case .string(let parts):
            advance()
            let key = try stringLiteral(parts, format: .text)
            try expect(":")
            return (key, nil, try pattern())
        case .symbol("("):
            advance()
            let key = try pipe()
            try expect(")")
            try expect(":")
            return (key, nil, try pattern())
        default: throw unexpected(expecting: "$name")
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
        case .dot:
            guard case .string(let parts) = current else { return .identity }
            advance()
            return .index(target: .identity, key: try stringLiteral(parts, format: .text))
        case .field(let name): return .index(target: .identity, key: .literal(.string(name)))
        case .number(let value): return .literal(.number(value))
        case .string(let parts): return try stringLiteral(parts, format: .text)
        case .format(let name):
            guard let format = JQFormat(rawValue: name) else { throw JQError.syntax("\(name) is not a valid format") }
            if case .string(let parts) = current {
                advance()
                return try stringLiteral(parts, format: format)
            }
            return .format(format)
        case .variable("__loc__"): throw JQError.unsupported("$__loc__")
        case .variable(let name): return .variable(name)
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
        case .symbol(".."): return .call("recurse", [])
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
        case "if": return try conditional()
        case "try":
            let body = try postfixBody()
            return .attempt(body, handler: take(identifier: "catch") ? try postfixBody() : nil)
        case "reduce":
            let (source, pattern) = try generator()
            try expect("(")
            let initial = try pipe()
            try expect(";")
            let update = try pipe()
            try expect(")")
            return .reduce(source: source, pattern: pattern, initial: initial, update: update)
        case "foreach":
            let (source, pattern) = try generator()
            try expect("(")
            let initial = try pipe()
            try expect(";")
            let update = try pipe()
            let extract = take(";") ? try pipe() : nil
            try expect(")")
            return .foreach(source: source, pattern: pattern, initial: initial, update: update, extract: extract)
        case "break":
            guard case .variable(let label) = current else { throw unexpected(expecting: "$name") }
            advance()
            return .breakOut(label)
        case "def":
            position -= 1
            return try definition()
        case _ where Self.keywords.contains(name):
            position -= 1
            throw unexpected()
        default: break
        }
        var arguments: [JQExpression] = []
        if take("(") {
            repeat { arguments.append(try pipe()) } while take(";")
            try expect(")")
        }
        return .call(name, arguments)
    }

    /// The body of `try` and `catch`: one postfix term, as jq binds them.
    private mutating func postfixBody() throws -> JQExpression {
        try nested { parser in
            var term = try parser.primary()
            while parser.isSuffix {
                try parser.deeper()
                if parser.take("?") {
                    term = .attempt(term, handler: nil)
                } else if case .field(let name) = parser.current {
                    parser.advance()
                    term = .index(target: term, key: .literal(.string(name)))
                } else {
                    if parser.current == .dot { parser.advance() }
                    if case .string(let parts) = parser.current {
                        parser.advance()
                        term = .index(target: term, key: try parser.stringLiteral(parts, format: .text))
                    } else {
                        parser.advance()
                        term = try parser.bracketSuffix(on: term)
                    }
                }
            }
            return term
        }
    }

    /// `source as $pattern` of `reduce` and `foreach`.
    private mutating func generator() throws -> (JQExpression, JQPattern) {
        let source = try postfixBody()
        guard take(identifier: "as") else { throw unexpected(expecting: "as") }
        return (source, try pattern())
    }

    private mutating func take(identifier: String) -> Bool {
        guard current == .identifier(identifier) else { return false }
        advance()
        return true
    }

    /// After `if`: `c then a (elif c then a)* (else b)? end`.
    private mutating func conditional() throws -> JQExpression {
        try nested { parser in
            let condition = try parser.pipe()
            guard parser.take(identifier: "then") else { throw parser.unexpected(expecting: "then") }
            let then = try parser.pipe()
            if parser.take(identifier: "elif") { return .conditional(condition, then: then, else: try parser.conditional()) }
            let otherwise = parser.take(identifier: "else") ? try parser.pipe() : JQExpression.identity
            guard parser.take(identifier: "end") else { throw parser.unexpected(expecting: "end") }
            return .conditional(condition, then: then, else: otherwise)
        }
    }

    /// `{a, "b": .x, (.k): .v, $v, c: .y | .z}`
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
                key = try stringLiteral(parts, format: .text)
                shorthand = .index(target: .identity, key: key)
            case .number(let value):
                advance()
                key = .literal(.number(value))
            case .symbol("("):
                advance()
                key = try pipe()
                try expect(")")
            case .variable(let name):
                advance()
                key = .literal(.string(name))
                shorthand = .variable(name)
            default: throw unexpected()
            }
            if take(":") {
                var value = try objectValue()
                while take("|") { value = .pipe(value, try objectValue()) }
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

    /// A value in an object: no `,` (it separates members), everything tighter.
    private mutating func objectValue() throws -> JQExpression {
        try nested { parser in
            let left = try parser.assignment()
            return parser.take("//") ? .alternative(left, try parser.objectValue()) : left
        }
    }

    private func stringLiteral(_ parts: [JQStringPart], format: JQFormat) throws -> JQExpression {
        if parts.count == 1, case .text(let text) = parts[0] { return .literal(.string(text)) }
        return .interpolated(try parts.map { part in
            switch part {
            case .text(let text): .text(text)
            case .interpolation(let tokens): .value(try Self.parse(tokens: tokens, depth: depth + 1))
            }
        }, format: format)
    }

    private func unexpected(expecting expected: String? = nil) -> JQError {
        let found: String
        switch current {
        case .end: found = "unexpected end of expression"
        case .dot: found = "unexpected `.`"
        case .field(let name): found = "unexpected `.\(name)`"
        case .identifier(let name): found = "unexpected `\(name)`"
        case .variable(let name): found = "unexpected `$\(name)`"
        case .format(let name): found = "unexpected `@\(name)`"
        case .number(let value): found = "unexpected `\(JQValue.format(value))`"
        case .string: found = "unexpected string"
        case .symbol(let symbol): found = "unexpected `\(symbol)`"
        }
        return JQError.syntax(found + (expected.map { ", expected `\($0)`" } ?? ""))
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
