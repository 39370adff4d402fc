/// A search in GitHub's syntax, written as gh writes it: the words first, then every `key:value` qualifier in
/// sorted order.
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

    public var text: String {
        let pairs = qualifiers.flatMap { key, values in values.map { "\(key):\(Self.quoted($0))" } }.sorted()
        return (keywords.map(Self.quoted) + pairs).joined(separator: " ").trimmingWhitespace()
    }

    /// Quoted as gh quotes (Go's `%q`) when it holds a space, a tab, a line break or a double quote; as it is
    /// otherwise. JSON's string syntax is Go's for every character a search holds (they spell other controls apart).
    static func quoted(_ text: String) -> String {
        guard text.contains(where: { " \"\t\r\n".contains($0) }) else { return text }
        return JSONValue.string(text).serialized(pretty: false)
    }
}
