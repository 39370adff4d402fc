/// One HTTP request as the core describes it; the transport decides how it travels.
public struct HTTPRequest: Sendable, Equatable {
    public var method: String
    public var url: String
    public var headers: HTTPHeaders
    public var body: Data?
    /// Whether sending it twice does no harm, so that a transport may retry it: a GET, or a POST that
    /// only reads (a GraphQL query).
    public var isIdempotent: Bool

    public init(method: String = "GET", url: String, headers: HTTPHeaders = HTTPHeaders(), body: Data? = nil,
                isIdempotent: Bool? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.isIdempotent = isIdempotent ?? (method == "GET" || method == "HEAD")
    }
}
