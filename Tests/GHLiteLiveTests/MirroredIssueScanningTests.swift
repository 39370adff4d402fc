import Foundation
import GHLiteCore
@testable import GHLiteLive
import Testing

@Suite struct MirroredIssueScanningTests {
    static let day = Date(timeIntervalSince1970: 1_700_000_000.25)

    /// An issue with every field a mirror record holds set, text with escapes and characters past ASCII included.
    static var everyField: GHLiteCore.Issue {
        let milestone = Milestone(number: 3, title: "v1.0 \"é\"", state: "closed", description: "line\nnext",
                                  dueOn: day.addingTimeInterval(86_400), openIssues: 2, closedIssues: 5,
                                  url: "https://github.com/o/r/milestone/3")
        var issue = GHLiteCore.Issue(number: 42, title: "Crash in 🦀 parser\t\\", body: "Steps:\r\n1. run",
                                     state: .closed, stateReason: "not_planned", authorLogin: "octocat",
                                     labels: [Label(name: "bug", color: "d73a4a", description: "Broken", id: "LA_1"),
                                              Label(name: "ui", color: "fff")],
                                     assigneeLogins: ["hubot", "monalisa"], milestone: milestone, commentCount: 7,
                                     htmlURL: "https://github.com/o/r/issues/42", createdAt: day,
                                     updatedAt: day.addingTimeInterval(60), closedAt: day.addingTimeInterval(120))
        issue.comments = [IssueComment(id: "IC_1", authorLogin: "hubot", authorAssociation: "MEMBER", body: "Same here",
                                       createdAt: day, updatedAt: day.addingTimeInterval(5), url: "https://c/1",
                                       reactionGroups: [ReactionGroup(content: "THUMBS_UP", count: 2)],
                                       isMinimized: false, minimizedReason: nil, viewerDidAuthor: true)]
        issue.issueType = IssueType(id: "IT_1", name: "Bug", color: "RED", description: "Something broken")
        let parent = LinkedIssue(id: "I_1", number: 1, title: "Epic", state: .open, url: "https://github.com/o/r/issues/1",
                                 repository: "o/r")
        issue.links = IssueLinks(parent: parent, subIssues: [parent], blockedBy: [parent], blocking: nil)
        issue.extras.author = Person(login: "octocat", id: "U_1", name: "The Octocat")
        issue.extras.hasAuthor = true
        issue.extras.assignees = [Person(login: "hubot", id: nil, name: nil), Person(login: "monalisa", id: "U_2", name: "Mona")]
        return issue
    }

    static func record(_ issue: GHLiteCore.Issue) throws -> Data { try JSONEncoder().encode(MirroredIssue(issue)) }

    static func recordEditing(_ edit: (inout [String: Any]) -> Void) throws -> Data {
        var object = try JSONSerialization.jsonObject(with: record(everyField)) as! [String: Any]
        edit(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test func everyFieldWrittenReadsBackAsTheDecoderReadsIt() throws {
        let record = try Self.record(Self.everyField)
        let read = try MirroredIssue.read(record)
        #expect(read == MirroredIssue(Self.everyField))
        #expect(read == (try MirrorJSON.decoder().decode(MirroredIssue.self, from: record)))
        #expect(read.issue.issueType == Self.everyField.issueType)
        #expect(read.issue.links == Self.everyField.links)
        #expect(read.issue.comments == Self.everyField.comments)
        #expect(read.issue.extras.assignees == Self.everyField.extras.assignees)
    }

    @Test func anIssueWithNoOptionalFieldReadsBack() throws {
        let bare = GHLiteCore.Issue(number: 1, title: "", authorLogin: "ghost", htmlURL: "https://github.com/o/r/issues/1",
                                    createdAt: Self.day)
        #expect(try MirroredIssue.read(Self.record(bare)) == MirroredIssue(bare))
        #expect(try MirroredIssue.read(Self.record(bare)).issue.extras.hasAuthor == false)
    }

    @Test(arguments: ["createdAt", "title", "number", "labels", "htmlURL"])
    func aRecordMissingARequiredFieldIsRefused(_ field: String) throws {
        let record = try Self.recordEditing { $0[field] = nil }
        #expect(throws: (any Error).self) { try MirroredIssue.read(record) }
    }

    @Test(arguments: [1e308, -1e9, Double(253_402_300_800 - 978_307_200 + 1)])
    func aDateOutsideTheYears1970To9999IsRefusedAnywhere(_ seconds: Double) throws {
        for edit: (inout [String: Any]) -> Void in [
            { $0["updatedAt"] = seconds },
            { $0["closedAt"] = seconds },
            { var milestone = $0["milestone"] as! [String: Any]; milestone["dueOn"] = seconds; $0["milestone"] = milestone },
            { var comments = $0["comments"] as! [[String: Any]]; comments[0]["createdAt"] = seconds; $0["comments"] = comments },
        ] {
            let record = try Self.recordEditing(edit)
            #expect(throws: (any Error).self) { try MirroredIssue.read(record) }
            #expect(throws: (any Error).self) { try MirrorJSON.decoder().decode(MirroredIssue.self, from: record) }
        }
    }

    @Test func aRecordOfAnotherKindOrCutShortIsRefused() throws {
        let whole = try Self.record(Self.everyField)
        for damaged in [whole.prefix(whole.count / 2), Data("[]".utf8), Data("{\"number\":\"42\"}".utf8),
                        try Self.recordEditing { $0["closed"] = "yes" }, try Self.recordEditing { $0["labels"] = NSNull() },
                        try Self.recordEditing { var links = $0["links"] as! [String: Any]
                            var parent = links["parent"] as! [String: Any]
                            parent["state"] = "merged"
                            links["parent"] = parent
                            $0["links"] = links }] {
            #expect(throws: (any Error).self) { try MirroredIssue.read(Data(damaged)) }
        }
    }

    @Test func keysItDoesNotKnowArePassedOver() throws {
        let record = try Self.recordEditing { $0["addedLater"] = ["nested": [1, 2, ["deep": true]]] }
        #expect(try MirroredIssue.read(record) == MirroredIssue(Self.everyField))
    }
}
