/// A value while a template runs: the JSON being formatted, a literal of the template, or text a function made.
/// Numbers from GitHub are whole; `float` is for literals like `1.5`.
enum GoTemplateValue: Equatable {
    case string(String)
    /// Text carrying gh-lite's own escapes (colour, hyperlinks); any text from GitHub in it was made safe when it was
    /// built, so it is printed as it is.
    case styled(String)
    case int(Int)
    case float(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    init(_ json: JSONValue) {
        switch json {
        case .string(let text): self = .string(text)
        case .int(let number): self = .int(number)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        case .array(let items): self = .array(items)
        case .object(let members): self = .object(members)
        }
    }

    /// Go's truth: false, zero, nil and empty strings, arrays and maps are false.
    var isTrue: Bool {
        switch self {
        case .string(let text), .styled(let text): return !text.isEmpty
        case .int(let number): return number != 0
        case .float(let number): return number != 0
        case .bool(let flag): return flag
        case .null: return false
        case .array(let items): return !items.isEmpty
        case .object(let members): return !members.isEmpty
        }
    }

    /// The type Go would name for the decoded JSON (all JSON numbers are float64 to Go).
    var typeName: String {
        switch self {
        case .string, .styled: return "string"
        case .int, .float: return "float64"
        case .bool: return "bool"
        case .null: return "<nil>"
        case .array: return "[]interface {}"
        case .object: return "map[string]interface {}"
        }
    }

    /// A whole number, as the functions that take one (`index`, `slice`, `truncate`) accept it.
    var integer: Int? {
        switch self {
        case .int(let number): return number
        case .float(let number) where number.rounded() == number && abs(number) < 1e18: return Int(number)
        default: return nil
        }
    }

    var number: Double? {
        switch self {
        case .int(let number): return Double(number)
        case .float(let number): return number
        default: return nil
        }
    }

    /// How `{{.}}` prints it: as Go's fmt prints the value, `<no value>` for nothing.
    var printed: String {
        if case .null = self { return "<no value>" }
        return formatted
    }

    /// Go's `%v`: `[a b]` for arrays, `map[k:v]` with sorted keys for objects, `<nil>` for null.
    var formatted: String {
        switch self {
        case .string(let text), .styled(let text): return text
        case .int(let number): return String(number)
        case .float(let number): return Self.format(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "<nil>"
        case .array(let items): return "[" + items.map { GoTemplateValue($0).formatted }.joined(separator: " ") + "]"
        case .object(let members):
            return "map[" + members.keys.sorted().map { "\($0):\(GoTemplateValue(members[$0]!).formatted)" }
                .joined(separator: " ") + "]"
        }
    }

    /// gh's `jsonScalarToString`, for `join`, `color` and table cells: whole numbers without decimals, others
    /// with two, null as nothing; arrays and objects are refused.
    func scalarText() throws -> String {
        switch self {
        case .string(let text), .styled(let text): return text
        case .int(let number): return String(number)
        case .float(let number):
            return number.rounded() == number && abs(number) < 1e18 ? String(Int(number)) : number.printed("%.2f")
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return ""
        case .array, .object: throw GoTemplateFunctions.Failure("cannot convert type to string: \(formatted)")
        }
    }

    /// Go's `%v` of a float64: the shortest form, with an exponent for very large or small numbers.
    static func format(_ number: Double) -> String {
        if number.rounded() == number && abs(number) < 1e18 { return String(Int(number)) }
        return String(number)
    }
}
