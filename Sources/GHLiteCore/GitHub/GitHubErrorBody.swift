/// The JSON error body GitHub sends: `{message, documentation_url, errors?, status?}`.
struct GitHubErrorBody: Decodable {
    var message: String?
    var documentationURL: String?
    var errors: [GitHubAPIError.FieldError]

    enum CodingKeys: String, CodingKey {
        case message
        case documentationURL = "documentation_url"
        case errors
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        message = try? container.decodeIfPresent(String.self, forKey: .message)
        documentationURL = try? container.decodeIfPresent(String.self, forKey: .documentationURL)
        errors = (try? container.decodeIfPresent([FieldErrorItem].self, forKey: .errors))?.map(\.value) ?? []
    }

    /// An `errors[]` item: GitHub sends objects, but some endpoints send plain strings.
    struct FieldErrorItem: Decodable {
        var value: GitHubAPIError.FieldError

        enum Keys: String, CodingKey { case resource, field, code, message, value }

        init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                value = .init(message: text)
                return
            }
            let container = try decoder.container(keyedBy: Keys.self)
            func string(_ key: Keys) -> String? {
                if let text = try? container.decodeIfPresent(String.self, forKey: key) { return text }
                if let number = try? container.decodeIfPresent(Int.self, forKey: key) { return String(number) }
                return nil
            }
            value = .init(resource: string(.resource), field: string(.field), code: string(.code),
                          message: string(.message), value: string(.value))
        }
    }
}
