/// A request `gh-lite api` sends as the user wrote it.
public struct APIRequest: Sendable, Equatable {
    public var method: String
    /// `repos/o/r/issues` or `/user` (under the API's root), `graphql`, or a whole `https://...` URL.
    public var endpoint: String
    public var headers: HTTPHeaders
    public var body: Data?

    public init(method: String, endpoint: String, headers: HTTPHeaders = HTTPHeaders(), body: Data? = nil) {
        self.method = method
        self.endpoint = endpoint
        self.headers = headers
        self.body = body
    }
}
