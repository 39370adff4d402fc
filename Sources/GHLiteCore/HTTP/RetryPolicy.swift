/// How hard gh-lite tries before giving up on a request.
public struct RetryPolicy: Sendable {
    /// Tries in all, for connection failures, 502/503/504 and GitHub's secondary rate limit.
    public var maximumAttempts = 3
    /// The first back-off; each later one doubles, plus up to one `baseDelay` of jitter.
    public var baseDelay = 1.0
    /// The most gh-lite sleeps, in all, between the tries of one request: back-offs, `Retry-After` and
    /// GitHub's secondary rate limit alike. Live: twice `GH_LITE_TIMEOUT`.
    public var maximumWait = 120.0
    public var jitter: @Sendable () -> Double = { Double.random(in: 0...1) }

    public init() {}

    func backOff(afterAttempt attempt: Int) -> Double {
        baseDelay * Double(1 << (attempt - 1)) + baseDelay * jitter()
    }
}
