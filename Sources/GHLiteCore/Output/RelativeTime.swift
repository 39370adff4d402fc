/// gh's fuzzy times: "less than a minute ago", "about 3 hours ago", "about 1 year ago".
public enum RelativeTime {
    public static func describe(_ date: Date, now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        if seconds < 0 { return "just now" }
        let minutes = Int(seconds / 60)
        let hours = Int(seconds / 3_600)
        let days = Int(seconds / 86_400)
        switch seconds {
        case ..<60: return "less than a minute ago"
        case ..<3_600: return ago(minutes, "minute")
        case ..<86_400: return ago(hours, "hour")
        case ..<(86_400 * 30): return ago(days, "day")
        case ..<(86_400 * 365): return ago(days / 30, "month")
        default: return ago(days / 365, "year")
        }
    }

    private static func ago(_ count: Int, _ unit: String) -> String {
        "about \(count) \(unit)\(count == 1 ? "" : "s") ago"
    }
}
