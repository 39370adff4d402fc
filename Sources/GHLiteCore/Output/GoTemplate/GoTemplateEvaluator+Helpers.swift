/// gh's template helpers (go-gh's `pkg/template`), with gh-lite's rules for output: text from GitHub that they
/// print is made safe on a terminal.
extension GoTemplateEvaluator {
    typealias Failure = GoTemplateFunctions.Failure

    func helper(_ name: String, _ arguments: [GoTemplateValue], at position: GoTemplatePosition) throws -> GoTemplateValue {
        switch name {
        case "color", "autocolor":
            try GoTemplateFunctions.count(arguments, name, 2)
            let style = try string(arguments[0])
            let text = try arguments[1].scalarText()
            let code = try ANSIColorStyle.code(style)
            // gh 2.23 colours with `color` only where `autocolor` would: piped or under NO_COLOR it is the text.
            guard destination.style.enabled else { return arguments[1].isStyled ? arguments[1] : .string(text) }
            return .styled(code + (arguments[1].isStyled ? text : safe(text)) + "\u{1B}[0m")
        case "hyperlink":
            try GoTemplateFunctions.count(arguments, name, 2)
            let link = try string(arguments[0])
            let text = try string(arguments[1])
            let shown = text.isEmpty ? link : text
            // An OSC 8 link wherever the output goes, as gh's is: a terminal that knows none shows the text.
            return .styled("\u{1B}]8;;" + TerminalText.line(link) + "\u{1B}\\" + safe(shown) + "\u{1B}]8;;\u{1B}\\")
        case "join":
            try GoTemplateFunctions.count(arguments, name, 2)
            let separator = try string(arguments[0])
            return .string(try list(arguments[1]).map { try GoTemplateValue($0).scalarText() }.joined(separator: separator))
        case "pluck":
            try GoTemplateFunctions.count(arguments, name, 2)
            let field = try string(arguments[0])
            return .array(try list(arguments[1]).map { item in
                guard case .object(let members) = item else { throw Failure("pluck needs a list of objects, not one of \(GoTemplateValue(item).typeName)") }
                return members[field] ?? .null
            })
        case "tablerow":
            let cells = try arguments.map { argument in
                do {
                    let text = try argument.scalarText()
                    return argument.isStyled ? text : TerminalText.line(GoTemplateTable.firstLine(text))
                } catch let failure as Failure {
                    throw Failure("failed to write table row: \(failure.message)")
                }
            }
            // Kept until the table is rendered: charged now, so that rows added in a loop stop at the cap.
            try charge(cells.reduce(16) { $0 + 16 + $1.utf8.count }, at: position)
            table.add(cells)
            return .string("")
        case "tablerender":
            try GoTemplateFunctions.count(arguments, name, 0)
            try flushTable()
            return .string("")
        case "timeago":
            try GoTemplateFunctions.count(arguments, name, 1)
            return .string(Self.timeAgo(try time(arguments[0]), now: try destination.now()))
        case "timefmt":
            try GoTemplateFunctions.count(arguments, name, 2)
            return .string(GoTimeLayout.format(try time(arguments[1]), layout: try string(arguments[0])))
        case "truncate":
            try GoTemplateFunctions.count(arguments, name, 2)
            guard let width = arguments[0].integer else { throw Failure("expected an integer width; got \(arguments[0].typeName)") }
            switch arguments[1] {
            case .null: return .string("")
            case .string(let text): return .string(GoTemplateTable.truncate(text, to: width))
            case .styled(let text): return .styled(GoTemplateTable.truncate(text, to: width))
            default: throw Failure("invalid value; expected string, got \(arguments[1].typeName)")
            }
        default:
            throw Failure("unsupported function \(name.debugDescription)")
        }
    }

    private func string(_ value: GoTemplateValue) throws -> String {
        guard value.isString else { throw Failure("wrong type for value; expected string; got \(value.typeName)") }
        return value.formatted
    }

    private func list(_ value: GoTemplateValue) throws -> [JSONValue] {
        switch value {
        case .array(let items): return items
        case .null: return []
        default: throw Failure("wrong type for value; expected []interface {}; got \(value.typeName)")
        }
    }

    private func time(_ value: GoTemplateValue) throws -> Date {
        let text = try string(value)
        guard let date = ISO8601.parse(text) else {
            throw Failure("parsing time \(text.debugDescription) as \"2006-01-02T15:04:05Z07:00\": not an RFC 3339 time")
        }
        return date
    }

    /// go-gh's timeAgo: "just now", then minutes, hours, days, months (of 30 days) and years, counted down.
    static func timeAgo(_ date: Date, now: Date) -> String {
        let ago = now.timeIntervalSince(date)
        func count(_ number: Double, _ unit: String) -> String {
            let whole = Int(min(number, 1e15).rounded(.towardZero))
            return "\(whole) \(unit)\(whole == 1 ? "" : "s") ago"
        }
        switch ago {
        case ..<60: return "just now"
        case ..<3600: return count(ago / 60, "minute")
        case ..<86_400: return count(ago / 3600, "hour")
        case ..<(30 * 86_400): return count(ago / 86_400, "day")
        case ..<(365 * 86_400): return count(ago / 86_400 / 30, "month")
        default: return count(ago / 86_400 / 365, "year")
        }
    }
}
