/// The JSON coders GitHub's REST API needs: ISO 8601 dates, explicit CodingKeys everywhere.
enum GitHubJSON {
    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    static func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse, url: String) throws -> T {
        guard JSONValueCount.isWithinLimit(response.body) else { throw tooManyValues(response, url) }
        do {
            return try decoder().decode(type, from: response.body)
        } catch {
            throw unreadable(response, url)
        }
    }

    /// The body read in one pass by `read` (`JSONScanner`, for pages read in bulk), with `decode`'s error for a
    /// body that is not what gh-lite expects. The scanner bounds nesting itself and builds no tree, so values
    /// are counted (`JSONValueCount`) only to say why a body it could not read was refused.
    static func scan<T>(_ response: HTTPResponse, url: String, _ read: (inout JSONScanner) throws -> T) throws -> T {
        do {
            return try JSONScanner.read(response.body, read)
        } catch {
            guard JSONValueCount.isWithinLimit(response.body) else { throw tooManyValues(response, url) }
            throw unreadable(response, url)
        }
    }

    private static func tooManyValues(_ response: HTTPResponse, _ url: String) -> UnexpectedResponseError {
        unexpected(response, url, "the body holds more JSON values than any GitHub answer (over \(JSONValueCount.limit))")
    }

    private static func unreadable(_ response: HTTPResponse, _ url: String) -> UnexpectedResponseError {
        unexpected(response, url, response.body.isEmpty ? "the body is empty" : "the body is not the JSON gh-lite expected")
    }

    private static func unexpected(_ response: HTTPResponse, _ url: String, _ detail: String) -> UnexpectedResponseError {
        UnexpectedResponseError(status: response.status, url: url, requestID: response.headers["X-GitHub-Request-Id"],
                                detail: detail)
    }

    /// The body as `type`, or nil when it is something else (or too many values to read: see `JSONValueCount`).
    static func decodeIfPossible<T: Decodable>(_ type: T.Type, from body: Data) -> T? {
        guard JSONValueCount.isWithinLimit(body) else { return nil }
        return try? decoder().decode(type, from: body)
    }
}

/// GitHub answered, but not with anything gh-lite can read (HTML, truncated JSON, a changed shape).
public struct UnexpectedResponseError: UserFacingError, Equatable {
    public var status: Int
    public var url: String
    public var requestID: String?
    public var detail: String

    public var userMessage: String {
        var text = "unexpected answer from GitHub (HTTP \(status), \(url)): \(detail)"
        if let requestID, !requestID.isEmpty { text += "; request id \(requestID)" }
        return text + "; try again later"
    }

    public var exitCode: ExitCode { .error }
}
