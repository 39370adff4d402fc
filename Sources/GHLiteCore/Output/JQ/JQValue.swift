/// A value as `--jq` computes with it: JSON with jq's numbers (doubles, as jq and gojq compute), read from the
/// `JSONValue` a command exports and printed back as gh prints it.
enum JQValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JQValue])
    case object([String: JQValue])

    static func int(_ value: Int) -> JQValue { .number(Double(value)) }

    init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .number(Double(number))
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(JQValue.init))
        case .object(let members): self = .object(members.mapValues(JQValue.init))
        }
    }

    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// `number (5)`, as jq's errors show a value: its type, then its JSON cut to 11 characters and `...`.
    var description: String {
        if case .null = self { return "null" }
        let json = serialized()
        let shown = json.count > 14 ? String(json.prefix(11)) + "..." : json
        return "\(typeName) (\(shown))"
    }

    /// false and null are false; everything else is true.
    var isTruthy: Bool {
        switch self {
        case .null, .bool(false): false
        default: true
        }
    }

    /// An array index or slice bound: a number, rounded down as jq does.
    var integer: Int? {
        guard case .number(let number) = self, number.isFinite else { return nil }
        return Int(exactly: number.rounded(.down)) ?? (number < 0 ? Int.min / 2 : Int.max / 2)
    }

    /// Object keys in jq's order: by code point.
    static func sortedKeys(_ members: [String: JQValue]) -> [String] {
        members.keys.sorted(by: codePointsAscending)
    }

    static func codePointsAscending(_ left: String, _ right: String) -> Bool {
        left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars) { $0.value < $1.value }
    }
}
