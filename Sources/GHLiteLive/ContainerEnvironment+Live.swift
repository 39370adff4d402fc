import GHLiteCore

extension ContainerEnvironment {
    /// The real services: GitHub over libcurl, tokens in a private file, `clock`, and programs started with the
    /// process's `variables`; notices and the debug log go to `io`'s stderr.
    /// The token is read through `tokens` on every request, so signing in or out takes effect at once.
    public static func live(_ configuration: Configuration, variables: [String: String], io: IO,
                            clock: Clock) -> ContainerEnvironment {
        let tokens = TokenStore.file(directory: configuration.configDirectory)
        let session = CurlSession(settings: .init(configuration: configuration))
        let stderr = io.writeError
        let debugLog: (@Sendable (String) -> Void)? = configuration.logsAPITraffic ? stderr : nil
        let incompleteAnswers = IncompleteAnswers.writing(to: stderr)
        let layers = GitHubTransport.Services(cache: nil, sleep: clock.sleep, notice: { stderr($0 + "\n") },
                                              debugLog: debugLog)
        var apiLayers = layers
        if configuration.usesHTTPCache {
            apiLayers.cache = HTTPCacheStore.directory(configuration.cacheDirectory + "/http")
        }
        var policy = RetryPolicy()
        policy.maximumWait = configuration.maximumRetryWait
        var api = GitHubAPI(transport: GitHubTransport.layered(session.transport, services: apiLayers, policy: policy),
                            baseURL: configuration.apiBaseURL, host: configuration.tokenKey,
                            token: { try tokens.current(for: configuration) }, now: clock.now, timeZone: .system,
                            notice: incompleteAnswers.report, debugNote: { line in debugLog?("! \(line)\n") })
        // GitHub's secondary rate limit allows 100 requests at once; four pages in flight already hide the round trips.
        api.parallel = .threads(width: 4)
        api.isEnterpriseHost = configuration.host != "github.com"
        api.tokenVariable = configuration.tokenVariables[0]
        let oauthTransport = GitHubTransport.layered(session.transport, services: layers, policy: policy)
        var environment = ContainerEnvironment()
        environment.gitHub = .http(api)
        environment.tokens = tokens
        environment.clock = clock
        environment.browser = .live(command: configuration.browser)
        environment.git = .live
        environment.files = .live
        environment.editor = .live(variables: variables)
        environment.deviceFlow = .http(transport: oauthTransport, baseURL: configuration.oauthBaseURL, debugLog: debugLog)
        environment.interrupts = .live
        environment.pager = .live(variables: variables)
        environment.processReplacement = .live
        environment.outbox = .file(directory: configuration.stateDirectory + "/outbox")
        environment.mirror = .directory(configuration.cacheDirectory, maximumBytes: configuration.mirrorSizeLimit,
                                        now: clock.now, warn: { stderr($0 + "\n") })
        environment.parseMarkdown = CMarkGFMParser.parse
        environment.incompleteAnswers = incompleteAnswers
        environment.beside = .thread
        environment.prepareRequests = session.prepare
        return environment
    }
}
