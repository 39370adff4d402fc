/// The part of YAML that issue templates use: block mappings and sequences by indentation, `- key: value`
/// items, plain and quoted scalars (plain ones may continue on more-indented lines), `[a, "b"]` flow lists,
/// `|` and `>` block scalars with `-`/`+` chomping, comments, and one document (`---` first is skipped).
/// Anchors, tags, flow mappings with content and multi-line quoted scalars are reported as errors.
public enum YAMLSubset {
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var message: String

        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }

        public var description: String { "line \(line): \(message)" }
    }

    /// How deep blocks may nest: issue forms need about six levels, and the parser recurses once per level,
    /// so a file of 30,000 `- ` on one line must stop here rather than overflow the stack.
    static let maximumDepth = 64

    public static func parse(_ text: String) throws -> YAMLValue {
        var parser = Parser(text)
        return try parser.document()
    }
}

private struct Line {
    var number: Int
    var indent: Int
    /// The line after its indentation, without a trailing comment or trailing spaces.
    var content: Substring
    var raw: Substring
}

private struct Parser {
    var lines: [Line]
    var index = 0
    var depth = 0

    init(_ text: String) {
        lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated().map { offset, raw in
            let indent = raw.prefix { $0 == " " }.count
            let content = Parser.withoutComment(raw.dropFirst(indent))
            return Line(number: offset + 1, indent: indent, content: content, raw: raw)
        }
    }

    mutating func document() throws -> YAMLValue {
        skipBlank()
        if index < lines.count, lines[index].indent == 0, lines[index].content == "---" { index += 1 }
        skipBlank()
        guard index < lines.count, !isDocumentEnd(lines[index]) else { return .mapping([]) }
        let value = try node(indent: lines[index].indent)
        skipBlank()
        if index < lines.count, !isDocumentEnd(lines[index]) {
            throw failure("unexpected indentation or content")
        }
        return value
    }

    // MARK: Nodes

    mutating func node(indent: Int) throws -> YAMLValue {
        guard depth < YAMLSubset.maximumDepth else {
            throw failure("nested more than \(YAMLSubset.maximumDepth) levels deep; a template needs a few, so fix or remove this file")
        }
        depth += 1
        defer { depth -= 1 }
        let line = lines[index]
        try checkIndentation(line)
        if isSequenceItem(line.content) { return try sequence(indent: line.indent) }
        if try Parser.splitKey(line.content, line: line.number) != nil { return try mapping(indent: line.indent) }
        index += 1
        return try scalarContinuing(line.content, line: line.number, parentIndent: indent - 1)
    }

    mutating func mapping(indent: Int) throws -> YAMLValue {
        var pairs: [YAMLValue.Pair] = []
        // A set beside the pairs: a config file may hold thousands of aliases, and a scan of the pairs per key is
        // quadratic.
        var keys: Set<String> = []
        while true {
            skipBlank()
            guard index < lines.count, !isDocumentEnd(lines[index]) else { break }
            let line = lines[index]
            try checkIndentation(line)
            if line.indent < indent { break }
            if line.indent > indent { throw failure("unexpected indentation") }
            if isSequenceItem(line.content) { break }
            guard let (key, rest) = try Parser.splitKey(line.content, line: line.number) else {
                throw failure("expected \"key: value\"")
            }
            guard keys.insert(key).inserted else { throw failure("\"\(key)\" appears twice") }
            index += 1
            pairs.append(.init(key, try value(after: rest, line: line.number, parentIndent: indent,
                                              sequenceMayShareIndent: true)))
        }
        return .mapping(pairs)
    }

    mutating func sequence(indent: Int) throws -> YAMLValue {
        var items: [YAMLValue] = []
        while true {
            skipBlank()
            guard index < lines.count, !isDocumentEnd(lines[index]) else { break }
            let line = lines[index]
            try checkIndentation(line)
            guard line.indent == indent, isSequenceItem(line.content) else {
                if line.indent > indent { throw failure("unexpected indentation") }
                break
            }
            let afterDash = line.content.dropFirst()
            let rest = afterDash.drop { $0 == " " }
            let restIndent = indent + 1 + (afterDash.count - rest.count)
            if rest.isEmpty || rest.hasPrefix("|") || rest.hasPrefix(">") {
                index += 1
                items.append(try value(after: rest, line: line.number, parentIndent: indent,
                                       sequenceMayShareIndent: false))
            } else if try isSequenceItem(rest) || Parser.splitKey(rest, line: line.number) != nil {
                // `- key: value` (or `- - item`): the rest is the first line of a nested block at its own column.
                lines[index] = Line(number: line.number, indent: restIndent, content: rest, raw: line.raw)
                items.append(try node(indent: restIndent))
            } else {
                index += 1
                items.append(try scalarContinuing(rest, line: line.number, parentIndent: indent))
            }
        }
        return .sequence(items)
    }

    /// The value after `key:` or `-`: nothing (a nested block, or null), a block scalar, or an inline value.
    /// A mapping's value may be a sequence at the key's own indentation (`key:` then `- item`).
    mutating func value(after rest: Substring, line: Int, parentIndent: Int,
                        sequenceMayShareIndent: Bool) throws -> YAMLValue {
        if rest.isEmpty {
            skipBlank()
            guard index < lines.count, !isDocumentEnd(lines[index]) else { return .scalar("") }
            let next = lines[index]
            if next.indent > parentIndent
                || (sequenceMayShareIndent && next.indent == parentIndent && isSequenceItem(next.content)) {
                return try node(indent: next.indent)
            }
            return .scalar("")
        }
        if rest.hasPrefix("|") || rest.hasPrefix(">") {
            return try blockScalar(header: rest, line: line, parentIndent: parentIndent)
        }
        return try scalarContinuing(rest, line: line, parentIndent: parentIndent)
    }

    /// An inline value; a plain scalar continues on following lines indented deeper than its parent.
    mutating func scalarContinuing(_ text: Substring, line: Int, parentIndent: Int) throws -> YAMLValue {
        let value = try Parser.inline(text, line: line)
        guard case .scalar(var folded) = value, let first = text.first, first != "\"", first != "'" else { return value }
        while index < lines.count {
            let next = lines[index]
            if next.content.isEmpty || next.indent <= parentIndent || isSequenceItem(next.content)
                || (try? Parser.splitKey(next.content, line: next.number)) != nil { break }
            folded += " " + next.content
            index += 1
        }
        return .scalar(folded)
    }

    mutating func blockScalar(header: Substring, line: Int, parentIndent: Int) throws -> YAMLValue {
        let folded = header.first == ">"
        var chomping: Character = " "
        var explicitIndent: Int?
        for character in header.dropFirst() {
            if character == "-" || character == "+" {
                chomping = character
            } else if let digit = character.wholeNumberValue, digit > 0 {
                explicitIndent = parentIndent + digit
            } else {
                throw YAMLSubset.Failure(line: line, message: "unsupported block scalar header \"\(header)\"")
            }
        }
        var body: [Substring] = []
        var blockIndent = explicitIndent
        while index < lines.count {
            let raw = lines[index].raw
            let isBlank = raw.allSatisfy { $0 == " " }
            let indent = raw.prefix { $0 == " " }.count
            if !isBlank {
                if indent <= parentIndent { break }
                if blockIndent == nil { blockIndent = indent }
                if indent < blockIndent! { break }
            }
            body.append(isBlank ? "" : raw.dropFirst(blockIndent!))
            index += 1
        }
        var trailingBreaks = 0
        while let last = body.last, last.isEmpty {
            body.removeLast()
            trailingBreaks += 1
        }
        var text = folded ? Parser.fold(body) : body.joined(separator: "\n")
        guard !body.isEmpty else { return .scalar("") }
        switch chomping {
        case "-": break
        case "+": text += String(repeating: "\n", count: trailingBreaks + 1)
        default: text += "\n"
        }
        return .scalar(text)
    }

    // MARK: Lines

    mutating func skipBlank() {
        while index < lines.count, lines[index].content.isEmpty { index += 1 }
    }

    func isDocumentEnd(_ line: Line) -> Bool {
        line.indent == 0 && (line.content == "---" || line.content == "...")
    }

    func isSequenceItem(_ content: Substring) -> Bool {
        content == "-" || content.hasPrefix("- ")
    }

    /// A tab where indentation is: YAML forbids it, and read as text it would make a key of another block (a
    /// tab-indented alias read as a top-level setting).
    func checkIndentation(_ line: Line) throws {
        if line.raw.dropFirst(line.indent).hasPrefix("\t") { throw failure("tabs cannot indent YAML") }
    }

    func failure(_ message: String) -> YAMLSubset.Failure {
        YAMLSubset.Failure(line: index < lines.count ? lines[index].number : lines.count, message: message)
    }

    // MARK: Text

    /// The line without a `# comment` (a `#` at the start or after a space, outside quotes) or trailing spaces.
    static func withoutComment(_ text: Substring) -> Substring {
        var quote: Character?
        var previous: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == "\\" && open == "\"" {
                    index = text.index(after: index)
                } else if character == "'" && open == "'" && text[text.index(after: index)...].first == "'" {
                    index = text.index(after: index) // `''` is a quote inside a single-quoted string.
                } else if character == open {
                    quote = nil
                }
            } else if character == "#" && (previous == nil || previous == " ") {
                return trimmedEnd(text[..<index])
            } else if (character == "\"" || character == "'")
                        && (previous == nil || " :-[,{".contains(previous!)) {
                quote = character
            }
            previous = character
            if index < text.endIndex { index = text.index(after: index) }
        }
        return trimmedEnd(text)
    }

    static func trimmedEnd(_ text: Substring) -> Substring {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)] == " " || text[text.index(before: end)] == "\t" {
            end = text.index(before: end)
        }
        return text[..<end]
    }

    /// `key: rest` or `key:`; the key may be quoted. Nil when the line is not a mapping entry.
    static func splitKey(_ content: Substring, line: Int) throws -> (String, Substring)? {
        if let first = content.first, first == "\"" || first == "'" {
            let (key, end) = try quoted(content, line: line)
            let after = content[end...]
            guard after.hasPrefix(":"), after.count == 1 || after.dropFirst().first == " " else { return nil }
            return (key, after.dropFirst().drop { $0 == " " })
        }
        if content.hasPrefix("[") || content.hasPrefix("{") { return nil }
        var index = content.startIndex
        while let colon = content[index...].firstIndex(of: ":") {
            let next = content.index(after: colon)
            if next == content.endIndex || content[next] == " " {
                let key = trimmedEnd(content[..<colon])
                guard !key.isEmpty else { return nil }
                return (String(key), content[next...].drop { $0 == " " })
            }
            index = next
        }
        return nil
    }

    static func inline(_ text: Substring, line: Int) throws -> YAMLValue {
        guard let first = text.first else { return .scalar("") }
        switch first {
        case "\"", "'":
            let (value, end) = try quoted(text, line: line)
            guard text[end...].allSatisfy({ $0 == " " }) else {
                throw YAMLSubset.Failure(line: line, message: "unexpected text after a quoted string")
            }
            return .scalar(value)
        case "[":
            return try flowSequence(text, line: line)
        case "{":
            guard text.filter({ $0 != " " }) == "{}" else {
                throw YAMLSubset.Failure(line: line, message: "flow mappings ({...}) are not supported")
            }
            return .mapping([])
        case "&", "*", "!":
            throw YAMLSubset.Failure(line: line, message: "anchors, aliases and tags are not supported")
        default:
            let plain = String(text)
            return .scalar(plain == "~" || plain == "null" || plain == "Null" || plain == "NULL" ? "" : plain)
        }
    }

    /// A quoted scalar at the start of `text`, and where it ends.
    static func quoted(_ text: Substring, line: Int) throws -> (String, Substring.Index) {
        let quote = text.first!
        var result = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == quote {
                if quote == "'", next < text.endIndex, text[next] == "'" {
                    result.append("'")
                    index = text.index(after: next)
                    continue
                }
                return (result, next)
            }
            if quote == "\"", character == "\\", next < text.endIndex {
                let (unescaped, after) = try escape(text, at: next, line: line)
                result += unescaped
                index = after
                continue
            }
            result.append(character)
            index = next
        }
        throw YAMLSubset.Failure(line: line, message: "a quoted string is not closed on its line")
    }

    static func escape(_ text: Substring, at index: Substring.Index, line: Int) throws -> (String, Substring.Index) {
        let next = text.index(after: index)
        switch text[index] {
        case "n": return ("\n", next)
        case "t": return ("\t", next)
        case "r": return ("\r", next)
        case "0": return ("\0", next)
        case "\"", "\\", "/", " ": return (String(text[index]), next)
        case "x", "u", "U":
            let length = text[index] == "x" ? 2 : text[index] == "u" ? 4 : 8
            let digits = text[next...].prefix(length)
            guard digits.count == length, let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
                throw YAMLSubset.Failure(line: line, message: "bad escape \\\(text[index])\(digits)")
            }
            return (String(Character(scalar)), digits.endIndex)
        default:
            throw YAMLSubset.Failure(line: line, message: "unknown escape \\\(text[index])")
        }
    }

    /// `[a, "b, c", 'd']`: scalars only.
    static func flowSequence(_ text: Substring, line: Int) throws -> YAMLValue {
        var items: [YAMLValue] = []
        var rest = text.dropFirst().drop { $0 == " " }
        while true {
            if rest.hasPrefix("]") {
                guard rest.dropFirst().allSatisfy({ $0 == " " }) else {
                    throw YAMLSubset.Failure(line: line, message: "unexpected text after ]")
                }
                return .sequence(items)
            }
            guard let first = rest.first else {
                throw YAMLSubset.Failure(line: line, message: "a [list] is not closed on its line")
            }
            if first == "\"" || first == "'" {
                let (value, end) = try quoted(rest, line: line)
                items.append(.scalar(value))
                rest = rest[end...].drop { $0 == " " }
            } else if first == "[" || first == "{" {
                throw YAMLSubset.Failure(line: line, message: "nested flow collections are not supported")
            } else {
                let end = rest.firstIndex { $0 == "," || $0 == "]" } ?? rest.endIndex
                items.append(.scalar(String(trimmedEnd(rest[..<end]))))
                rest = rest[end...]
            }
            if rest.hasPrefix(",") { rest = rest.dropFirst().drop { $0 == " " } }
            else if !rest.hasPrefix("]") {
                throw YAMLSubset.Failure(line: line, message: "expected , or ] in a [list]")
            }
        }
    }

    /// Folded block scalars: lines join with spaces; an empty line is a line break; more-indented lines stay as they are.
    static func fold(_ lines: [Substring]) -> String {
        var result = ""
        var previousWasText = false
        for line in lines {
            if line.isEmpty {
                result += "\n"
                previousWasText = false
            } else if line.hasPrefix(" ") {
                if previousWasText { result += "\n" }
                result += line + "\n"
                previousWasText = false
            } else {
                if previousWasText { result += " " }
                result += line
                previousWasText = true
            }
        }
        if result.hasSuffix("\n") { result.removeLast() }
        return result
    }
}
