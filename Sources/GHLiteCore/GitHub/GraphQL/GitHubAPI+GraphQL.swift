/// GraphQL queries and mutations, sent through the same headers, token and error handling as REST requests.
extension GitHubAPI {
    /// `https://api.github.com/graphql`; an Enterprise server's `https://HOST/api/v3` becomes `https://HOST/api/graphql`.
    var graphQLURL: String {
        let enterpriseREST = "/api/v3"
        guard baseURL.hasSuffix(enterpriseREST) else { return baseURL + "/graphql" }
        return String(baseURL.dropLast(enterpriseREST.count)) + "/api/graphql"
    }

    /// Runs a read-only query and returns its `data` with the `errors` GitHub sent beside it (a partial
    /// answer: GitHub says 200 and leaves out, as null, what the token may not see). Errors are read first,
    /// since such `data` may not have the shape the query asked for; with no usable `data`, the first error
    /// is thrown. A query changes nothing, so the transport may retry it like a GET.
    func query<Variables: Encodable, Result: Decodable>(_ document: String, variables: Variables,
                                                         as type: Result.Type) throws -> GraphQLResult<Result> {
        let (response, errors) = try post(document, variables: variables, isIdempotent: true)
        if let error = errors.first {
            guard let data = GitHubJSON.decodeIfPossible(GraphQLData<Result>.self, from: response.body)?.data else {
                throw GraphQLError(error, among: errors.count)
            }
            return GraphQLResult(data: data, errors: errors)
        }
        guard let data = try GitHubJSON.decode(GraphQLData<Result>.self, from: response, url: graphQLURL).data else {
            throw UnexpectedResponseError(status: response.status, url: graphQLURL,
                                          requestID: response.headers["X-GitHub-Request-Id"],
                                          detail: "the answer has neither data nor errors")
        }
        return GraphQLResult(data: data, errors: [])
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
        let body = try JSONEncoder().encode(QueryBody(query: document, variables: variables))
        let response = try send(HTTPRequest(method: "POST", url: graphQLURL,
                                            headers: HTTPHeaders([("Content-Type", "application/json")]),
                                            body: body, isIdempotent: isIdempotent))
        let errors = try GitHubJSON.decode(GraphQLErrors.self, from: response, url: graphQLURL).errors ?? []
        if errors.contains(where: { $0.type == "RATE_LIMITED" }) {
            // GitHub answers a spent GraphQL budget with 200 and this error, not with REST's 403.
            let now = now()
            throw RateLimitError(kind: .primary(resetsAt: RateLimit.reset(of: response, now: now)), now: now,
                                 timeZone: timeZone)
        }
        return (response, errors)
    }
}

/// A query's `data` and the errors that came with it (none, or what GitHub left out of a partial answer).
struct GraphQLResult<Data> {
    var data: Data
    var errors: [GraphQLAnswerError]

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
