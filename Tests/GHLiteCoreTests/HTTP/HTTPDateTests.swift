import Foundation
@testable import GHLiteCore
import Testing

@Suite(.strictDoubles) struct HTTPDateTests {
    @Test func anIMFFixdateIsReadAsGitHubSendsIt() {
        #expect(HTTPDate.parse("Wed, 25 Nov 2026 18:59:20 GMT") == ISO8601.parse("2026-11-25T18:59:20Z"))
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == Date(timeIntervalSince1970: 784_111_777))
    }

    @Test(arguments: ["", "Wed, 25 Nov 2026 18:59:20", "Wed, 25 Nov 2026 18:59:20 CET", "Wednesday, 25-Nov-26 18:59:20 GMT",
                      "Wed, 25 Foo 2026 18:59:20 GMT", "Wed, 32 Nov 2026 18:59:20 GMT", "Wed, 25 Nov 2026 24:00:00 GMT",
                      "Wed, 25 Nov 2026 18:59 GMT", "Wed, 25 Nov -026 18:59:20 GMT"])
    func anythingElseIsNotADate(text: String) {
        #expect(HTTPDate.parse(text) == nil)
    }
}
