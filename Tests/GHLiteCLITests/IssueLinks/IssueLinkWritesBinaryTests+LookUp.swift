import Foundation
import GHLiteCore
import Testing

/// What a link edit asks before it writes: the issue edited, the owner's types and the issues it names, all in one
/// GraphQL request; and a bulk edit that cannot be made whole sends nothing.
extension IssueLinkWritesBinaryTests {
    /// Each request as `METHOD path` and, for GraphQL, its operation's first word and name (`query RepositoryLookup`).
    func sent() throws -> [String] {
        try simulator.requests().map { request in
            guard request.path == "/graphql" else { return "\(request.method) \(request.path)" }
            let operation = try #require(request.body.range(of: "(query|mutation) [A-Za-z]+", options: .regularExpression),
                                         "\(request.body)")
            return String(request.body[operation])
        }
    }

    /// Then one document: the labels first, the link after, as GitHub runs a document's mutations in order.
    @Test(arguments: [(["--parent", "1"], ["addSubIssue"], IssueLinksState(type: nil, parent: 1, subIssues: [], blockedBy: [])),
                      (["--type", "Bug"], ["updateIssueIssueType"],
                       IssueLinksState(type: "Bug", parent: nil, subIssues: [], blockedBy: [])),
                      (["--add-blocked-by", "5"], ["addBlockedBy"],
                       IssueLinksState(type: nil, parent: nil, subIssues: [], blockedBy: [5])),
                      (["--parent", "1", "--add-label", "bug"], ["addLabelsToLabelable", "addSubIssue"],
                       IssueLinksState(type: nil, parent: 1, subIssues: [], blockedBy: []))])
    func anEditLooksUpItsIssueAndItsLinksInOneRequest(flags: [String], writes: [String], after: IssueLinksState) throws {
        try #require(try simulator.publishedSchema() != nil, "the look-up is checked against GitHub's schema")
        let result = try run(["edit", "4"] + flags)
        #expect(result.status == 0, "\(result.stderr)")
        let sent = try sent()
        #expect(sent == ["query RepositoryLookup", "mutation IssueEdit"], "\(sent)")
        let document = try #require(try simulator.requests().last?.body)
        #expect(writes.enumerated().allSatisfy { document.contains("m\($0.offset + 1): \($0.element)(input:") }, "\(document)")
        #expect(try links(4) == after)
    }

    /// An issue has one parent: one sub-issue given to several issues is refused whole, before any write.
    @Test func oneSubIssueForSeveralIssuesIsRefusedBeforeAnyWrite() throws {
        let result = try run(["edit", "1", "2", "--add-sub-issue", "5", "--add-label", "bug", "--yes"])
        #expect(result.status == 1)
        #expect(result.stderr == "#5 cannot be a sub-issue of 2 issues: a sub-issue has one parent, so give "
                + "`--add-sub-issue` to one issue at a time\n", "\(result.stderr)")
        let requests = try simulator.requests()
        #expect(!requests.isEmpty, "the issues were looked up")
        #expect(requests.allSatisfy { $0.method == "GET" || ($0.path == "/graphql" && !$0.body.contains("\"mutation ")) })
        #expect(try links(5).parent == nil)
        #expect(try links(1).subIssues == [] && links(2).subIssues == [])
    }
}
