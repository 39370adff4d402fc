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

    func error(for headers: [(String, String)], status: Int = 429) throws -> RateLimitError {
        let answer = HTTPResponse(status: status, headers: HTTPHeaders(headers), body: Data(#"{"message":"limited"}"#.utf8))
        let api = GitHubAPI(transport: HTTPTransport { _ in answer }, baseURL: "https://api.github.com", host: "github.com",
                            token: { AuthToken(value: "t", source: .file("f")) }, now: { noon })
        do {
            _ = try api.get("https://api.github.com/user/repos")
        } catch let error as RateLimitError {
            return error
        }
        throw CommandError("no rate-limit error")
    }

    /// These crashed gh-lite ("Double value cannot be converted to Int"): a Retry-After that is no number of
    /// seconds is GitHub's "at least a minute"; an absurd one is read as a day.
    @Test(arguments: [("nan", 60.0), ("inf", 60), ("-inf", 60), ("-1", 60), ("1e300", 86_400), ("7", 7)])
    func anyRetryAfterGivesAWaitThatCanBeSaid(value: String, wait: Double) throws {
        let error = try error(for: [("Retry-After", value)])
        #expect(error.kind == .secondary(retryAfter: wait))
        #expect(error.userMessage == "GitHub's secondary rate limit is in effect: wait about \(Int(wait)) s and try again")
    }

    /// A reset time that is no time is read as GitHub's hour.
    @Test(arguments: ["1e300", "nan", "-inf", "inf", "-5", "later"])
    func anyResetTimeGivesAResetThatCanBeSaid(value: String) throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        var error = try error(for: [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", value)], status: 403)
        #expect(error.kind == .primary(resetsAt: noon.addingTimeInterval(3_600)))
        error.timeZone = utc
        #expect(error.userMessage == "API rate limit exhausted; resets at 13:00 (in 60 minutes)")
    }
}

