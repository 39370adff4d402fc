import GHLiteCore

extension ContainerEnvironment {
    /// The real services: GitHub over libcurl, tokens in a private file, the system clock.
    /// The token is read through `tokens` on every request, so signing in or out takes effect at once.
    public static func live(_ configuration: Configuration) -> ContainerEnvironment {
        let tokens = TokenStore.file(directory: configuration.configDirectory)
        let session = CurlSession(settings: .init(configuration: configuration))
        let api = GitHubAPI(transport: session.transport, baseURL: configuration.apiBaseURL,
                            host: configuration.host, token: { try tokens.current(for: configuration) })
        return ContainerEnvironment(gitHub: .rest(api), tokens: tokens, clock: .live,
                                    browser: .live(environment: ProcessEnvironment.current()))
    }
}
