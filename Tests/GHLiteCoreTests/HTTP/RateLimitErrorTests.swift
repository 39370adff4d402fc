import GHLiteCore
import Testing

@Suite(.strictDoubles) struct RateLimitErrorTests {
    let noon = Date(timeIntervalSince1970: 1_717_243_200) // 2024-06-01T12:00:00Z

    @Test func thePrimaryLimitSaysWhenItResetsOnTheUsersClock() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let error = RateLimitError(kind: .primary(resetsAt: noon.addingTimeInterval(23 * 60 + 10)), now: noon, timeZone: utc)
        #expect(error.userMessage == "API rate limit exhausted; resets at 12:23 (in 24 minutes)")
        let paris = try #require(TimeZone(secondsFromGMT: 7_200))
        #expect(RateLimitError(kind: .primary(resetsAt: noon.addingTimeInterval(30)), now: noon, timeZone: paris).userMessage
                == "API rate limit exhausted; resets at 14:00 (in 1 minute)")
    }

    @Test func githubsRateLimitAnswersBecomeTheseErrors() throws {
        let primary = HTTPResponse(status: 403, headers: HTTPHeaders([("X-RateLimit-Remaining", "0"),
                                                                      ("X-RateLimit-Reset", "1717246800")]),
                                   body: Data(#"{"message":"API rate limit exceeded for user ID 1."}"#.utf8))
        let api = GitHubAPI(transport: HTTPTransport { _ in primary }, baseURL: "https://api.github.com", host: "github.com",
                            token: { AuthToken(value: "t", source: .file("f")) }, now: { noon })
        #expect(throws: RateLimitError(kind: .primary(resetsAt: noon.addingTimeInterval(3_600)), now: noon)) {
            try api.get("https://api.github.com/user/repos")
        }
        let secondary = HTTPResponse(status: 403, headers: HTTPHeaders([("X-RateLimit-Remaining", "4990")]),
                                     body: Data(#"{"message":"You have exceeded a secondary rate limit."}"#.utf8))
        let limited = GitHubAPI(transport: HTTPTransport { _ in secondary }, baseURL: "https://api.github.com",
                                host: "github.com", token: { AuthToken(value: "t", source: .file("f")) }, now: { noon })
        #expect(throws: RateLimitError(kind: .secondary(retryAfter: 60), now: noon)) {
            try limited.get("https://api.github.com/user/repos")
        }
    }
}
