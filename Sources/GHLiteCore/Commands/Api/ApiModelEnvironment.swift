/// All `ApiModel` may do. Every closure starts out throwing "unimplemented: ApiModelEnvironment.NAME" (that is
/// `.failing`).
public struct ApiModelEnvironment: Sendable {
    /// Sends one request as written and returns GitHub's answer, whatever its status.
    public var exchange: @Sendable (_ request: APIRequest) throws -> HTTPResponse
        = { _ in throw Unimplemented("ApiModelEnvironment.exchange") }
    /// A file the user named (`-F key=@file`, `--input file`); `-` is standard input.
    public var readUserFile: @Sendable (_ path: String) throws -> Data
        = { _ in throw Unimplemented("ApiModelEnvironment.readUserFile") }
    /// The repository `{owner}` and `{repo}` stand for: the one other commands would use here.
    public var repository: @Sendable () throws -> RepoRef
        = { throw Unimplemented("ApiModelEnvironment.repository") }
    /// What `--cache` stored for `request` (`ApiCache.encode`), or nil.
    public var loadCachedAnswer: @Sendable (_ request: APIRequest) throws -> Data?
        = { _ in throw Unimplemented("ApiModelEnvironment.loadCachedAnswer") }
    public var saveCachedAnswer: @Sendable (_ request: APIRequest, _ data: Data) throws -> Void
        = { _, _ in throw Unimplemented("ApiModelEnvironment.saveCachedAnswer") }
    public var now: @Sendable () throws -> Date = { throw Unimplemented("ApiModelEnvironment.now") }
    /// Where an endpoint that is not a whole URL goes: the API's base URL (GraphQL's is on the same origin).
    public var apiBaseURL: @Sendable () throws -> String = { throw Unimplemented("ApiModelEnvironment.apiBaseURL") }

    public init() {}

    public static var failing: ApiModelEnvironment { ApiModelEnvironment() }
}

extension ApiModelEnvironment {
    /// The most a file or standard input may hold for one request: far more than GitHub takes in one.
    static let fileLimit = 100 << 20

    static func bound(to services: ContainerEnvironment, configuration: Configuration, io: IO,
                      repository: @escaping @Sendable () throws -> RepoRef) -> ApiModelEnvironment {
        var environment = ApiModelEnvironment()
        environment.exchange = services.gitHub.exchange
        environment.readUserFile = { path in
            let data = path == "-" ? try io.readInput(fileLimit) : try services.files.readFile(path, fileLimit)
            guard let data else { throw CommandError("open \(path): no such file or directory") }
            guard data.count <= fileLimit else {
                throw CommandError("\(path == "-" ? "standard input" : path) holds more than \(fileLimit >> 20) MB")
            }
            return data
        }
        environment.repository = repository
        let folder = configuration.cacheDirectory + "/api/"
        @Sendable func path(_ request: APIRequest) throws -> String {
            guard let token = try services.tokens.current(for: configuration) else {
                throw AuthenticationError.notSignedIn(configuration)
            }
            // A caller's own `Authorization` (`-H`) is the account the answer belongs to.
            let credential = request.headers["Authorization"] ?? token.value
            return folder + ApiCache.key(request, host: configuration.apiBaseURL, token: credential)
        }
        environment.loadCachedAnswer = { request in try services.files.readFile(try path(request), fileLimit) }
        environment.saveCachedAnswer = { request, data in try services.files.writeFile(try path(request), data) }
        environment.now = services.clock.now
        environment.apiBaseURL = { configuration.apiBaseURL }
        return environment
    }
}
