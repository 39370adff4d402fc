/// An answer's JSON as a `JSONValue`, for `--template` and the GraphQL cursor. A number with a fraction (rare in
/// GitHub's answers) is kept as the text Go would print for it, since templates compute with whole numbers.
struct ApiJSON: Decodable {
    var value: JSONValue

    static func parse(_ body: Data) -> JSONValue? {
        try? JSONDecoder().decode(ApiJSON.self, from: body).value
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { value = .null }
        else if let flag = try? container.decode(Bool.self) { value = .bool(flag) }
        else if let number = try? container.decode(Int.self) { value = .int(number) }
        else if let number = try? container.decode(Double.self) { value = .string(GoTemplateValue.format(number)) }
        else if let text = try? container.decode(String.self) { value = .string(text) }
        else if let items = try? container.decode([ApiJSON].self) { value = .array(items.map(\.value)) }
        else { value = .object(try container.decode([String: ApiJSON].self).mapValues(\.value)) }
    }
}
