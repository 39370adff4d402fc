/// A search in GitHub's syntax, written as gh writes it: the words first, then every `key:value` qualifier in
/// sorted order, a word or value holding a space, a tab, a line break or a double quote in Go's quotes.
public struct IssueSearchTerms: Sendable, Equatable {
    public var keywords: [String] = []
    /// Each qualifier's values (`label` → `["bug", "help wanted"]`).
    public var qualifiers: [String: [String]] = [:]

    public init(keywords: [String] = [], qualifiers: [String: [String]] = [:]) {
        self.keywords = keywords
        self.qualifiers = qualifiers
    }

    public mutating func add(_ key: String, _ value: String) {
        qualifiers[key, default: []].append(value)
    }

    public var isEmpty: Bool { keywords.isEmpty && qualifiers.values.allSatisfy(\.isEmpty) }

    public var text: String {
        let pairs = qualifiers.flatMap { key, values in values.map { "\(key):\(Self.quoted($0))" } }.sorted()
        return (keywords.map(Self.quoted) + pairs).joined(separator: " ").trimmingWhitespace()
    }

    /// Go's `%q` for what needs it (gh's `quote`), the text as it is otherwise.
    static func quoted(_ text: String) -> String {
        guard text.contains(where: { " \"\t\r\n".contains($0) }) else { return text }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{7}": result += "\\a"
            case "\u{8}": result += "\\b"
            case "\u{B}": result += "\\v"
            case "\u{C}": result += "\\f"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\x" + hex(scalar.value, digits: 2)
            case _ where (0x80...0x9F).contains(scalar.value): result += "\\u" + hex(scalar.value, digits: 4)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(digits - text.count, 0)) + text
    }
}
