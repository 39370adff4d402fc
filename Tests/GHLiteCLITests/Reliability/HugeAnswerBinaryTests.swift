import Foundation
import Testing

/// An answer with more JSON values than any GitHub page fails with one line before it is decoded (decoding
/// builds the whole tree first: 64 MB of `[{},{},...]` took over a gigabyte), REST and GraphQL alike.
@Suite struct HugeAnswerBinaryTests {
    /// 2.2 million empty objects in 3.3 MB: past the limit on values, well within the limit on bytes.
    static let emptyObjects = #""action": "body_repeat", "head": "[", "unit": "{},", "repeat": 1100000, "tail": "{}]""#

    @Test func aPageOfMillionsOfValuesFailsWithOneLine() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(#"[{"method": "GET", "path": "^/user/repos", \#(Self.emptyObjects)},"#
                           + #" {"method": "POST", "path": "^/graphql$", \#(Self.emptyObjects)}]"#)
        for arguments in [["repos"], ["issues", "octocat/Hello-World"]] {
            let result = try await scenario.run(arguments)
            #expect(result.status == 1)
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("unexpected answer from GitHub (HTTP 200, "), "\(result.stderr)")
            #expect(result.stderr.contains("the body holds more JSON values than any GitHub answer"), "\(result.stderr)")
            #expect(result.stderr.filter(\.isNewline).count == 1)
        }
    }
}
