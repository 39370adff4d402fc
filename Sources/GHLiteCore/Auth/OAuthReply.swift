/// The fields of an OAuth endpoint's reply, whichever way GitHub encoded it: a JSON object (numbers as text)
/// or a form-encoded body. Read from the body itself, so a wrong `Content-Type` does not matter.
enum OAuthReply {
    static func fields(_ response: HTTPResponse) -> [String: String]? {
        guard JSONValueCount.isWithinLimit(response.body) else { return nil }
        let text = String(decoding: response.body, as: UTF8.self).trimmingWhitespace()
        if text.hasPrefix("{") {
            let object = try? JSONDecoder().decode([String: Scalar].self, from: Data(text.utf8))
            return object?.compactMapValues(\.text)
        }
        guard text.contains("="), !text.hasPrefix("<") else { return nil }
        return FormEncoding.decode(text)
    }

    /// Seconds as GitHub writes them (`5`, `"5"`, or `5.0`), rounded up; nil when `ServerNumber` finds no usable
    /// value for `field` (`nan`, a negative, more than a day), which `note` hears about.
    static func seconds(_ fields: [String: String], _ field: ServerNumber.Field,
                        note: (String) -> Void) -> Int? {
        ServerNumber.read(fields[field.name], as: field, note: note).map { Int($0.rounded(.up)) }
    }

    /// One JSON value as text; objects, arrays and nulls are dropped.
    private struct Scalar: Decodable {
        var text: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(String.self) {
                text = value
            } else if let value = try? container.decode(Int.self) {
                text = String(value)
            } else if let value = try? container.decode(Double.self) {
                text = String(value)
            } else if let value = try? container.decode(Bool.self) {
                text = String(value)
            }
        }
    }
}
