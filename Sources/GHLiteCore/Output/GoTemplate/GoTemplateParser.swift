/// Builds the tree of a template from its tokens, with Go's checks: every function is one gh-lite knows,
/// every variable is declared before use, `{{else}}` and `{{end}}` close what they must, `{{break}}` is inside
/// a `{{range}}`. Nesting is limited so that no template can exhaust the stack.
struct GoTemplateParser {
    struct Program: Equatable, Sendable {
        var nodes: [GoTemplateNode]
        /// `{{define "name"}}` and `{{block "name"}}` bodies.
        var definitions: [String: [GoTemplateNode]]
    }

    static let maximumDepth = 100

    private let lexemes: [GoTemplateLexeme]
    private let source: [UInt8]
    private var index = 0
    private var scopes: [[String]] = [[""]]
    private var definitions: [String: [GoTemplateNode]] = [:]
    private var depth = 0
    private var loops = 0

    static func parse(_ source: String) throws -> Program {
        var parser = GoTemplateParser(lexemes: try GoTemplateLexer.lexemes(source), source: Array(source.utf8))
        var nodes: [GoTemplateNode] = []
        while parser.index < parser.lexemes.count {
            if parser.atKeyword("define") {
                try parser.definition()
                continue
            }
            let (more, closer) = try parser.list(topLevel: true)
            nodes += more
            if let closer { throw parser.error("unexpected {{\(closer)}}") }
        }
        return Program(nodes: nodes, definitions: parser.definitions)
    }

    private init(lexemes: [GoTemplateLexeme], source: [UInt8]) {
        self.lexemes = lexemes
        self.source = source
    }

    // MARK: Tokens

    private var current: GoTemplateLexeme? { index < lexemes.count ? lexemes[index] : nil }
    private var token: GoTemplateToken { current?.token ?? .end }

    private func error(_ problem: String) -> GoTemplateError {
        .parse(line: current?.line ?? lexemes.last?.line ?? 1, problem)
    }

    private func atKeyword(_ word: String) -> Bool {
        index + 1 < lexemes.count && lexemes[index].token == .leftDelimiter && lexemes[index + 1].token == .identifier(word)
    }

    private mutating func expect(_ expected: GoTemplateToken, in context: String) throws {
        guard token == expected else { throw error("unexpected \(token.description) in \(context)") }
        index += 1
    }

    /// Where the tokens from `start` to here are, with their text.
    /// Placed at the token `placedAt` (the start unless given), as Go places a field chain at its second link.
    private func position(from start: Int, to end: Int? = nil, placedAt: Int? = nil) -> GoTemplatePosition {
        let placed = placedAt ?? start
        let first = placed < lexemes.count ? lexemes[placed] : lexemes.last
        let from = (start < lexemes.count ? lexemes[start] : lexemes.last)?.offset ?? 0
        let end = end ?? index
        var to = end < lexemes.count ? lexemes[end].offset : source.count
        while to > from, [0x20, 0x09, 0x0A, 0x0D].contains(source[to - 1]) { to -= 1 }
        let text = from < to ? String(decoding: source[from..<to], as: UTF8.self) : ""
        return GoTemplatePosition(line: first?.line ?? 1, column: first?.column ?? 1, source: text)
    }

    private mutating func nest() throws {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    // MARK: Structure

    /// Nodes up to `{{end}}` or `{{else}}` (returned, the action's tokens left after the keyword) or the end.
    private mutating func list(topLevel: Bool = false) throws -> ([GoTemplateNode], closer: String?) {
        var nodes: [GoTemplateNode] = []
        while let lexeme = current {
            if case .text(let text) = lexeme.token {
                nodes.append(.text(text))
                index += 1
                continue
            }
            if topLevel && atKeyword("define") { return (nodes, nil) }
            index += 1 // {{
            if case .identifier(let word) = token {
                switch word {
                case "end", "else":
                    index += 1
                    return (nodes, word)
                case "if", "range", "with":
                    index += 1
                    nodes.append(try control(word))
                    continue
                case "template", "block":
                    index += 1
                    nodes.append(try include(block: word == "block"))
                    continue
                case "break", "continue":
                    guard loops > 0 else { throw error("{{\(word)}} outside {{range}}") }
                    index += 1
                    try expect(.rightDelimiter, in: word)
                    nodes.append(word == "break" ? .breakLoop : .continueLoop)
                    continue
                case "define": throw error("unexpected <define> in command")
                default: break
                }
            }
            nodes.append(.action(try pipeline(context: "command", declares: true, closedBy: .rightDelimiter)))
        }
        return (nodes, nil)
    }

    /// `if`, `range` or `with` after its keyword, through its `{{end}}`; `{{else if}}` and `{{else with}}` chain.
    private mutating func control(_ keyword: String) throws -> GoTemplateNode {
        try nest()
        defer { depth -= 1 }
        scopes.append([])
        defer { scopes.removeLast() }
        let pipe = try pipeline(context: keyword, declares: true, closedBy: .rightDelimiter)
        if keyword == "range" { loops += 1 }
        let (body, closer) = try list()
        if keyword == "range" { loops -= 1 }
        var otherwise: [GoTemplateNode] = []
        switch closer {
        case "end": break
        case "else":
            if keyword != "range", case .identifier(keyword) = token {
                index += 1
                otherwise = [try control(keyword)]
            } else {
                try expect(.rightDelimiter, in: "else")
                let (elseBody, elseCloser) = try list()
                guard elseCloser == "end" else { throw error("expected end; found \(elseCloser.map { "{{\($0)}}" } ?? "EOF")") }
                try expect(.rightDelimiter, in: "end")
                otherwise = elseBody
            }
        default: throw error("unexpected EOF")
        }
        if closer == "end" { try expect(.rightDelimiter, in: "end") }
        switch keyword {
        case "if": return .conditional(pipe, then: body, otherwise: otherwise)
        case "range": return .range(pipe, body: body, otherwise: otherwise)
        default: return .with(pipe, body: body, otherwise: otherwise)
        }
    }

    /// `{{define "name"}}...{{end}}` at the top level.
    private mutating func definition() throws {
        index += 2
        guard case .string(let name) = token else { throw error("name of template in define must be a string") }
        index += 1
        try expect(.rightDelimiter, in: "define clause")
        try body(named: name)
    }

    /// A named body through its `{{end}}`, with only `$` in scope.
    private mutating func body(named name: String) throws {
        try nest()
        defer { depth -= 1 }
        let saved = scopes
        scopes = [[""]]
        defer { scopes = saved }
        let (nodes, closer) = try list()
        guard closer == "end" else { throw error("unexpected \(closer.map { "{{\($0)}}" } ?? "EOF") in definition of \(name.debugDescription)") }
        try expect(.rightDelimiter, in: "end")
        definitions[name] = nodes
    }

    /// `{{template "name" pipeline}}`, or `{{block "name" pipeline}}...{{end}}` which also defines it.
    private mutating func include(block: Bool) throws -> GoTemplateNode {
        let start = index - 1
        guard case .string(let name) = token else { throw error("name of template must be a string") }
        index += 1
        var argument: GoPipeline?
        if token != .rightDelimiter {
            argument = try pipeline(context: block ? "block" : "template", declares: false, closedBy: .rightDelimiter)
        } else {
            index += 1
        }
        let place = position(from: start, to: index - 1)
        if block { try body(named: name) }
        return .include(name: name, argument, place)
    }

    // MARK: Pipelines

    private var isDeclared: (String) -> Bool {
        let scopes = scopes
        return { name in scopes.contains { $0.contains(name) } }
    }

    /// Commands separated by `|` up to `closer`, which is consumed; in actions and control structures it may begin
    /// with `$x :=`, `$x =`, or in `range` `$i, $e :=`.
    private mutating func pipeline(context: String, declares: Bool, closedBy closer: GoTemplateToken) throws -> GoPipeline {
        try nest()
        defer { depth -= 1 }
        let start = index
        var pipe = GoPipeline(position: position(from: start))
        if declares, case .variable = token {
            let save = index
            var names: [String] = []
            while case .variable(let name) = token {
                names.append(name)
                index += 1
                if token == .comma && context == "range" && names.count < 2 { index += 1; continue }
                break
            }
            if token == .declare || token == .assign {
                if names.count > 1 && context != "range" { throw error("too many declarations in \(context)") }
                pipe.assigns = token == .assign
                if pipe.assigns, let unknown = names.first(where: { !isDeclared($0) }) {
                    throw error("undefined variable \(("$" + unknown).debugDescription)")
                }
                pipe.variables = names
                index += 1
            } else if names.count > 1 {
                throw error("unexpected \(token.description) in \(context)")
            } else {
                index = save
            }
        }
        while true {
            pipe.commands.append(try command(context: context))
            if token == .pipe { index += 1; continue }
            guard token == closer else { throw error("unexpected \(token.description) in \(context)") }
            break
        }
        pipe.position = position(from: start)
        index += 1
        for (stage, command) in pipe.commands.enumerated().dropFirst() {
            switch command.operands.first {
            case .bool, .dot, .null, .int, .float, .string: throw error("non executable command in pipeline stage \(stage + 1)")
            default: break
            }
        }
        if !pipe.assigns { scopes[scopes.count - 1] += pipe.variables }
        return pipe
    }

    private mutating func command(context: String) throws -> GoCommand {
        let start = index
        var operands: [GoOperand] = []
        while true {
            switch token {
            case .pipe, .rightDelimiter, .rightParen:
                guard !operands.isEmpty else { throw error("missing value for \(context)") }
                if operands == [.null] { throw error("nil is not a command") }
                return GoCommand(operands: operands, position: position(from: start))
            case .end: throw error("unclosed action")
            default:
                if !operands.isEmpty && current?.spaced == false { throw error("missing space? unexpected \(token.description)") }
                operands.append(try operand())
            }
        }
    }

    private mutating func operand() throws -> GoOperand {
        let lexeme = current
        let start = index
        index += 1
        switch lexeme?.token ?? .end {
        case .dot: return .dot
        case .field(let name):
            let more = fields()
            return .field([name] + more, at: position(from: start, placedAt: more.isEmpty ? start : start + 1))
        case .variable(let name):
            guard isDeclared(name) else { throw error("undefined variable \(("$" + name).debugDescription)") }
            let more = fields()
            return .variable(name, fields: more, at: position(from: start, placedAt: more.isEmpty ? start : start + 1))
        case .leftParen:
            let inner = try pipeline(context: "parenthesized pipeline", declares: false, closedBy: .rightParen)
            let more = fields()
            return .pipeline(inner, fields: more, at: position(from: start, placedAt: more.isEmpty ? start : index - more.count))
        case .string(let text): return try literal(.string(text))
        case .int(let value), .char(let value): return try literal(.int(value))
        case .float(let value): return try literal(.float(value))
        case .identifier("true"): return try literal(.bool(true))
        case .identifier("false"): return try literal(.bool(false))
        case .identifier("nil"): return try literal(.null)
        case .identifier(let name):
            guard GoTemplateFunctions.names.contains(name) else {
                if GoTemplateFunctions.keywords.contains(name) { throw error("unexpected <\(name)> in command") }
                throw error("unsupported function \(name.debugDescription)")
            }
            return .function(name)
        case let other: throw error("unexpected \(other.description) in operand")
        }
    }

    private mutating func literal(_ operand: GoOperand) throws -> GoOperand {
        if case .field = token, current?.spaced == false { throw error("unexpected . after term") }
        return operand
    }

    /// `.a.b` right after a term.
    private mutating func fields() -> [String] {
        var names: [String] = []
        while case .field(let name) = token, current?.spaced == false {
            names.append(name)
            index += 1
        }
        return names
    }
}
