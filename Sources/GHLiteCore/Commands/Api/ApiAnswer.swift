/// What gh reads from an answer to `gh api`: whether it is JSON, the error GitHub put in it, the next GraphQL cursor,
/// and the status line and headers `--include` shows.
enum ApiAnswer {
    /// `application/json`, `application/vnd.github+json; charset=utf-8` and the like: gh's `[/+]json(;|$)`.
    static func isJSON(_ response: HTTPResponse) -> Bool {
        guard let type = response.headers["Content-Type"] else { return false }
        var rest = Substring(type)
        while let found = rest.range(of: "json") {
            let before = rest[..<found.lowerBound].last, after = rest[found.upperBound...].first
            if (before == "/" || before == "+") && (after == nil || after == ";") { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }

    /// GitHub's words for a failure, as gh words them: `message (HTTP 404)`, a string `errors` with the message in
    /// parentheses, or each GraphQL error's message on its own line; nil when the body names none.
    static func serverError(in body: Data, status: Int) -> String? {
        struct ErrorBody: Decodable {
            var message: String?
            var errors: Errors?
        }
        enum Errors: Decodable {
            case text(String)
            case list([Item])
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let text = try? container.decode(String.self) { self = .text(text) }
                else { self = .list((try? container.decode([Item].self)) ?? []) }
            }
        }
        enum Item: Decodable {
            case message(String?)
            init(from decoder: any Decoder) throws {
                struct Object: Decodable { var message: String? }
                let container = try decoder.singleValueContainer()
                if let text = try? container.decode(String.self) { self = .message(text) }
                else { self = .message((try? container.decode(Object.self))?.message) }
            }
        }
        guard let parsed = try? JSONDecoder().decode(ErrorBody.self, from: body) else { return nil }
        let message = parsed.message.flatMap { $0.isEmpty ? nil : $0 }
        if case .text(let text)? = parsed.errors, !text.isEmpty {
            return message.map { "\(text) (\($0))" } ?? text
        }
        if let message { return "\(message) (HTTP \(status))" }
        guard case .list(let items)? = parsed.errors else { return nil }
        let messages = items.compactMap { item -> String? in
            if case .message(let text) = item { return text ?? "" }
            return nil
        }
        return messages.isEmpty ? nil : messages.joined(separator: "\n")
    }

    /// The `endCursor` of the first `pageInfo` that says `hasNextPage: true`; nil when there is no next page.
    static func endCursor(in body: JSONValue) -> String? {
        switch body {
        case .object(let members):
            for key in members.keys.sorted() {
                if key == "pageInfo", case .object(let info)? = members[key], case .bool(let hasNext)? = info["hasNextPage"] {
                    guard hasNext, case .string(let cursor)? = info["endCursor"] else { return nil }
                    return cursor
                }
                if let cursor = endCursor(in: members[key]!) { return cursor }
            }
            return nil
        case .array(let items):
            return items.lazy.compactMap(endCursor(in:)).first
        default:
            return nil
        }
    }

    /// `--include`: the status line, then each header as Go names it (`X-Github-Request-Id`), sorted, repeated
    /// names joined with commas, then a blank line.
    static func head(of response: HTTPResponse) -> String {
        var merged: [String: [String]] = [:]
        // The body shown was decoded on the way in, so these describe bytes no one sees (Go drops them too).
        let decoded = response.headers["Content-Encoding"].map { ["gzip", "br", "zstd", "deflate"].contains($0.lowercased()) } ?? false
        for field in response.headers {
            let name = canonical(field.name)
            if decoded && (name == "Content-Encoding" || name == "Content-Length") { continue }
            merged[name, default: []].append(field.value)
        }
        let lines = merged.keys.sorted().map { "\($0): \(merged[$0]!.joined(separator: ", "))\r\n" }
        return "HTTP/1.1 \(response.status) \(reason(response.status))\n"
            + lines.joined() + "\r\n"
    }

    /// Go's `http.StatusText` for what GitHub answers.
    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 409: "Conflict"
        case 410: "Gone"
        case 422: "Unprocessable Entity"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: ""
        }
    }

    private static func canonical(_ name: String) -> String {
        name.split(separator: "-", omittingEmptySubsequences: false)
            .map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
            .joined(separator: "-")
    }
}
