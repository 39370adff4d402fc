import Foundation
import GHLiteCore
@testable import GHLiteLive
import Testing

@Suite struct MirrorDirectoryTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gh-lite-mirror-\(UUID().uuidString)").path
    let key = MirrorKey(host: "github.com", account: "octocat", repo: RepoRef(owner: "o", name: "r"))
    static let day = Date(timeIntervalSince1970: 1_700_000_000)

    static func issue(_ number: Int, _ state: GHLiteCore.Issue.State = .open, updated: TimeInterval = 0) -> GHLiteCore.Issue {
        GHLiteCore.Issue(number: number, title: "Issue \(number)", state: state, authorLogin: "octocat",
                         htmlURL: "https://github.com/o/r/issues/\(number)", createdAt: day,
                         updatedAt: day.addingTimeInterval(updated))
    }

    @Test func theStateCountsOpenAndClosedIssuesLeavingOutThoseAsked() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MirrorStore.directory(folder)
        #expect(try store.state(key, []) == nil)
        let labels = [Label(name: "bug", color: "d73a4a")]
        try store.save(key, MirrorUpdate(replacesAll: true, issues: [Self.issue(1), Self.issue(2, .closed), Self.issue(3)],
                                         labels: labels, syncedThrough: Self.day))
        #expect(try store.state(key, []) == MirrorState(labels: labels, syncedThrough: Self.day, openCount: 2,
                                                        closedCount: 1))
        #expect(try store.state(key, [1, 2, 9])?.openCount == 1)
        #expect(try store.state(key, [1, 2, 9])?.closedCount == 0)
    }

    @Test func commentsAViewStoredStayWhileTheIssueIsUnchangedAndGoWhenItChanges() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MirrorStore.directory(folder)
        try store.save(key, MirrorUpdate(replacesAll: true, issues: [Self.issue(1, updated: 10)], labels: [],
                                         syncedThrough: Self.day))
        let comments = [IssueComment(authorLogin: "hubot", body: "hi", createdAt: Self.day)]
        try store.saveComments(key, 1, Self.day.addingTimeInterval(10), comments)
        for replacesAll in [false, true] {
            try store.save(key, MirrorUpdate(replacesAll: replacesAll, issues: [Self.issue(1, updated: 10)], labels: nil,
                                             syncedThrough: Self.day))
            #expect(try store.issues(key, [1]).first?.comments == comments)
        }
        try store.save(key, MirrorUpdate(replacesAll: false, issues: [Self.issue(1, updated: 11)], labels: nil,
                                         syncedThrough: Self.day))
        #expect(try store.issues(key, [1]).first?.comments == nil)
    }

    @Test func aFullListRemovesTheIssuesItDoesNotHold() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MirrorStore.directory(folder)
        try store.save(key, MirrorUpdate(replacesAll: true, issues: [Self.issue(1), Self.issue(2)], labels: [],
                                         syncedThrough: Self.day))
        try store.save(key, MirrorUpdate(replacesAll: true, issues: [Self.issue(2)], labels: [], syncedThrough: Self.day))
        #expect(try store.issues(key, [1, 2]).map(\.number) == [2])
        #expect(try store.select(key, MirrorSelection(state: .all, match: "\"Issue\""))?.numbers == [2])
    }
}
