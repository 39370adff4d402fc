/// `gh-lite api`: the request built from the options as gh builds it, sent (or taken from `--cache`), and with
/// `--paginate` each next page after it: REST's `Link: rel="next"`, GraphQL's `pageInfo` cursor as `$endCursor`.
public struct ApiModel: Sendable {
    public var environment: ApiModelEnvironment
    /// Where a list stops when GitHub keeps naming a next page, as other lists do.
    static let pageLimit = 1_000

    public init(environment: ApiModelEnvironment) {
        self.environment = environment
    }

    /// Sends the request and hands each answer to `page`, with whether another page follows; `page` throws to stop.
    public func run(_ options: ApiOptions, page: (HTTPResponse, _ hasNextPage: Bool) throws -> Void) throws {
        var repository: RepoRef?
        let fill = { (text: String) throws -> String in
            try ApiPlaceholders.fill(text) {
                if repository == nil { repository = try environment.repository() }
                return repository!
            }
        }
        var parameters = try ApiFields.parameters(options.fields) { field in
            try ApiFields.value(of: field) { text in
                guard text.hasPrefix("@") else { return try fill(text) }
                return String(decoding: try environment.readUserFile(String(text.dropFirst())), as: UTF8.self)
            }
        }
        let isGraphQL = options.endpoint == "graphql"
        var request = APIRequest(method: options.method ?? (parameters.isEmpty && options.input == nil ? "GET" : "POST"),
                                 endpoint: try fill(options.endpoint), headers: HTTPHeaders(options.headers))
        if options.paginate && !isGraphQL {
            request.endpoint = ApiRequestParts.addingLargestPage(to: request.endpoint, unless: parameters)
        }
        if let input = options.input {
            request.endpoint = ApiRequestParts.adding(parameters, to: request.endpoint)
            request.body = try environment.readUserFile(input)
        } else if !parameters.isEmpty {
            if request.method.uppercased() == "GET" {
                request.endpoint = ApiRequestParts.adding(parameters, to: request.endpoint)
            } else {
                request.body = ApiRequestParts.body(parameters, graphQL: isGraphQL)
                if request.headers["Content-Type"] == nil {
                    request.headers.set("Content-Type", "application/json; charset=utf-8")
                }
            }
        }
        var pages = 0
        var seen: Set<String> = []
        while true {
            let response = try answer(request, cacheFor: options.cacheSeconds)
            pages += 1
            var next: APIRequest?
            if options.paginate && isGraphQL {
                if response.status == 200, ApiAnswer.isJSON(response), let body = ApiJSON.parse(response.body),
                   let cursor = ApiAnswer.endCursor(in: body) {
                    parameters["endCursor"] = .string(cursor)
                    next = request
                    next?.body = ApiRequestParts.body(parameters, graphQL: true)
                }
            } else if options.paginate, let link = LinkHeader.next(response.headers["Link"]) {
                guard try stays(on: request.endpoint, link) else {
                    try page(response, false)
                    throw CommandError("refusing to follow a next-page link to another host or from https to plain http: "
                                       + TerminalText.line(link))
                }
                // The next page's URL holds the query already; a body is never sent twice.
                next = APIRequest(method: request.method, endpoint: link, headers: request.headers)
            }
            try page(response, next != nil)
            guard let next else { return }
            let key = next.endpoint + "\n" + String(decoding: next.body ?? Data(), as: UTF8.self)
            guard pages < Self.pageLimit, seen.insert(key).inserted else {
                throw CommandError("GitHub keeps naming a next page (\(pages) read): stopping")
            }
            request = next
        }
    }

    /// A next page is asked for with the user's own `-H` headers (an `Authorization` among them), so it must stay on
    /// the origin of the page it follows: another host, or plain http after https, is refused once the pages read so
    /// far are printed.
    private func stays(on endpoint: String, _ link: String) throws -> Bool {
        let url = endpoint.contains("://") ? endpoint : try environment.apiBaseURL()
        guard let from = RequestOrigin(url), let to = RequestOrigin(link) else { return false }
        return from == to
    }

    private func answer(_ request: APIRequest, cacheFor seconds: Double?) throws -> HTTPResponse {
        guard let seconds, seconds > 0, ApiCache.isCacheable(request) else { return try environment.exchange(request) }
        let now = try environment.now()
        if let data = try environment.loadCachedAnswer(request),
           let kept = ApiCache.decode(data, maximumAge: seconds, now: now) {
            return kept
        }
        let response = try environment.exchange(request)
        if ApiCache.isKept(response) {
            // A cache that cannot be written costs the next run a request, nothing more.
            try? environment.saveCachedAnswer(request, ApiCache.encode(response, storedAt: now))
        }
        return response
    }
}
