import GHLiteCore
import Testing

@Suite(.strictDoubles) struct RedirectingTransportTests {
    func request(_ url: String, method: String = "GET") -> HTTPRequest {
        HTTPRequest(method: method, url: url, headers: HTTPHeaders([("Authorization", "Bearer secret")]))
    }

    @Test func followsARenamedRepositoryKeepingTheTokenOnTheSameHost() throws {
        let server = ScriptedTransport([
            ScriptedTransport.response(301, [("Location", "https://api.github.com/repositories/42/issues?page=1")]),
            ScriptedTransport.response(200, body: "[]"),
        ])
        #expect(try server.transport.followingRedirects().send(request("https://api.github.com/repos/o/old/issues")).status == 200)
        let second = server.requests.value[1]
        #expect(second.url == "https://api.github.com/repositories/42/issues?page=1")
        #expect(second.headers["Authorization"] == "Bearer secret")
    }

    @Test func dropsTheTokenWhenTheHostChangesAndResolvesRelativeLocations() throws {
        let server = ScriptedTransport([
            ScriptedTransport.response(302, [("Location", "https://objects.example.com/a")]),
            ScriptedTransport.response(307, [("Location", "/b")]),
            ScriptedTransport.response(200),
        ])
        _ = try server.transport.followingRedirects().send(request("https://api.github.com/x"))
        #expect(server.requests.value.map(\.url) == ["https://api.github.com/x", "https://objects.example.com/a",
                                                      "https://objects.example.com/b"])
        #expect(server.requests.value.dropFirst().allSatisfy { $0.headers["Authorization"] == nil })
    }

    @Test func neverFollowsFromHTTPSToHTTP() {
        let server = ScriptedTransport([ScriptedTransport.response(301, [("Location", "http://api.github.com/x")])])
        #expect(throws: CommandError("refusing to follow a redirect from https to plain http: http://api.github.com/x")) {
            try server.transport.followingRedirects().send(request("https://api.github.com/x"))
        }
        #expect(server.requests.value.count == 1)
    }

    @Test func stopsAfterFiveRedirects() {
        let loop = ScriptedTransport.response(302, [("Location", "https://api.github.com/loop")])
        let server = ScriptedTransport(Array(repeating: loop, count: 6))
        #expect(throws: CommandError("too many redirects (more than 5) starting at https://api.github.com/x")) {
            try server.transport.followingRedirects().send(request("https://api.github.com/x"))
        }
        #expect(server.requests.value.count == 6)
    }

    @Test func aPOSTIsNotRedirected() throws {
        let server = ScriptedTransport([ScriptedTransport.response(307, [("Location", "https://api.github.com/y")])])
        #expect(try server.transport.followingRedirects().send(request("https://api.github.com/x", method: "POST")).status == 307)
        #expect(server.requests.value.count == 1)
    }
}
