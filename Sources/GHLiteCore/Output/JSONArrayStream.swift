/// Writes a JSON array element by element, so a long list is printed as it arrives instead of being
/// held whole; the text is the same as `JSONValue.array(...).serialized(pretty:)`.
public struct JSONArrayStream {
    public var pretty: Bool
    private var count = 0

    public init(pretty: Bool) { self.pretty = pretty }

    public mutating func element(_ value: JSONValue) -> String {
        defer { count += 1 }
        let separator = count == 0 ? "[" : ","
        let indent = pretty ? "\n  " : ""
        return separator + indent + value.serialized(pretty: pretty, indentLevel: 1)
    }

    public func close() -> String {
        count == 0 ? "[]\n" : (pretty ? "\n]\n" : "]\n")
    }
}
