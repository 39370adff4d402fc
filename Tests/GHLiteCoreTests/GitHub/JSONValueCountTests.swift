import Foundation
@testable import GHLiteCore
import Testing

/// The bound on JSON values checked before decoding: structure counts, text inside strings does not.
@Suite(.strictDoubles) struct JSONValueCountTests {
    @Test func countsOpenedContainersAndCommas() {
        #expect(JSONValueCount.isWithinLimit(Data("[{},{},{}]".utf8), limit: 6))
        #expect(!JSONValueCount.isWithinLimit(Data("[{},{},{}]".utf8), limit: 5))
    }

    @Test func ignoresStructureInsideStringsEvenAfterAnEscapedQuote() {
        let body = Data(#"{"title": "a \" [{,,,}] ,", "b": 1}"#.utf8)
        #expect(JSONValueCount.isWithinLimit(body, limit: 2))
        #expect(!JSONValueCount.isWithinLimit(body, limit: 1))
    }

    @Test func aBusyButRealPageIsWellWithin() {
        let comment = #"{"id": "IC_1", "body": "text, with [brackets]", "reactionGroups": [{"content": "THUMBS_UP", "users": {"totalCount": 0}}]}"#
        let issue = #"{"number": 1, "comments": {"nodes": ["# + Array(repeating: comment, count: 100).joined(separator: ",") + "]}}"
        let page = "[" + Array(repeating: issue, count: 100).joined(separator: ",") + "]"
        #expect(JSONValueCount.isWithinLimit(Data(page.utf8)))
    }
}
