/// `fromjson`: JSON text read into a value, through Foundation's decoder.
extension JQValue: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let flag = try? container.decode(Bool.self) { self = .bool(flag) }
        else if let number = try? container.decode(Double.self) { self = .number(number) }
        else if let text = try? container.decode(String.self) { self = .string(text) }
        else if let items = try? container.decode([JQValue].self) { self = .array(items) }
        else { self = .object(try container.decode([String: JQValue].self)) }
    }

    init(parsing text: String) throws {
        do {
            self = try JSONDecoder().decode(JQValue.self, from: Data(text.utf8))
        } catch {
            throw JQError("\(text.count > 11 ? String(text.prefix(11)) + "..." : text) (while parsing '\(text.prefix(40))') is not valid JSON")
        }
    }
}
