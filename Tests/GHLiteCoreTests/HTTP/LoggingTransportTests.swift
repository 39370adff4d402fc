import GHLiteCore
import Testing

@Suite(.strictDoubles) struct LoggingTransportTests {
    @Test func logsRequestsAndResponsesWithTheTokenMasked() throws {
        let log = Locked("")
        let server = ScriptedTransport([ScriptedTransport.response(200, [("X-RateLimit-Remaining", "4999")], body: "[1]")])
        let request = HTTPRequest(url: "https://api.github.com/user/repos",
                                  headers: HTTPHeaders([("Authorization", "Bearer gho_secret123"), ("Accept", "application/json")]))
        _ = try server.transport.logging(to: { text in log.withLock { $0 += text } }).send(request)
        #expect(log.value == """
            > GET https://api.github.com/user/repos
            > Authorization: Bearer ********
            > Accept: application/json
            < HTTP 200
            < X-RateLimit-Remaining: 4999
            < (3 bytes of body)


            """)
        #expect(!log.value.contains("gho_secret123"))
    }

    @Test func aQueryIsShownAndWhatAUserWroteIsNot() throws {
        let log = Locked("")
        let server = ScriptedTransport([ScriptedTransport.response(200), ScriptedTransport.response(201)])
        let transport = server.transport.logging(to: { text in log.withLock { $0 += text } })
        _ = try transport.send(HTTPRequest(method: "POST", url: "https://api.github.com/graphql",
                                           body: Data(#"{"query":"query IssueList { x }","variables":{"repo":"r"}}"#.utf8),
                                           isIdempotent: true))
        _ = try transport.send(HTTPRequest(method: "POST", url: "https://api.github.com/repos/o/r/issues",
                                           body: Data(#"{"title":"My private note"}"#.utf8)))
        #expect(log.value.contains("> POST https://api.github.com/graphql\n> {\"query\":\"query IssueList { x }\",\"variables\":{\"repo\":\"r\"}}\n"))
        #expect(log.value.contains("> POST https://api.github.com/repos/o/r/issues\n> (27 bytes of body)\n"))
        #expect(!log.value.contains("My private note"))
    }

    /// The one place numbers from a server are read says, for GH_DEBUG=api, what it did with those it could not use.
    @Test func numericHeadersNotUsedAsSentAreSaid() throws {
        let log = Locked("")
        let server = ScriptedTransport([ScriptedTransport.response(429, [("Retry-After", "1e300"), ("X-RateLimit-Remaining", "-1"),
                                                                          ("X-RateLimit-Reset", "nan")])])
        _ = try server.transport.logging(to: { text in log.withLock { $0 += text } }).send(HTTPRequest(url: "https://api.github.com/user"))
        #expect(log.value.contains("""
            < X-RateLimit-Reset: nan
            ! Retry-After: 1e300 read as 86400, the most gh-lite accepts
            ! X-RateLimit-Reset: nan ignored: not a number of seconds since 1970 from 0 to 32503680000
            ! X-RateLimit-Remaining: -1 ignored: not a number of requests from 0 to 1000000000000000
            < (0 bytes of body)
            """))
    }
}
