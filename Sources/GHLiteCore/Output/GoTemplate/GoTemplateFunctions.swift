/// Go's builtin template functions that need nothing but their arguments (`and` and `or`, which stop at the first
/// deciding argument, are the evaluator's). gh's helpers are in `GoTemplateEvaluator+Helpers`.
enum GoTemplateFunctions {
    /// Why a function refused its arguments, said after "error calling NAME: " as Go does.
    struct Failure: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    static let builtins: Set<String> = ["and", "or", "not", "len", "index", "slice", "print", "printf", "println",
                                        "eq", "ne", "lt", "le", "gt", "ge", "html", "js", "urlquery"]
    static let helpers: Set<String> = ["autocolor", "color", "hyperlink", "join", "pluck", "tablerow", "tablerender",
                                       "timeago", "timefmt", "truncate"]
    static let names = builtins.union(helpers)
    static let keywords: Set<String> = ["if", "else", "end", "range", "with", "define", "template", "block",
                                        "break", "continue"]

    static func count(_ arguments: [GoTemplateValue], _ name: String, _ wanted: Int) throws {
        guard arguments.count == wanted else {
            throw Failure("wrong number of args for \(name): want \(wanted) got \(arguments.count)")
        }
    }

    static func call(_ name: String, _ arguments: [GoTemplateValue]) throws -> GoTemplateValue {
        switch name {
        case "not":
            try count(arguments, name, 1)
            return .bool(!arguments[0].isTrue)
        case "len":
            try count(arguments, name, 1)
            switch arguments[0] {
            case .string(let text), .styled(let text): return .int(text.utf8.count)
            case .array(let items): return .int(items.count)
            case .object(let members): return .int(members.count)
            default: throw Failure("len of type \(arguments[0].typeName)")
            }
        case "index":
            guard let first = arguments.first else { throw Failure("wrong number of args for index: want at least 1 got 0") }
            return try arguments.dropFirst().reduce(first, index)
        case "slice": return try slice(arguments)
        case "print": return .string(sprint(arguments))
        case "println": return .string(arguments.map(\.formatted).joined(separator: " ") + "\n")
        case "printf":
            guard case .string(let format)? = arguments.first else {
                throw Failure("wrong type for value; expected string; got \(arguments.first?.typeName ?? "nothing")")
            }
            return .string(GoPrintf.format(format, Array(arguments.dropFirst())))
        case "eq":
            guard arguments.count >= 2 else { throw Failure("missing argument for comparison") }
            for other in arguments.dropFirst() where try equal(arguments[0], other) { return .bool(true) }
            return .bool(false)
        case "ne":
            try count(arguments, name, 2)
            return .bool(try !equal(arguments[0], arguments[1]))
        case "lt", "le", "gt", "ge":
            try count(arguments, name, 2)
            let order = try compare(arguments[0], arguments[1])
            switch name {
            case "lt": return .bool(order < 0)
            case "le": return .bool(order <= 0)
            case "gt": return .bool(order > 0)
            default: return .bool(order >= 0)
            }
        case "html": return .string(html(evaluatedText(arguments)))
        case "js": return .string(javaScript(evaluatedText(arguments)))
        case "urlquery": return .string(queryEscape(evaluatedText(arguments)))
        default: throw Failure("unsupported function \(name.debugDescription)")
        }
    }

    /// Go's fmt.Sprint: a space between operands when neither is a string.
    static func sprint(_ arguments: [GoTemplateValue]) -> String {
        var text = ""
        for (position, argument) in arguments.enumerated() {
            if position > 0, !argument.isString, !arguments[position - 1].isString { text += " " }
            text += argument.formatted
        }
        return text
    }

    /// What `html`, `js` and `urlquery` escape: one string argument as it is, several printed together.
    private static func evaluatedText(_ arguments: [GoTemplateValue]) -> String {
        if arguments.count == 1, case .string(let text) = arguments[0] { return text }
        return sprint(arguments)
    }

    private static func index(_ item: GoTemplateValue, _ key: GoTemplateValue) throws -> GoTemplateValue {
        switch item {
        case .array(let items):
            guard let position = key.integer else { throw Failure("cannot index slice/array with type \(key.typeName)") }
            guard items.indices.contains(position) else { throw Failure("index out of range: \(position)") }
            return GoTemplateValue(items[position])
        case .object(let members):
            guard case .string(let name) = key else { throw Failure("value has type \(key.typeName); should be string") }
            return members[name].map(GoTemplateValue.init) ?? .null
        case .null: throw Failure("index of untyped nil")
        default: throw Failure("can't index item of type \(item.typeName)")
        }
    }

    private static func slice(_ arguments: [GoTemplateValue]) throws -> GoTemplateValue {
        guard let item = arguments.first else { throw Failure("wrong number of args for slice: want at least 1 got 0") }
        guard arguments.count <= 3 else { throw Failure("too many slice indexes: \(arguments.count - 1)") }
        let length: Int
        switch item {
        case .string(let text): length = text.utf8.count
        case .array(let items): length = items.count
        default: throw Failure("can't slice item of type \(item.typeName)")
        }
        var bounds = [0, length]
        for (position, argument) in arguments.dropFirst().enumerated() {
            guard let bound = argument.integer else { throw Failure("cannot index slice/array with type \(argument.typeName)") }
            guard (0...length).contains(bound) else { throw Failure("index out of range: \(bound)") }
            bounds[position] = bound
        }
        guard bounds[0] <= bounds[1] else { throw Failure("invalid slice index: \(bounds[0]) > \(bounds[1])") }
        switch item {
        case .string(let text): return .string(String(decoding: Array(text.utf8)[bounds[0]..<bounds[1]], as: UTF8.self))
        case .array(let items): return .array(Array(items[bounds[0]..<bounds[1]]))
        default: return item
        }
    }

    private static func equal(_ left: GoTemplateValue, _ right: GoTemplateValue) throws -> Bool {
        switch (left, right) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.bool(let a), .bool(let b)): return a == b
        case (.array, _), (.object, _), (_, .array), (_, .object):
            throw Failure("non-comparable type \(left.isComparable ? right.typeName : left.typeName)")
        default: return try compare(left, right) == 0
        }
    }

    /// Go's ordering of two basic values: numbers with numbers, strings with strings.
    private static func compare(_ left: GoTemplateValue, _ right: GoTemplateValue) throws -> Int {
        if let a = left.number, let b = right.number { return a < b ? -1 : a > b ? 1 : 0 }
        if left.isString && right.isString {
            let (a, b) = (left.formatted, right.formatted)
            return a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : a == b ? 0 : 1
        }
        if case .bool = left, case .bool = right { throw Failure("invalid type for comparison") }
        throw Failure("incompatible types for comparison")
    }

    /// Each scalar as `replacement` gives it, or as it is.
    static func escaped(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) { result += replaced } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    private static let htmlEscapes: [Unicode.Scalar: String] = ["<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&#39;",
                                                                "\"": "&#34;", "\0": "\u{FFFD}"]

    private static func html(_ text: String) -> String { escaped(text) { htmlEscapes[$0] } }

    private static let javaScriptEscapes: [Unicode.Scalar: String] = ["\\": "\\\\", "'": "\\'", "\"": "\\\"",
                                                                      "<": "\\u003C", ">": "\\u003E", "&": "\\u0026", "=": "\\u003D"]

    private static func javaScript(_ text: String) -> String {
        escaped(text) { scalar in
            javaScriptEscapes[scalar] ?? (scalar.value < 0x20 ? "\\u" + scalar.value.zeroPadded(4, radix: 16, uppercase: true) : nil)
        }
    }

    /// Go's url.QueryEscape: letters, digits and `-_.~` stay, a space becomes `+`, every other byte `%XX`.
    private static func queryEscape(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: " "): result += "+"
            default:
                result += "%" + byte.zeroPadded(2, radix: 16, uppercase: true)
            }
        }
        return result
    }
}

extension GoTemplateValue {
    var isString: Bool {
        switch self {
        case .string, .styled: return true
        default: return false
        }
    }

    /// Whether Go's `eq` can compare it at all.
    var isComparable: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }
}
