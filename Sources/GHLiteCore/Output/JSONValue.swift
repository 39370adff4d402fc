/// A JSON value gh-lite writes for `--json`, serialised the way gh does: keys sorted,
/// indented on a terminal, compact when piped, non-ASCII text kept as it is.
public enum JSONValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    public static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    public static func date(_ value: Date?) -> JSONValue {
        value.map { .string(ISO8601.format($0)) } ?? .null
    }

    public func serialized(pretty: Bool) -> String {
        serialized(pretty: pretty, indentLevel: 0)
    }

    /// As nested `indentLevel` deep: for writing the elements of an array one at a time.
    public func serialized(pretty: Bool, indentLevel: Int) -> String {
        var output = ""
        write(to: &output, pretty: pretty, indent: indentLevel)
        return output
    }

    private func write(to output: inout String, pretty: Bool, indent: Int) {
        let newline = pretty ? "\n" : ""
        let pad = { (level: Int) in pretty ? String(repeating: "  ", count: level) : "" }
        switch self {
        case .string(let text): Self.writeString(text, to: &output)
        case .int(let number): output += String(number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "[" + newline
            for (index, item) in items.enumerated() {
                output += pad(indent + 1)
                item.write(to: &output, pretty: pretty, indent: indent + 1)
                output += (index < items.count - 1 ? "," : "") + newline
            }
            output += pad(indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{" + newline
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                output += pad(indent + 1)
                Self.writeString(key, to: &output)
                output += pretty ? ": " : ":"
                members[key]!.write(to: &output, pretty: pretty, indent: indent + 1)
                output += (index < keys.count - 1 ? "," : "") + newline
            }
            output += pad(indent) + "}"
        }
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            // Every character that acts on a terminal, not only those JSON must escape: the same string to a
            // JSON reader, but C1 controls and direction overrides never reach a terminal that shows it.
            case _ where TerminalText.isControl(scalar):
                // Past U+FFFF (tags), JSON's escape is the UTF-16 pair.
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
