import Foundation
import GHLiteCore
import GHLiteLive
import Testing

/// The libcurl transport against a real socket on 127.0.0.1.
@Suite struct CurlSessionTests {
    func session(timeout: Int = 10) -> CurlSession {
        CurlSession(settings: .init(configuration: Configuration(variables: ["GH_LITE_TIMEOUT": String(timeout)])))
    }

    @Test func returnsStatusHeadersAndBody() throws {
        let server = try LoopbackServer(replies: [.init(
            status: 404, headers: [("Content-Type", "application/json"), ("Link", "<http://x/2>; rel=\"next\""),
                                   ("X-RateLimit-Remaining", "4999"), ("ETag", "W/\"abc\"")],
            body: Data(#"{"message":"Not Found"}"#.utf8))])
        let response = try session().send(HTTPRequest(url: server.baseURL + "/repos/o/r"))
        #expect(response.status == 404)
        #expect(response.headers["link"] == "<http://x/2>; rel=\"next\"")
        #expect(response.headers["x-ratelimit-remaining"] == "4999")
        #expect(response.headers["ETag"] == "W/\"abc\"")
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"message":"Not Found"}"#)
    }

    @Test func reusesOneConnectionForManyRequests() throws {
        let server = try LoopbackServer(replies: [])
        let session = session()
        for page in 1...5 {
            _ = try session.send(HTTPRequest(url: server.baseURL + "/issues?page=\(page)"))
        }
        #expect(server.received.count == 5)
        #expect(server.connections == 1)
    }

    @Test func aWriteWhoseReusedConnectionDiesWithoutAnAnswerIsNotSentAgain() throws {
        let server = try LoopbackServer(replies: [.init(), .init(closesWithoutAnswer: true), .init(status: 201), .init()])
        let session = session()
        _ = try session.send(HTTPRequest(url: server.baseURL + "/repos/o/r/issues/1"))
        let comment = HTTPRequest(method: "POST", url: server.baseURL + "/repos/o/r/issues/1/comments",
                                  body: Data(#"{"body":"once"}"#.utf8))
        #expect(throws: TransportError.self) { try session.send(comment) }
        #expect(server.received.map(\.requestLine) == ["GET /repos/o/r/issues/1 HTTP/1.1",
                                                        "POST /repos/o/r/issues/1/comments HTTP/1.1"])
        // Reads still share a connection: the next one goes on the first, still open.
        _ = try session.send(HTTPRequest(url: server.baseURL + "/repos/o/r/issues/2"))
        #expect(server.connections == 2)
    }

    @Test func sendsHeadersAndPostBodiesAsGiven() throws {
        let server = try LoopbackServer(replies: [.init(status: 201)])
        let body = Data(#"{"title":"Crash on start","body":"é 🐛"}"#.utf8)
        let request = HTTPRequest(method: "POST", url: server.baseURL + "/repos/o/r/issues",
                                  headers: HTTPHeaders([("Authorization", "Bearer t"), ("Content-Type", "application/json")]),
                                  body: body)
        let response = try session().send(request)
        let received = try #require(server.received.first)
        #expect(response.status == 201)
        #expect(received.requestLine == "POST /repos/o/r/issues HTTP/1.1")
        #expect(received.headers["authorization"] == "Bearer t")
        #expect(received.headers["accept-encoding"]?.contains("gzip") == true)
        #expect(received.headers["expect"] == nil)
        #expect(received.body == body)
    }

    @Test func decodesGzipBodies() throws {
        let gzipped = Data([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xab, 0x56, 0xca, 0x48, 0xcd, 0xc9,
                            0xc9, 0x57, 0xb2, 0x52, 0x4a, 0xaf, 0xca, 0x2c, 0x50, 0xaa, 0x05, 0x00, 0xf6, 0x4f, 0x05, 0x6f,
                            0x10, 0x00, 0x00, 0x00])
        let server = try LoopbackServer(replies: [.init(headers: [("Content-Encoding", "gzip")], body: gzipped)])
        let response = try session().send(HTTPRequest(url: server.baseURL + "/"))
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"hello":"gzip"}"#)
    }

    @Test func aRefusedConnectionIsATransportErrorNamingTheHost() throws {
        let closed = try LoopbackServer.ClosedPort()
        try withExtendedLifetime(closed) {
            do {
                _ = try session().send(HTTPRequest(url: "http://127.0.0.1:\(closed.port)/"))
                Issue.record("expected the connection to be refused")
            } catch let error as TransportError {
                #expect(error.kind == .couldNotConnect)
                #expect(error.userMessage.hasPrefix("could not connect to 127.0.0.1:\(closed.port)"))
            }
        }
    }

    @Test func aSlowServerTimesOutWithAClearMessage() throws {
        let server = try LoopbackServer(replies: [.init(delay: 3)])
        do {
            _ = try session(timeout: 1).send(HTTPRequest(url: server.baseURL + "/slow"))
            Issue.record("expected a time-out")
        } catch let error as TransportError {
            #expect(error.kind == .timedOut)
            #expect(error.userMessage.contains("timed out"))
        }
    }

    @Test func onlyHTTPAndHTTPSAreSpoken() {
        #expect(throws: TransportError.self) {
            try session().send(HTTPRequest(url: "file:///etc/passwd"))
        }
    }
}
