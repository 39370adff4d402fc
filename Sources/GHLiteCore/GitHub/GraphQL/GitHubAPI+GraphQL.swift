/// GraphQL queries, sent through the same headers, token and error handling as REST requests.
extension GitHubAPI {
    /// `https://api.github.com/graphql`; an Enterprise server's `https://HOST/api/v3` becomes `https://HOST/api/graphql`.
    var graphQLURL: String {
        let enterpriseREST = "/api/v3"
        guard baseURL.hasSuffix(enterpriseREST) else { return baseURL + "/graphql" }
        return String(baseURL.dropLast(enterpriseREST.count)) + "/api/graphql"
    }

    /// Runs a read-only query and returns its `data`. A query changes nothing, so the transport may
    /// retry it like a GET.
    func query<Variables: Encodable, Result: Decodable>(_ document: String, variables: Variables,
                                                         as type: Result.Type) throws -> Result {
        let body = try JSONEncoder().encode(QueryBody(query: document, variables: variables))
        let response = try send(HTTPRequest(method: "POST", url: graphQLURL,
                                            headers: HTTPHeaders([("Content-Type", "application/json")]),
                                            body: body, isIdempotent: true))
        let answer = try GitHubJSON.decode(GraphQLAnswer<Result>.self, from: response, url: graphQLURL)
        if let error = answer.errors?.first {
            if error.type == "RATE_LIMITED" {
                // GitHub answers a spent GraphQL budget with 200 and this error, not with REST's 403.
                let now = now()
                throw RateLimitError(kind: .primary(resetsAt: RateLimit.reset(of: response, now: now)), now: now,
                                     timeZone: timeZone)
            }
            throw GraphQLError(type: error.type, message: error.message)
        }
        guard let data = answer.data else {
            throw UnexpectedResponseError(status: response.status, url: graphQLURL,
                                          requestID: response.headers["X-GitHub-Request-Id"],
                                          detail: "the answer has neither data nor errors")
        }
        return data
    }
}

private struct QueryBody<Variables: Encodable>: Encodable {
    var query: String
    var variables: Variables
}

/// GitHub's envelope: `data`, `errors`, or both (a partial answer).
struct GraphQLAnswer<Result: Decodable>: Decodable {
    struct Error: Decodable {
        var type: String?
        var message: String
    }

    var data: Result?
    var errors: [Error]?
}
