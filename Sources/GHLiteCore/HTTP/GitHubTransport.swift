/// The layers every GitHub request goes through, outermost first: the conditional-GET cache, retries
/// (back-off, secondary rate limit), redirects, the hosts found unreachable, and the debug log, around the raw
/// transport.
public enum GitHubTransport {
    public struct Services: Sendable {
        public var cache: HTTPCacheStore?
        public var sleep: @Sendable (Double) throws -> Void
        /// One line for the user on stderr (waiting for a rate limit, say).
        public var notice: @Sendable (String) -> Void
        /// Where `GH_DEBUG=api` writes, when it is on.
        public var debugLog: (@Sendable (String) -> Void)?

        public init(cache: HTTPCacheStore?, sleep: @escaping @Sendable (Double) throws -> Void,
                    notice: @escaping @Sendable (String) -> Void, debugLog: (@Sendable (String) -> Void)?) {
            self.cache = cache
            self.sleep = sleep
            self.notice = notice
            self.debugLog = debugLog
        }
    }

    public static func layered(_ raw: HTTPTransport, services: Services, policy: RetryPolicy = RetryPolicy()) -> HTTPTransport {
        var transport = raw
        if let debugLog = services.debugLog { transport = transport.logging(to: debugLog) }
        transport = transport.rememberingUnreachableHosts().followingRedirects().retrying(policy, sleep: services.sleep, notice: services.notice)
        if let cache = services.cache { transport = transport.revalidating(with: cache) }
        return transport
    }
}
