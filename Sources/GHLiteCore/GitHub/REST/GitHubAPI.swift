/// Sends REST requests to one GitHub API: the standard headers, the token (read afresh for every
/// request, and only for this API's own origin), and GitHub's error bodies turned into errors.
public struct GitHubAPI: Sendable {
    public var transport: HTTPTransport
    public var baseURL: String
    /// The host users know (`github.com`), for messages.
    public var host: String
    public var token: @Sendable () throws -> AuthToken?
    /// For rate-limit messages ("resets in 12 minutes"): the `Clock`'s.
    public var now: @Sendable () throws -> Date
    /// The user's clock, for "resets at 14:05".
    public var timeZone: TimeZone
    /// Says (one line, no newline) that an answer was read but GitHub left part of it out (`IncompleteAnswers`).
    public var notice: @Sendable (String) -> Void
    /// A line for `GH_DEBUG=api` only (no newline): what gh-lite made of an answer it did not take as sent.
    public var debugNote: @Sendable (String) -> Void
    /// How reads that need not wait for each other are sent: one after another unless the live transport can
    /// carry several at once.
    public var parallel = ParallelReads.serial
    /// `GH_HOST` names an Enterprise server, whatever address its API is reached at (`isEnterprise`).
    public var isEnterpriseHost = false
    /// The variable a token for this host is read from, for "not signed in" (`Configuration.tokenVariables`).
    public var tokenVariable = "GH_TOKEN"

    public init(transport: HTTPTransport, baseURL: String, host: String,
                token: @escaping @Sendable () throws -> AuthToken?, now: @escaping @Sendable () throws -> Date = { throw Unimplemented("GitHubAPI.now") },
                timeZone: TimeZone = .current, notice: @escaping @Sendable (String) -> Void = { _ in },
                debugNote: @escaping @Sendable (String) -> Void = { _ in }) {
        self.transport = transport
        self.baseURL = baseURL
        self.host = host
        self.token = token
        self.now = now
        self.timeZone = timeZone
        self.notice = notice
        self.debugNote = debugNote
    }

    public func url(_ path: String, _ query: [(String, String?)] = []) -> String {
        URLQuery.url(baseURL, path, query)
    }

    public func get(_ url: String) throws -> HTTPResponse {
        try send(HTTPRequest(method: "GET", url: url))
    }

    public func get<T: Decodable>(_ type: T.Type, _ url: String) throws -> (T, HTTPResponse) {
        let response = try get(url)
        return (try GitHubJSON.decode(type, from: response, url: url), response)
    }

    /// `body` as JSON (keys sorted, slashes as they are), sent as any write is: once.
    func sendJSON(_ method: String, _ url: String, _ body: some Encodable) throws -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try send(HTTPRequest(method: method, url: url, headers: HTTPHeaders([("Content-Type", "application/json")]),
                                    body: try encoder.encode(body)))
    }

    public func send(_ request: HTTPRequest) throws -> HTTPResponse {
        var request = request
        request.headers.set("Accept", "application/vnd.github+json")
        let (response, token) = try exchange(request)
        guard response.isSuccess || response.status == 304 else {
            throw try error(for: response, url: request.url, token: token)
        }
        return response
    }

    /// `request` with gh-lite's headers (an `Accept` or `Authorization` given is kept) and the token, which goes to this
    /// API's own origin only; GitHub's answer comes back whatever its status, for `gh-lite api` to show as it came.
    public func exchange(_ request: HTTPRequest) throws -> (HTTPResponse, AuthToken) {
        var request = request
        if request.headers["Accept"] == nil { request.headers.set("Accept", "application/vnd.github+json") }
        request.headers.set("X-GitHub-Api-Version", "2022-11-28")
        request.headers.set("User-Agent", "gh-lite/\(GHLiteVersion.current)")
        guard let token = try token() else {
            throw AuthenticationError(host: host, reason: .notSignedIn, tokenVariable: tokenVariable)
        }
        // An `Authorization` the caller wrote (`api -H`) is kept, as gh keeps it.
        if try mayAttachToken(to: request.url), request.headers["Authorization"] == nil {
            request.headers.set("Authorization", "Bearer \(token.value)")
        }
        return (try transport.send(request), token)
    }

    private func mayAttachToken(to url: String) throws -> Bool {
        guard let apiOrigin = RequestOrigin(baseURL) else {
            throw CommandError("refusing to send a token to \(baseURL): gh-lite cannot tell which host that is "
                               + "(use an https URL with a plain ASCII host name)")
        }
        guard RequestOrigin(url) == apiOrigin else { return false }
        guard apiOrigin.maySeeToken else {
            throw CommandError("refusing to send a token over plain http to \(apiOrigin.host): use an https API URL")
        }
        return true
    }

    private func error(for response: HTTPResponse, url: String, token: AuthToken) throws -> any Error {
        let body = GitHubJSON.decodeIfPossible(GitHubErrorBody.self, from: response.body)
        let message = body?.message ?? Self.statusText(response.status)
        if response.status == 401 {
            return AuthenticationError(host: host, reason: .rejected(status: 401, message: message, source: token.source))
        }
        let now = try now()
        if let reset = RateLimit.primaryReset(of: response, now: now) {
            return RateLimitError(kind: .primary(resetsAt: reset), now: now, timeZone: timeZone)
        }
        if let wait = RateLimit.secondaryWait(of: response) {
            return RateLimitError(kind: .secondary(retryAfter: wait), now: now, timeZone: timeZone)
        }
        return GitHubAPIError(status: response.status, message: message, documentationURL: body?.documentationURL,
                              errors: body?.errors ?? [], requestID: response.headers["X-GitHub-Request-Id"], url: url)
    }

    static func statusText(_ status: Int) -> String {
        switch status {
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 410: return "Gone"
        case 422: return "Unprocessable Entity"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 504: return "Gateway Timeout"
        default: return "HTTP error"
        }
    }
}
