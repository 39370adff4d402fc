/// How hard gh-lite tries before giving up on a request.
public struct RetryPolicy: Sendable {
    /// Tries in all, for connection failures, 502/503/504 and GitHub's secondary rate limit.
    public var maximumAttempts = 3
    /// The first back-off; each later one doubles, plus up to one `baseDelay` of jitter.
    public var baseDelay = 1.0
    /// The most gh-lite waits, in all, for GitHub's secondary rate limit before giving up (and the longest
    /// `Retry-After` on a 502/503/504 it honours). Live: twice `GH_LITE_TIMEOUT`.
    public var maximumSecondaryWait = 120.0
    public var jitter: @Sendable () -> Double = { Double.random(in: 0...1) }

    public init() {}

    func backOff(afterAttempt attempt: Int) -> Double {
        baseDelay * Double(1 << (attempt - 1)) + baseDelay * jitter()
    }
}
