import GHLiteCore
import Testing

@Suite(.strictDoubles) struct RelativeTimeTests {
    static let cases: [(secondsAgo: Double, expected: String)] = [
        (30, "less than a minute ago"), (60, "about 1 minute ago"), (150, "about 2 minutes ago"),
        (3_600, "about 1 hour ago"), (86_399, "about 23 hours ago"), (86_400, "about 1 day ago"),
        (86_400 * 29, "about 29 days ago"), (86_400 * 60, "about 2 months ago"), (86_400 * 400, "about 1 year ago"),
        (-5, "just now"),
    ]

    @Test func matchesGhsWording() {
        let now = Date(timeIntervalSince1970: 1_000_000_000)
        for (secondsAgo, expected) in Self.cases {
            #expect(RelativeTime.describe(now.addingTimeInterval(-secondsAgo), now: now) == expected)
        }
    }
}
