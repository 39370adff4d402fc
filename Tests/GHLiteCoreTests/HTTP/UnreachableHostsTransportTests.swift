import GHLiteCore
import Testing

@Suite(.strictDoubles) struct UnreachableHostsTransportTests {
    let refused = TransportError(kind: .couldNotConnect, host: "api.github.com", detail: "Connection refused")

    @Test func aHostThatCouldNotBeReachedIsNotTriedAgainInTheSameRun() throws {
        let server = ScriptedTransport([.fail(refused), ScriptedTransport.response(200)])
        let transport = server.transport.rememberingUnreachableHosts()
        for path in ["/graphql", "/repos/o/r/issues", "/graphql"] {
            #expect(throws: refused) { try transport.send(HTTPRequest(url: "https://api.github.com" + path)) }
        }
        #expect(server.requests.value.count == 1)
        // Another host is still asked.
        #expect(try transport.send(HTTPRequest(url: "https://uploads.github.com/x")).status == 200)
    }

    @Test func aConnectionThatOpenedAndBrokeDoesNotMarkTheHost() throws {
        let lost = TransportError(kind: .connectionLost, host: "api.github.com", detail: "reset")
        let server = ScriptedTransport([.fail(lost), ScriptedTransport.response(200)])
        let transport = server.transport.rememberingUnreachableHosts()
        let request = HTTPRequest(url: "https://api.github.com/x")
        #expect(throws: lost) { try transport.send(request) }
        #expect(try transport.send(request).status == 200)
    }
}
