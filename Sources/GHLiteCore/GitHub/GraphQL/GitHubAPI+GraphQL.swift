/// GraphQL queries and mutations, sent through the same headers, token and error handling as REST requests.
extension GitHubAPI {
    /// `https://api.github.com/graphql`; an Enterprise server's `https://HOST/api/v3` becomes `https://HOST/api/graphql`.
    var graphQLURL: String {
        guard isEnterprise else { return baseURL + "/graphql" }
        return String(baseURL.dropLast(Self.enterpriseREST.count)) + "/api/graphql"
    }

    private static let enterpriseREST = "/api/v3"

    var isEnterprise: Bool { baseURL.hasSuffix(Self.enterpriseREST) }

    /// Issue types and dependencies came to github.com first: an Enterprise server, known by its host or its
    /// address, is not asked for them.
    var lacksNewIssueFields: Bool { isEnterprise || isEnterpriseHost }

    /// `fields` less what an Enterprise server may lack: asking for a field a server does not have fails the whole
    /// query.
    func available(_ fields: IssueFields) -> IssueFields {
        lacksNewIssueFields ? fields.subtracting([.issueType, .links]) : fields
    }

    /// Runs a read-only query and returns its `data` with the `errors` GitHub sent beside it (a partial
    /// answer: GitHub says 200 and leaves out, as null, what the token may not see). Errors are read first,
    /// since such `data` may not have the shape the query asked for; with no usable `data`, the first error
    /// is thrown. A query changes nothing, so the transport may retry it like a GET.
    func query<Variables: Encodable, Result: Decodable>(_ document: String, variables: Variables,
                                                         as type: Result.Type) throws -> GraphQLResult<Result> {
        try answer(document, variables: variables, as: type, isIdempotent: true)
    }

    /// `mutate` for a document of several mutations: GitHub runs each in order and answers for each, so `data` (a
    /// refused one null) comes back beside the `errors` of those refused. Sent once, as any write.
    func mutateEach<Variables: Encodable, Result: Decodable>(_ document: String, variables: Variables,
                                                             as type: Result.Type) throws -> GraphQLResult<Result> {
        try answer(document, variables: variables, as: type, isIdempotent: false)
    }

    private func answer<Variables: Encodable, Result: Decodable>(_ document: String, variables: Variables,
                                                                 as type: Result.Type,
                                                                 isIdempotent: Bool) throws -> GraphQLResult<Result> {
        let (response, errors) = try post(document, variables: variables, isIdempotent: isIdempotent)
        if let error = errors.first {
            guard let data = GitHubJSON.decodeIfPossible(GraphQLData<Result>.self, from: response.body)?.data else {
                throw GraphQLError(error, among: errors.count)
            }
            return GraphQLResult(data: data, errors: errors, answeredAt: Self.answeredAt(response))
        }
        guard let data = try GitHubJSON.decode(GraphQLData<Result>.self, from: response, url: graphQLURL).data else {
            throw UnexpectedResponseError(status: response.status, url: graphQLURL,
                                          requestID: response.headers["X-GitHub-Request-Id"],
                                          detail: "the answer has neither data nor errors")
        }
        return GraphQLResult(data: data, errors: [], answeredAt: Self.answeredAt(response))
    }

    private static func answeredAt(_ response: HTTPResponse) -> Date? {
        response.headers["Date"].flatMap(HTTPDate.parse)
    }

    /// `query(_:variables:as:)` for the pages of long lists: `data` is read by `read` straight from the bytes in
    /// one pass (`JSONScanner`), with `errors` beside it. An answer it cannot read goes the `Codable` way, so
    /// GitHub's errors and gh-lite's words for a broken answer stay the same.
    func query<Variables: Encodable, Result>(_ document: String, variables: Variables,
                                             reading read: (inout JSONScanner) throws -> Result) throws -> GraphQLResult<Result> {
        let response = try send(document, variables: variables, isIdempotent: true)
        var data: Result?
        var errors: [GraphQLAnswerError] = []
        do {
            try JSONScanner.read(response.body) { json in
                try json.object { json, key in
                    switch key {
                    case "data": data = try json.optional(read)
                    case "errors": errors = try json.optional { try $0.array(GraphQLAnswerError.init(scanning:)) } ?? []
                    default: try json.skip()
                    }
                }
            }
        } catch {
            let errors = try checked(response)
            if let error = errors.first { throw GraphQLError(error, among: errors.count) }
            throw UnexpectedResponseError(status: response.status, url: graphQLURL,
                                          requestID: response.headers["X-GitHub-Request-Id"],
                                          detail: "the body is not the JSON gh-lite expected")
        }
        try throwIfRateLimited(errors, response)
        guard let data else {
            if let error = errors.first { throw GraphQLError(error, among: errors.count) }
            throw UnexpectedResponseError(status: response.status, url: graphQLURL,
                                          requestID: response.headers["X-GitHub-Request-Id"],
                                          detail: "the answer has neither data nor errors")
        }
        return GraphQLResult(data: data, errors: errors)
    }

    /// Runs a mutation: sent once, never retried once it may have reached GitHub (the transport resends only a
    /// request whose connection never opened), and any `errors` entry is a failure, since GitHub may have
    /// changed part of what was asked and a partial write is not a success to build on.
    func mutate<Variables: Encodable, Result: Decodable>(_ document: String, variables: Variables,
                                                          as type: Result.Type) throws -> Result {
        let (response, errors) = try post(document, variables: variables, isIdempotent: false)
        if let error = errors.first { throw GraphQLError(error, among: errors.count) }
        guard let data = try GitHubJSON.decode(GraphQLData<Result>.self, from: response, url: graphQLURL).data else {
            throw UnexpectedResponseError(status: response.status, url: graphQLURL,
                                          requestID: response.headers["X-GitHub-Request-Id"],
                                          detail: "the answer has neither data nor errors")
        }
        return data
    }

    /// Sends a query or a mutation and reads GitHub's `errors`, throwing on a spent rate limit.
    private func post<Variables: Encodable>(_ document: String, variables: Variables,
                                            isIdempotent: Bool) throws -> (HTTPResponse, [GraphQLAnswerError]) {
        let response = try send(document, variables: variables, isIdempotent: isIdempotent)
        return (response, try checked(response))
    }

    private func send<Variables: Encodable>(_ document: String, variables: Variables,
                                            isIdempotent: Bool) throws -> HTTPResponse {
        let body = try JSONEncoder().encode(QueryBody(query: document, variables: variables))
        return try send(HTTPRequest(method: "POST", url: graphQLURL,
                                    headers: HTTPHeaders([("Content-Type", "application/json")]),
                                    body: body, isIdempotent: isIdempotent))
    }

    /// GitHub's `errors` in `response`, read with `Codable`; throws when the body is not JSON or the rate limit is spent.
    private func checked(_ response: HTTPResponse) throws -> [GraphQLAnswerError] {
        let errors = try GitHubJSON.decode(GraphQLErrors.self, from: response, url: graphQLURL).errors ?? []
        try throwIfRateLimited(errors, response)
        return errors
    }

    private func throwIfRateLimited(_ errors: [GraphQLAnswerError], _ response: HTTPResponse) throws {
        if errors.contains(where: { $0.type == "RATE_LIMITED" }) {
            // GitHub answers a spent GraphQL budget with 200 and this error, not with REST's 403.
            let now = try now()
            throw RateLimitError(kind: .primary(resetsAt: RateLimit.reset(of: response, now: now)), now: now,
                                 timeZone: timeZone)
        }
    }
}

/// A query's `data` and the errors that came with it (none, or what GitHub left out of a partial answer).
struct GraphQLResult<Data> {
    var data: Data
    var errors: [GraphQLAnswerError]
    /// GitHub's clock when it answered (the `Date` header), when it said.
    var answeredAt: Date? = nil

    /// What to throw when the answer has no `repository`: GitHub's own error when it sent one, else its
    /// NOT_FOUND wording.
    func missingRepository(_ repo: RepoRef) -> GraphQLError {
        errors.first.map { GraphQLError($0, among: errors.count) }
            ?? GraphQLError(type: "NOT_FOUND", message: "Could not resolve to a Repository with the name '\(repo)'.")
    }
}

/// The `data` of a mutation whose payload gh-lite does not read: success is the absence of `errors`.
struct IgnoredAnswer: Decodable {}

/// One item of GitHub's `errors`: its `type` (`NOT_FOUND`, `FORBIDDEN`, ...) when it has one, and its message.
struct GraphQLAnswerError: Decodable {
    var type: String?
    var message: String
    /// The first key of its `path`: the field (or the alias, in a document of several mutations) it is about.
    var alias: String?

    enum CodingKeys: String, CodingKey { case type, message, path }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decodeIfPresent(String.self, forKey: .type)
        message = try container.decode(String.self, forKey: .message)
        // A path mixes keys and list indexes; only a leading key is kept.
        var path = try? container.nestedUnkeyedContainer(forKey: .path)
        alias = try? path?.decode(String.self)
    }

    init(scanning json: inout JSONScanner) throws {
        var type: String?, message: String?
        try json.object { json, key in
            switch key {
            case "type": type = try json.optional { try $0.string() }
            case "message": message = try json.string()
            default: try json.skip()
            }
        }
        guard let message else { throw JSONScanner.Malformed() }
        self.type = type
        self.message = message
    }
}

private struct GraphQLErrors: Decodable {
    var errors: [GraphQLAnswerError]?
}

private struct GraphQLData<Result: Decodable>: Decodable {
    var data: Result?
}

/// The variables of a mutation that takes one `input` object, as GitHub's mutations do.
struct MutationInput<Input: Encodable>: Encodable {
    var input: Input
}

private struct QueryBody<Variables: Encodable>: Encodable {
    var query: String
    var variables: Variables
}
