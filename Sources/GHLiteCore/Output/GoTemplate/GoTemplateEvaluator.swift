/// Runs a parsed template over a value: walks the tree, keeps the variables, calls the functions, and collects the
/// output. Every step and every byte it builds is counted, and the CPU time it takes (`CPUTimeLimit`), so no
/// template runs away: `range` over thousands of issues is cheap, but nested ranges multiply; `{{template}}` calls
/// and the `if`, `range` and `with` inside them nest at most `maximumDepth` deep, so that no recursion exhausts the
/// stack.
final class GoTemplateEvaluator {
    static let maximumDepth = 200

    let destination: ExportDestination
    private let definitions: [String: [GoTemplateNode]]
    private var steps: Int
    private var bytes: Int
    private let memory: Int
    private var time: CPUTimeLimit
    private var variables: [(name: String, value: GoTemplateValue)] = []
    private var depth = 0
    var table = GoTemplateTable()
    private(set) var output = ""

    private enum Flow { case normal, breakLoop, continueLoop }

    init(destination: ExportDestination, definitions: [String: [GoTemplateNode]], budget: Int, memory: Int,
         time: CPUTimeLimit) {
        self.destination = destination
        self.definitions = definitions
        steps = budget
        bytes = memory
        self.memory = memory
        self.time = time
    }

    func run(_ nodes: [GoTemplateNode], on data: GoTemplateValue) throws -> String {
        variables = [("", data)]
        _ = try walk(nodes, dot: data)
        try flushTable()
        return output
    }

    // MARK: Limits

    private func spend(_ cost: Int, at position: GoTemplatePosition) throws {
        steps -= cost
        if steps < 0 || time.isExceeded(after: cost) {
            throw GoTemplateError.execute(position, "the template does too much work for gh-lite; simplify it, or pipe the --json output to another tool")
        }
    }

    /// Charges text about to be kept (printed, or made by a function); never refunded.
    func charge(_ count: Int, at position: GoTemplatePosition) throws {
        bytes -= count
        if bytes < 0 {
            throw GoTemplateError.execute(position, "the template builds more than \(memory >> 20) MB of text; simplify it, or pipe the --json output to another tool")
        }
        try spend(count / 16, at: position)
    }

    /// What printing `text` from the data may show: on a terminal no escape or control character from GitHub.
    func safe(_ text: String) -> String { destination.isTerminal ? TerminalText.block(text) : text }

    private func emit(_ text: String, at position: GoTemplatePosition) throws {
        try charge(text.utf8.count, at: position)
        output += text
    }

    func flushTable() throws {
        guard !table.isEmpty else { return }
        let text = table.render(width: destination.width)
        table = GoTemplateTable()
        try emit(text, at: GoTemplatePosition(line: 1, column: 0, source: "tablerender"))
    }

    // MARK: Walking

    private func walk(_ nodes: [GoTemplateNode], dot: GoTemplateValue) throws -> Flow {
        for node in nodes {
            let flow = try walk(node, dot: dot)
            if flow != .normal { return flow }
        }
        return .normal
    }

    private func nest(at position: GoTemplatePosition) throws {
        guard depth < Self.maximumDepth else {
            throw GoTemplateError.execute(position, "exceeded maximum template depth (\(Self.maximumDepth))")
        }
        depth += 1
    }

    private func walk(_ node: GoTemplateNode, dot: GoTemplateValue) throws -> Flow {
        switch node {
        case .text(let text):
            try emit(text, at: GoTemplatePosition(line: 1, column: 0, source: "text"))
        case .action(let pipe):
            let value = try evaluate(pipe, dot: dot)
            if pipe.variables.isEmpty {
                switch value {
                case .styled(let text): try emit(text, at: pipe.position)
                default: try emit(safe(value.printed), at: pipe.position)
                }
            }
        case .conditional(let pipe, let then, let otherwise), .with(let pipe, let then, let otherwise):
            try nest(at: pipe.position)
            let mark = variables.count
            defer { variables.removeSubrange(mark...); depth -= 1 }
            let value = try evaluate(pipe, dot: dot)
            if case .with = node {
                return try walk(value.isTrue ? then : otherwise, dot: value.isTrue ? value : dot)
            }
            return try walk(value.isTrue ? then : otherwise, dot: dot)
        case .range(let pipe, let body, let otherwise):
            try nest(at: pipe.position)
            defer { depth -= 1 }
            return try range(pipe, body: body, otherwise: otherwise, dot: dot)
        case .include(let name, let pipe, let position):
            guard let body = definitions[name] else {
                throw GoTemplateError.execute(position, "no such template \(name.debugDescription)")
            }
            let argument = try pipe.map { try evaluate($0, dot: dot) } ?? .null
            try nest(at: position)
            let saved = variables
            variables = [("", argument)]
            defer { variables = saved; depth -= 1 }
            _ = try walk(body, dot: argument)
        case .breakLoop: return .breakLoop
        case .continueLoop: return .continueLoop
        }
        return .normal
    }

    private func range(_ pipe: GoPipeline, body: [GoTemplateNode], otherwise: [GoTemplateNode],
                       dot: GoTemplateValue) throws -> Flow {
        let mark = variables.count
        defer { variables.removeSubrange(mark...) }
        var declared = pipe
        declared.variables = []
        let value = try evaluate(declared, dot: dot)
        let elements: [(key: GoTemplateValue, element: JSONValue)]
        switch value {
        case .array(let items): elements = items.enumerated().map { (.int($0.offset), $0.element) }
        case .object(let members): elements = members.keys.sorted().map { (.string($0), members[$0]!) }
        case .null: elements = []
        default:
            throw GoTemplateError.execute(pipe.position, "range can't iterate over \(value.formatted)")
        }
        guard !elements.isEmpty else { return try walk(otherwise, dot: dot) }
        for (key, json) in elements {
            try spend(1, at: pipe.position)
            let element = GoTemplateValue(json)
            let inner = variables.count
            switch pipe.variables.count {
            case 1: variables.append((pipe.variables[0], element))
            case 2: variables += [(pipe.variables[0], key), (pipe.variables[1], element)]
            default: break
            }
            let flow = try walk(body, dot: element)
            variables.removeSubrange(inner...)
            if flow == .breakLoop { break }
        }
        return .normal
    }

    // MARK: Pipelines

    private func evaluate(_ pipe: GoPipeline, dot: GoTemplateValue) throws -> GoTemplateValue {
        var value: GoTemplateValue?
        for command in pipe.commands {
            value = try evaluate(command, dot: dot, piped: value)
        }
        let result = value ?? .null
        for name in pipe.variables {
            if pipe.assigns, let index = variables.lastIndex(where: { $0.name == name }) {
                variables[index].value = result
            } else {
                variables.append((name, result))
            }
        }
        return result
    }

    private func evaluate(_ command: GoCommand, dot: GoTemplateValue, piped: GoTemplateValue?) throws -> GoTemplateValue {
        try spend(1, at: command.position)
        guard case .function(let name) = command.operands[0] else {
            guard command.operands.count == 1, piped == nil else {
                throw GoTemplateError.execute(command.position, "can't give argument to non-function \(command.position.source.prefix { $0 != " " })")
            }
            return try evaluate(command.operands[0], dot: dot, at: command.position)
        }
        let operands = command.operands.dropFirst()
        if name == "and" || name == "or" {
            guard !operands.isEmpty || piped != nil else {
                throw GoTemplateError.execute(command.position, "error calling \(name): wrong number of args for \(name): want at least 1 got 0")
            }
            var last: GoTemplateValue = .null
            for operand in operands {
                last = try evaluate(operand, dot: dot, at: command.position)
                if last.isTrue != (name == "and") { return last }
            }
            return piped ?? last
        }
        var arguments = try operands.map { try evaluate($0, dot: dot, at: command.position) }
        if let piped { arguments.append(piped) }
        return try call(name, arguments, at: command.position)
    }

    private func call(_ name: String, _ arguments: [GoTemplateValue], at position: GoTemplatePosition) throws -> GoTemplateValue {
        let result: GoTemplateValue
        do {
            if GoTemplateFunctions.helpers.contains(name) {
                result = try helper(name, arguments, at: position)
            } else if ["print", "printf", "println"].contains(name), arguments.contains(where: \.isStyled) {
                // Text from GitHub made safe now, so that the result can keep the colours beside it.
                let plain = arguments.map { argument -> GoTemplateValue in
                    switch argument {
                    case .styled(let text): return .string(text)
                    case .string(let text): return .string(safe(text))
                    default: return argument
                    }
                }
                result = .styled(try GoTemplateFunctions.call(name, plain).formatted)
            } else {
                result = try GoTemplateFunctions.call(name, arguments)
            }
        } catch let failure as GoTemplateFunctions.Failure {
            throw GoTemplateError.execute(position, "error calling \(name): \(failure.message)")
        }
        switch result {
        case .string(let text), .styled(let text): try charge(text.utf8.count, at: position)
        case .array(let items): try charge(items.count * 16, at: position)
        default: break
        }
        return result
    }

    private func evaluate(_ operand: GoOperand, dot: GoTemplateValue, at position: GoTemplatePosition) throws -> GoTemplateValue {
        switch operand {
        case .dot: return dot
        case .field(let names, let place): return try fields(names, of: dot, at: place)
        case .variable(let name, let names, let place):
            let value = variables.last(where: { $0.name == name })?.value ?? .null
            return try fields(names, of: value, at: place)
        case .function(let name): return try call(name, [], at: position)
        case .string(let text): return .string(text)
        case .int(let number): return .int(number)
        case .float(let number): return .float(number)
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        case .pipeline(let pipe, let names, let place):
            try spend(1, at: position)
            return try fields(names, of: try evaluate(pipe, dot: dot), at: place)
        }
    }

    /// `.a.b`: an object's member; Go's errors for anything else. A key the object lacks is no value, and so is every
    /// field after it (Go's `<no value>`), where a member that is null stops the chain with Go's nil pointer error.
    private func fields(_ names: [String], of value: GoTemplateValue, at position: GoTemplatePosition) throws -> GoTemplateValue {
        var value = value
        for name in names {
            switch value {
            case .object(let members):
                guard let member = members[name] else { return .null }
                value = GoTemplateValue(member)
            case .null: throw GoTemplateError.execute(position, "nil pointer evaluating interface {}.\(name)")
            default: throw GoTemplateError.execute(position, "can't evaluate field \(name) in type \(value.typeName)")
            }
        }
        return value
    }
}

extension GoTemplateValue {
    var isStyled: Bool {
        if case .styled = self { return true }
        return false
    }
}
