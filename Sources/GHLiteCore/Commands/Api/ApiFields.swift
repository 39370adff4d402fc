/// `-f key=value` and `-F key=value` read into the parameters of a request as gh reads them: `key[]=v` appends
/// to an array, `key[sub]=v` nests an object, `key[][sub]=v` fills an array of objects, and `key[]` alone is an empty
/// array. Raw fields come first, then typed ones, each in the order given.
enum ApiFields {
    /// One field as written: where its value goes, and the value (nil for `key[]` with no `=`).
    struct Field: Equatable {
        var written: String
        var keys: [String]
        var value: String?
        /// `-F`: typed, `@file` and placeholders read; `-f`: the text as it is.
        var isTyped = false
    }

    /// Reads `key=value`; a field with neither `=` nor a trailing `[]` is refused as gh refuses it.
    static func field(_ text: String, typed: Bool = false) throws -> Field {
        var keys: [String] = []
        var keyStart: Int?
        var valueStart: Int?
        let bytes = Array(text.utf8)
        scan: for (index, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "["):
                if keyStart == nil { keys.append(slice(bytes, 0..<index)) }
                keyStart = index + 1
            case UInt8(ascii: "]"):
                keys.append(slice(bytes, (keyStart ?? 0)..<index))
            case UInt8(ascii: "="):
                if keyStart == nil { keys.append(slice(bytes, 0..<index)) }
                valueStart = index + 1
                break scan
            default:
                continue
            }
        }
        guard !keys.isEmpty else { throw UsageError("invalid key: \"\(text)\"") }
        guard let valueStart else {
            guard keys.last == "" else { throw UsageError("field \"\(text)\" requires a value separated by an '=' sign") }
            return Field(written: text, keys: keys, value: nil, isTyped: typed)
        }
        return Field(written: slice(bytes, 0..<(valueStart - 1)), keys: keys, value: slice(bytes, valueStart..<bytes.count),
                     isTyped: typed)
    }

    private static func slice(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// A field's JSON value: `-f`'s text as it is, `-F`'s typed (`typed(_:resolveText:)`); nil for `key[]`.
    static func value(of field: Field, resolveText: (String) throws -> String) throws -> JSONValue? {
        guard let value = field.value else { return nil }
        return field.isTyped ? try typed(value, resolveText: resolveText) : .string(value)
    }

    /// `-F`'s typing, gh's: a whole number, `true`, `false` and `null` are JSON values; anything else is text, read
    /// by `resolveText` (`@file`, placeholders).
    static func typed(_ value: String, resolveText: (String) throws -> String) throws -> JSONValue {
        if let number = Int(value) { return .int(number) }
        switch value {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default: return .string(try resolveText(value))
        }
    }

    /// Every field put into one object; `value` turns a field's text into its JSON value.
    static func parameters(_ fields: [Field], value: (Field) throws -> JSONValue?) throws -> [String: JSONValue] {
        var parameters: [String: JSONValue] = [:]
        for field in fields {
            try add(field, value: try field.value == nil ? nil : value(field), to: &parameters)
        }
        return parameters
    }

    /// Where a nested key leads: into an object under `key`, or into the last object of the array under `key`
    /// (a new one when that one already has `next`).
    private enum Step {
        case object(String)
        case arrayItem(String, next: String)
    }

    private static func add(_ field: Field, value: JSONValue?, to parameters: inout [String: JSONValue]) throws {
        var steps: [Step] = []
        var isArray = false
        var key = ""
        for name in field.keys {
            if name.isEmpty {
                isArray = true
                continue
            }
            if !key.isEmpty {
                steps.append(isArray ? .arrayItem(key, next: name) : .object(key))
                isArray = false
            }
            key = name
        }
        try descend(steps[...], into: &parameters) { object in
            if isArray {
                guard let value, value != .null else { object[key] = .array([]); return }
                switch object[key] {
                case nil: object[key] = .array([value])
                case .array(let items)?: object[key] = .array(items + [value])
                case let other?: throw UsageError("expected array type under \"\(key)\", got \(goType(other))")
                }
            } else {
                guard object[key] == nil else { throw UsageError("unexpected override existing field under \"\(key)\"") }
                object[key] = value ?? .null
            }
        }
    }

    private static func descend(_ steps: ArraySlice<Step>, into object: inout [String: JSONValue],
                                _ last: (inout [String: JSONValue]) throws -> Void) throws {
        guard let step = steps.first else { return try last(&object) }
        switch step {
        case .object(let key):
            var child: [String: JSONValue] = [:]
            switch object[key] {
            case nil: break
            case .object(let members)?: child = members
            case let other?: throw UsageError("expected map type under \"\(key)\", got \(goType(other))")
            }
            try descend(steps.dropFirst(), into: &child, last)
            object[key] = .object(child)
        case .arrayItem(let key, let next):
            var items: [JSONValue] = []
            switch object[key] {
            case nil: break
            case .array(let existing)?: items = existing
            case let other?: throw UsageError("expected array type under \"\(key)\", got \(goType(other))")
            }
            var child: [String: JSONValue] = [:]
            if case .object(let members)? = items.last, members[next] == nil || members[next].map(isArray) == true {
                child = members
                items.removeLast()
            }
            try descend(steps.dropFirst(), into: &child, last)
            object[key] = .array(items + [.object(child)])
        }
    }

    private static func isArray(_ value: JSONValue) -> Bool {
        if case .array = value { return true }
        return false
    }

    /// The type Go's `%T` names in gh's messages.
    private static func goType(_ value: JSONValue) -> String {
        switch value {
        case .string: "string"
        case .int: "int"
        case .bool: "bool"
        case .null: "<nil>"
        case .array: "[]interface {}"
        case .object: "map[string]interface {}"
        }
    }
}
