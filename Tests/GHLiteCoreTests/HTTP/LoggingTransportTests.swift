import GHLiteCore
import Testing

@Suite struct LoggingTransportTests {
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
}
