/// A YAML value as `YAMLSubset` reads it. Scalars stay text: numbers and booleans are not typed,
/// which is all issue templates need.
public indirect enum YAMLValue: Sendable, Equatable {
    case scalar(String)
    case sequence([YAMLValue])
    case mapping([Pair])

    public struct Pair: Sendable, Equatable {
        public var key: String
        public var value: YAMLValue

        public init(_ key: String, _ value: YAMLValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value of `key` in a mapping; nil for a missing key or a value that is not a mapping.
    public subscript(key: String) -> YAMLValue? {
        guard case .mapping(let pairs) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    /// The text of a scalar; nil for an empty one (YAML's null) and for lists and mappings.
    public var string: String? {
        guard case .scalar(let text) = self, !text.isEmpty else { return nil }
        return text
    }

    public var items: [YAMLValue] {
        guard case .sequence(let items) = self else { return [] }
        return items
    }

    /// A list of names as templates write them: a YAML list, or one comma-separated string.
    public var stringList: [String] {
        switch self {
        case .sequence(let items): return items.compactMap(\.string).map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        case .scalar(let text): return text.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        case .mapping: return []
        }
    }

    /// `true`/`yes`/`on` as YAML 1.1 spells them, case-insensitively.
    public var isTrue: Bool {
        guard let text = string?.lowercased() else { return false }
        return ["true", "yes", "on"].contains(text)
    }
}
