import GHLiteCore
import Testing

/// The scripted transport is strict, so a test cannot pass while its code sends requests nobody expected.
@Suite(.strictDoubles) struct ScriptedTransportTests {
    @Test func anUnexpectedRequestFailsTheTest() {
        withKnownIssue {
            let server = ScriptedTransport([])
            #expect(throws: ScriptedTransport.UnexpectedRequest.self) {
                try server.transport.send(HTTPRequest(url: "https://api.github.com/user"))
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "unexpected request: GET https://api.github.com/user" }
        }
    }

    @Test func anAnswerNeverAskedForFailsTheTest() {
        withKnownIssue {
            _ = ScriptedTransport(ScriptedTransport.ok(2))
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "2 scripted answer(s) were never asked for" }
        }
    }
}
