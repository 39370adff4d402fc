import Foundation
@testable import GHLiteCore
import Testing

fileprivate typealias Issue = GHLiteCore.Issue

/// REST's issues read straight from their bytes are the issues `JSONDecoder` reads, but for the links' counts.
@Suite(.strictDoubles) struct IssueScanningTests {
    static let page = #"""
    [{"url":"https://api.github.com/repos/o/r/issues/7","number":7,"node_id":"I_7","title":"Crash \"quoted\" \u00e9",
      "user":{"login":"octocat","id":1,"site_admin":false},"labels":[{"id":208045946,"node_id":"LA_1","name":"bug",
      "color":"d73a4a","description":null,"default":true}],"state":"closed","state_reason":"not_planned","locked":false,
      "assignees":[{"login":"hubot","id":2},{"login":"monalisa","id":3}],"milestone":{"number":2,"title":"v1.0",
      "state":"open","description":"Tracking","due_on":"2012-10-09T23:39:01Z","open_issues":4,"closed_issues":8,
      "html_url":"https://github.com/o/r/milestone/2","creator":{"login":"octocat"}},"comments":3,
      "created_at":"2011-04-22T13:33:48Z","updated_at":"2011-04-23T13:33:48Z","closed_at":"2011-04-24T13:33:48Z",
      "body":"text\nmore","html_url":"https://github.com/o/r/issues/7","type":{"id":1,"node_id":"IT_1","name":"Bug",
      "color":"red","description":"Something is wrong"},"reactions":{"url":"x","total_count":3,"+1":2,"-1":0,
      "laugh":0,"hooray":0,"confused":0,"heart":1,"rocket":0,"eyes":0},"timeline_url":"x"},
     {"number":8,"title":"A pull request","user":null,"labels":[],"assignees":[],"milestone":null,"comments":0,
      "state":"open","created_at":"2011-04-22T13:33:48Z","updated_at":"2011-04-22T13:33:48Z","closed_at":null,
      "body":null,"html_url":"https://github.com/o/r/pull/8","pull_request":{"url":"x","merged_at":null},
      "type":null,"reactions":{"total_count":0}}]
    """#

    @Test func scannedIssuesAreTheDecodedOnes() throws {
        let body = Data(Self.page.utf8)
        let decoded = try GitHubJSON.decoder().decode([Issue].self, from: body)
        let scanned = try JSONScanner.read(body) { try $0.array(Issue.init(scanning:)) }
        #expect(scanned == decoded)
        #expect(scanned.map(\.isPullRequest) == [false, true] && scanned[0].extras.reactionGroups?.count == 2)
    }

    @Test func anIssueWithoutItsNumberIsRefused() {
        #expect(throws: JSONScanner.Malformed.self) {
            try JSONScanner.read(Data(#"[{"html_url":"x","created_at":"2011-04-22T13:33:48Z"}]"#.utf8)) {
                try $0.array(Issue.init(scanning:))
            }
        }
    }
}
