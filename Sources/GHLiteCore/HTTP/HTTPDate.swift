/// The `Date` header's IMF-fixdate (`Wed, 25 Nov 2026 18:59:20 GMT`, RFC 9110 5.6.7), the only form a server
/// may send; anything else is nil.
enum HTTPDate {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func parse(_ text: String) -> Date? {
        let parts = text.split(separator: " ")
        guard parts.count == 6, parts[0].count == 4, parts[0].hasSuffix(","), parts[5] == "GMT",
              parts[1].count == 2, let day = Int(parts[1]), (1...31).contains(day),
              let month = months.firstIndex(of: String(parts[2])),
              parts[3].count == 4, let year = Int(parts[3]), year >= 0 else { return nil }
        let time = parts[4].split(separator: ":")
        guard parts[4].count == 8, time.count == 3, let hour = Int(time[0]), let minute = Int(time[1]),
              let second = Int(time[2]), hour < 24, minute < 60, second < 61 else { return nil }
        let days = ISO8601.days(fromCivil: year, month + 1, day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second))
    }
}
