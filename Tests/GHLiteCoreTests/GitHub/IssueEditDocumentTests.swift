import Foundation
import GHLiteCore
import Testing

/// One issue's edit as one GraphQL document: each part aliased with its own input, in GitHub's order; a part GitHub
/// refused is told by its error's path, not by the order of the errors; the issue is read from the payloads answered.
@Suite(.strictDoubles) struct IssueEditDocumentTests {
    static let mutations = IssueEditMutations(issueID: "I_4", addLabelIDs: ["L_bug"],
                                              update: IssueEditMutations.Update(title: "T"),
                                              links: [.setIssueType(issueID: "I_4", typeID: nil)])

    @Test func eachPartIsAliasedWithItsInputAndARefusalIsToldByItsPath() throws {
        let answer = HTTPResponse(status: 200, body: Data(#"""
            {"data": {"m1": {"labelable": {"id": "I_4", "number": 4, "title": "Four", "url": "https://github.com/o/r/issues/4",
                                           "labels": {"nodes": [{"name": "help wanted"}, {"name": "bug"}]}}},
                      "m2": null, "m3": {"clientMutationId": null}},
             "errors": [{"type": "NOT_FOUND", "path": ["m3", "issue"], "message": "not the title's"},
                        {"type": "FORBIDDEN", "path": ["m2"], "message": "hubot may not retitle it"}]}
            """#.utf8))
        let (client, requests) = RESTStub.client([answer])
        let answered = try client.editIssue(Self.mutations)
        #expect(answered.refused.keys.sorted() == [1])
        #expect(answered.refused[1] == GraphQLError(type: "FORBIDDEN", message: "hubot may not retitle it"))
        #expect(answered.issue?.labels.map(\.name) == ["help wanted", "bug"])
        #expect(answered.issue?.nodeID == "I_4")

        let body = try #require(try JSONSerialization.jsonObject(with: requests.value.first?.body ?? Data()) as? [String: Any])
        let query = try #require(body["query"] as? String)
        #expect(query.hasPrefix("mutation IssueEdit($m1: AddLabelsToLabelableInput!, $m2: UpdateIssueInput!, "
                                + "$m3: UpdateIssueIssueTypeInput!) { m1: addLabelsToLabelable(input: $m1) "
                                + "{ labelable { ...EditedIssue } } m2: updateIssue(input: $m2) { issue { ...EditedIssue } } "
                                + "m3: updateIssueIssueType(input: $m3) { clientMutationId } } fragment EditedIssue on Issue { id "),
                "\(query)")
        let variables = try #require(body["variables"] as? [String: [String: Any]])
        #expect(variables["m1"]?["labelableId"] as? String == "I_4" && variables["m1"]?["labelIds"] as? [String] == ["L_bug"])
        #expect(variables["m2"]?.keys.sorted() == ["id", "title"], "only what changes is sent")
        #expect(variables["m3"]?["issueTypeId"] is NSNull, "a null type removes it")
    }

    /// The answer reads what REST's issue gives `issue view --json`, so `--json` needs no read after it; an Enterprise
    /// server, which may lack issue types, is not asked the type, and its answer is not the whole issue.
    @Test func theIssueIsReadWholeExceptItsTypeOnAnEnterpriseServer() throws {
        let answer = HTTPResponse(status: 200, body: Data(#"{"data": {"m1": {"issue": {"id": "I_4", "number": 4}}}}"#.utf8))
        let title = IssueEditMutations(issueID: "I_4", update: IssueEditMutations.Update(title: "T"))
        for (baseURL, whole) in [("https://api.github.com", true), ("https://ghe.example/api/v3", false)] {
            let (client, requests) = RESTStub.client([answer], baseURL: baseURL)
            #expect(try client.editIssue(title).issueIsWhole == whole)
            let body = String(decoding: requests.value.first?.body ?? Data(), as: UTF8.self)
            #expect(body.contains("labels(first: 100) { nodes { id name color description } }"), "\(body)")
            #expect(body.contains("reactionGroups { content users { totalCount } }"), "\(body)")
            #expect(body.contains("issueType {") == whole, "\(body)")
        }
    }

    @Test func aLinkAloneAsksNoIssueFragment() throws {
        let (client, requests) = RESTStub.client([HTTPResponse(status: 200, body: Data(#"{"data": {"m1": {"clientMutationId": null}}}"#.utf8))])
        let answered = try client.editIssue(IssueEditMutations(issueID: "I_4", links: [.addBlockedBy(issueID: "I_4", blockingID: "I_5")]))
        #expect(answered.refused.isEmpty && answered.issue == nil)
        let body = String(decoding: requests.value.first?.body ?? Data(), as: UTF8.self)
        #expect(!body.contains("fragment"), "GitHub refuses a fragment the document does not use")
    }
}
