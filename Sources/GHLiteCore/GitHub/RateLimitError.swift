/// GitHub refused a request because of a rate limit.
public struct RateLimitError: UserFacingError, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The hourly budget is spent; it comes back at `resetsAt`.
        case primary(resetsAt: Date)
        /// GitHub's secondary (abuse) limit, still in effect after the waiting gh-lite was willing to do.
        case secondary(retryAfter: Double)
    }

    public var kind: Kind
    public var now: Date
    public var timeZone: TimeZone

    public init(kind: Kind, now: Date, timeZone: TimeZone = .current) {
        self.kind = kind
        self.now = now
        self.timeZone = timeZone
    }

    public var userMessage: String {
        switch kind {
        case .primary(let reset):
            let minutes = max(Int((reset.timeIntervalSince(now) / 60).rounded(.up)), 1)
            return "API rate limit exhausted; resets at \(Self.clockTime(reset, in: timeZone)) "
                + "(in \(minutes) minute\(minutes == 1 ? "" : "s"))"
        case .secondary(let wait):
            return "GitHub's secondary rate limit is in effect: wait about \(Int(wait.rounded(.up))) s and try again"
        }
    }

    public var exitCode: ExitCode { .error }

    /// `HH:MM` on the user's clock.
    static func clockTime(_ date: Date, in timeZone: TimeZone) -> String {
        let local = Int(date.timeIntervalSince1970) + timeZone.secondsFromGMT(for: date)
        let minutesOfDay = ((local % 86_400) + 86_400) % 86_400 / 60
        let hours = minutesOfDay / 60, minutes = minutesOfDay % 60
        return (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
    }
}
