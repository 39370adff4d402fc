/// What GitHub's rate-limit headers and bodies say about a refused request.
enum RateLimit {
    /// 403/429 with `X-RateLimit-Remaining: 0`: the hourly budget is spent until the reset time.
    static func primaryReset(of response: HTTPResponse, now: Date) -> Date? {
        guard [403, 429].contains(response.status), response.headers["X-RateLimit-Remaining"] == "0" else { return nil }
        return reset(of: response, now: now)
    }

    /// When a spent budget comes back: `X-RateLimit-Reset`, or an hour from now when GitHub did not say.
    static func reset(of response: HTTPResponse, now: Date) -> Date {
        response.headers["X-RateLimit-Reset"].flatMap(Double.init).map(Date.init(timeIntervalSince1970:))
            ?? now.addingTimeInterval(3_600)
    }

    /// 403/429 with `Retry-After`, or GitHub's "secondary rate limit" message: seconds to wait.
    /// GitHub asks for at least a minute when it gives no `Retry-After`.
    static func secondaryWait(of response: HTTPResponse) -> Double? {
        guard [403, 429].contains(response.status), response.headers["X-RateLimit-Remaining"] != "0" else { return nil }
        if let retryAfter = response.headers["Retry-After"].flatMap(Double.init) { return max(retryAfter, 0) }
        let body = String(decoding: response.body.prefix(4_096), as: UTF8.self).lowercased()
        return body.contains("secondary rate limit") ? 60 : nil
    }
}
