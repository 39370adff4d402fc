/// What GitHub's rate-limit headers and bodies say about a refused request. Their numbers are read through
/// `ServerNumber`, so no header value can crash or stall gh-lite.
enum RateLimit {
    /// 403/429 with `X-RateLimit-Remaining: 0`: the hourly budget is spent until the reset time.
    static func primaryReset(of response: HTTPResponse, now: Date) -> Date? {
        guard [403, 429].contains(response.status), isSpent(response) else { return nil }
        return reset(of: response, now: now)
    }

    /// When a spent budget comes back: `X-RateLimit-Reset`, or an hour from now when GitHub did not say
    /// (or said something that is no time).
    static func reset(of response: HTTPResponse, now: Date) -> Date {
        ServerNumber.read(response.headers["X-RateLimit-Reset"], as: ServerNumber.rateLimitReset)
            .map(Date.init(timeIntervalSince1970:)) ?? now.addingTimeInterval(3_600)
    }

    /// 403/429 with `Retry-After`, or GitHub's "secondary rate limit" message: seconds to wait.
    /// GitHub asks for at least a minute when it gives no usable `Retry-After`.
    static func secondaryWait(of response: HTTPResponse) -> Double? {
        guard [403, 429].contains(response.status), !isSpent(response) else { return nil }
        if response.headers["Retry-After"] != nil { return retryAfter(of: response) ?? 60 }
        let body = String(decoding: response.body.prefix(4_096), as: UTF8.self).lowercased()
        return body.contains("secondary rate limit") ? 60 : nil
    }

    /// `Retry-After` in seconds, when it is a usable number.
    static func retryAfter(of response: HTTPResponse) -> Double? {
        ServerNumber.read(response.headers["Retry-After"], as: ServerNumber.retryAfter)
    }

    private static func isSpent(_ response: HTTPResponse) -> Bool {
        ServerNumber.read(response.headers["X-RateLimit-Remaining"], as: ServerNumber.rateLimitRemaining) == 0
    }
}
