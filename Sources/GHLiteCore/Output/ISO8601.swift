/// RFC 3339 timestamps in UTC, as GitHub and gh print them: `2024-06-01T12:00:00Z`.
public enum ISO8601 {
    public static func format(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: .gmt))
    }
}
