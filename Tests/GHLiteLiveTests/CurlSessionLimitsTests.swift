import Foundation
import GHLiteCore
import GHLiteLive
import Testing

/// The bounds the curl transport puts on an answer: its size, and how long it may stall.
@Suite struct CurlSessionLimitsTests {
    @Test func aBodyLargerThanTheMaximumEndsWithAClearMessage() throws {
        let server = try LoopbackServer(replies: [.init(body: Data(repeating: UInt8(ascii: "x"), count: 300_000))])
        var settings = CurlSession.Settings(configuration: Configuration(variables: [:]))
        settings.maximumBodySize = 256 << 10
        do {
            _ = try CurlSession(settings: settings).send(HTTPRequest(url: server.baseURL + "/huge"))
            Issue.record("expected the answer to be refused")
        } catch let error as TransportError {
            #expect(error.kind == .other)
            #expect(error.userMessage == "request to 127.0.0.1:\(server.port) failed: "
                    + "the answer was larger than gh-lite accepts (256 KB)")
        }
    }

    /// The window counts only what the server sends: the body gh-lite just uploaded is no sign of life.
    @Test(arguments: ["GET", "POST"])
    func anAnswerThatSendsNothingIsGivenUpAtTheStallWindow(method: String) throws {
        let server = try LoopbackServer(replies: [.init(delay: 6)])
        let session = CurlSession(settings: .init(configuration: Configuration(variables: ["GH_LITE_TIMEOUT": "6"])))
        let started = Date()
        do {
            _ = try session.send(HTTPRequest(method: method, url: server.baseURL + "/graphql",
                                             body: method == "POST" ? Data(repeating: UInt8(ascii: "q"), count: 4_096) : nil))
            Issue.record("expected a stall")
        } catch let error as TransportError {
            #expect(error.kind == .stalled)
            #expect(error.detail == "nothing arrived for 3 s")
        }
        let elapsed = Date().timeIntervalSince(started)
        #expect(elapsed >= 3 && elapsed < 5, "gave up after \(elapsed) s")
    }

    @Test func theDefaultMaximumIsSixtyFourMegabytes() {
        let settings = CurlSession.Settings(configuration: Configuration(variables: [:]))
        #expect(settings.maximumBodySize == 64 << 20)
    }

    @Test(arguments: [(60, 30), (300, 30), (20, 10), (3, 1), (2, 1), (1, 0)])
    func theStallWindowShrinksWithAShortTimeout(total: Int, stall: Int) {
        let settings = CurlSession.Settings(configuration: Configuration(variables: ["GH_LITE_TIMEOUT": String(total)]))
        #expect(settings.totalTimeout == total)
        #expect(settings.stallTimeout == stall)
    }
}
