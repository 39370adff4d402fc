extension HTTPTransport {
    /// Retries what is safe to retry: an idempotent request (a GET, a GraphQL query) after a lost
    /// connection or a 502/503/504 (honouring `Retry-After`), any request whose connection never opened
    /// (nothing was sent), and an idempotent request refused by GitHub's secondary rate limit, after waiting
    /// as told. A POST that creates something and may have reached GitHub is never resent.
    public func retrying(_ policy: RetryPolicy, sleep: @escaping @Sendable (Double) throws -> Void,
                         notice: @escaping @Sendable (String) -> Void) -> HTTPTransport {
        HTTPTransport { request in
            let idempotent = request.isIdempotent
            var attempt = 1
            var waitedForSecondary = 0.0
            while true {
                let response: HTTPResponse
                do {
                    response = try send(request)
                } catch let error as TransportError where attempt < policy.maximumAttempts
                            && (error.kind.nothingWasSent || (idempotent && error.kind.isTransient)) {
                    try sleep(policy.backOff(afterAttempt: attempt))
                    attempt += 1
                    continue
                }
                // Counted as a try too, so a `Retry-After: 0` answered forever cannot keep gh-lite looping.
                if idempotent, let wait = RateLimit.secondaryWait(of: response), attempt < policy.maximumAttempts,
                   waitedForSecondary + wait <= policy.maximumSecondaryWait {
                    notice("GitHub's secondary rate limit: waiting \(Int(wait.rounded(.up))) s before trying again...")
                    try sleep(wait)
                    waitedForSecondary += wait
                    attempt += 1
                    continue
                }
                if idempotent, [502, 503, 504].contains(response.status), attempt < policy.maximumAttempts {
                    let retryAfter = response.headers["Retry-After"].flatMap(Double.init)
                    let delay = retryAfter ?? policy.backOff(afterAttempt: attempt)
                    guard delay <= policy.maximumSecondaryWait else { return response }
                    try sleep(delay)
                    attempt += 1
                    continue
                }
                return response
            }
        }
    }
}
