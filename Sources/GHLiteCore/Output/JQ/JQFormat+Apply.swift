/// `@tsv` and `@csv`: an array of scalars as one row, quoted or escaped as jq 1.6 does.
extension JQFormat {
    func apply(to input: JSONValue) throws -> String {
        guard case .array(let items) = input else {
            throw JQError("\(input.jqDescription) cannot be \(rawValue)-formatted, only array")
        }
        let cells = try items.map { item -> String in
            switch item {
            case .null: return ""
            case .bool(let flag): return flag ? "true" : "false"
            case .int(let number): return String(number)
            case .string(let text): return self == .csv ? Self.csvQuoted(text) : Self.tsvEscaped(text)
            // jq 1.6 says "csv" for both formats.
            case .array, .object: throw JQError("\(item.jqDescription) is not valid in a csv row")
            }
        }
        return cells.joined(separator: self == .csv ? "," : "\t")
    }

    private static func csvQuoted(_ text: String) -> String {
        "\"" + text.replacing("\"", with: "\"\"") + "\""
    }

    private static func tsvEscaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\t": escaped += "\\t"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
