extension HTTPTransport {
    /// Retries what is safe to retry: an idempotent request (a GET, a GraphQL query) after a lost
    /// connection or a 502/503/504 (honouring `Retry-After`), and an idempotent request refused by GitHub's
    /// secondary rate limit, after waiting as told. A POST that creates something and may have reached GitHub is
    /// never resent, and its error says so. A connection that never opened is not tried again: a refused port or an
    /// unknown name answers the same a second later, and a connect time-out has been waited already, so the
    /// command falls back to the mirror or the outbox at once.
    /// Every wait counts against `policy.maximumWait`: a wait that would pass it is not started, and the
    /// failure is reported instead, so no server can keep gh-lite sleeping longer than the user allowed.
    public func retrying(_ policy: RetryPolicy, sleep: @escaping @Sendable (Double) throws -> Void,
                         notice: @escaping @Sendable (String) -> Void) -> HTTPTransport {
        HTTPTransport { request in
            let idempotent = request.isIdempotent
            var attempt = 1
            var waited = 0.0
            func mayWait(_ seconds: Double) -> Bool {
                attempt < policy.maximumAttempts && waited + seconds <= policy.maximumWait
            }
            func wait(_ seconds: Double) throws {
                try sleep(seconds)
                waited += seconds
                attempt += 1
            }
            while true {
                let response: HTTPResponse
                do {
                    response = try send(request)
                } catch let error as TransportError where idempotent && error.kind == .connectionLost {
                    let delay = policy.backOff(afterAttempt: attempt)
                    guard mayWait(delay) else { throw error }
                    try wait(delay)
                    continue
                } catch var error as TransportError where !idempotent && WriteOutcome.mayHaveBeenApplied(after: error) {
                    error.writeMayHaveBeenApplied = true
                    throw error
                }
                // Counted as a try too, so a `Retry-After: 0` answered forever cannot keep gh-lite looping.
                if idempotent, let delay = RateLimit.secondaryWait(of: response), mayWait(delay) {
                    notice("GitHub's secondary rate limit: waiting \(Int(delay.rounded(.up))) s before trying again...")
                    try wait(delay)
                    continue
                }
                if idempotent, [502, 503, 504].contains(response.status) {
                    let delay = RateLimit.retryAfter(of: response) ?? policy.backOff(afterAttempt: attempt)
                    guard mayWait(delay) else { return response }
                    try wait(delay)
                    continue
                }
                return response
            }
        }
    }
}
