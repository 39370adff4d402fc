import Foundation
import GHLiteCore
@testable import GHLiteLive
import Testing

@Suite struct MirrorDirectoryTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gh-lite-mirror-\(UUID().uuidString)").path
    let key = MirrorKey(host: "github.com", account: "octocat", repo: RepoRef(owner: "o", name: "r"))
    static let day = Date(timeIntervalSince1970: 1_700_000_000)
    static let syncedAt = day.addingTimeInterval(3_600)

    static func issue(_ number: Int, _ state: GHLiteCore.Issue.State = .open, updated: TimeInterval = 0) -> GHLiteCore.Issue {
        GHLiteCore.Issue(number: number, title: "Issue \(number)", state: state, authorLogin: "octocat",
                         htmlURL: "https://github.com/o/r/issues/\(number)", createdAt: day,
                         updatedAt: day.addingTimeInterval(updated))
    }

    @Test func theStateCountsOpenAndClosedIssuesLeavingOutThoseAsked() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MirrorStore.directory(folder, now: { Self.syncedAt })
        #expect(try store.state(key, []) == nil)
        // A label in a catalog carries its node ID, as GitHub's catalog gives it.
        let catalog = RepositoryCatalog(labels: [.init(id: "LA_1", label: Label(name: "bug", color: "d73a4a", id: "LA_1"))],
                                        milestones: [.init(id: "MI_1", number: 1, title: "v1.0")])
        try store.save(key, MirrorUpdate(replacesAll: true, issues: [Self.issue(1), Self.issue(2, .closed), Self.issue(3)],
                                         catalog: catalog, syncedThrough: Self.day))
        #expect(try store.state(key, []) == MirrorState(catalog: catalog, syncedThrough: Self.day, openCount: 2,
                                                        closedCount: 1))
        #expect(try store.state(key, [1, 2, 9])?.openCount == 1)
        #expect(try store.state(key, [1, 2, 9])?.closedCount == 0)
    }

    @Test func aSaveIsStampedWithTheClockItIsGivenNotTheSystemClock() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MirrorStore.directory(folder, now: { Self.syncedAt })
        try store.save(key, MirrorUpdate(replacesAll: true, issues: [Self.issue(1)], catalog: .init(), syncedThrough: Self.day))
        #expect(try store.select(key, MirrorSelection(state: .all))?.syncedAt == Self.syncedAt)
    }

    @Test func commentsAViewStoredStayWhileTheIssueIsUnchangedAndGoWhenItChanges() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MirrorStore.directory(folder, now: { Self.syncedAt })
        try store.save(key, MirrorUpdate(replacesAll: true, issues: [Self.issue(1, updated: 10)], catalog: .init(),
                                         syncedThrough: Self.day))
        let comments = [IssueComment(authorLogin: "hubot", body: "hi", createdAt: Self.day)]
        try store.saveComments(key, 1, Self.day.addingTimeInterval(10), comments)
        for replacesAll in [false, true] {
            try store.save(key, MirrorUpdate(replacesAll: replacesAll, issues: [Self.issue(1, updated: 10)], catalog: nil,
                                             syncedThrough: Self.day))
            #expect(try store.issues(key, [1]).first?.comments == comments)
        }
        try store.save(key, MirrorUpdate(replacesAll: false, issues: [Self.issue(1, updated: 11)], catalog: nil,
                                         syncedThrough: Self.day))
        #expect(try store.issues(key, [1]).first?.comments == nil)
    }

    @Test func theMirrorHoldsAnIssueAsSavedWithTheCommentsAViewKeptButNotOnceAnythingDiffers() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MirrorStore.directory(folder, now: { Self.syncedAt })
        try store.save(key, MirrorUpdate(replacesAll: true, issues: [Self.issue(1, updated: 10), Self.issue(2)],
                                         catalog: .init(), syncedThrough: Self.day))
        try store.saveComments(key, 1, Self.day.addingTimeInterval(10),
                               [IssueComment(authorLogin: "hubot", body: "hi", createdAt: Self.day)])
        var retitled = Self.issue(2)
        retitled.title = "Retitled"
        var linked = Self.issue(1, updated: 10)
        linked.links = IssueLinks(blockedBy: [LinkedIssue(id: "I_2", number: 2, title: "Issue 2", state: .open,
                                                          url: "https://github.com/o/r/issues/2", repository: "o/r")])
        #expect(try store.holding(key, [Self.issue(1, updated: 10), Self.issue(2), Self.issue(3)]) == [1, 2])
        #expect(try store.holding(key, [retitled, linked, Self.issue(1, .closed, updated: 10)]) == [])
    }

    @Test func linksAViewStoredReplaceTheRecordsWhateverItsUpdatedAt() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MirrorStore.directory(folder, now: { Self.syncedAt })
        var issue = Self.issue(1, updated: 10)
        issue.links = IssueLinks(subIssues: [LinkedIssue(id: "I_2", number: 2, title: "Part", state: .open,
                                                         url: "https://github.com/o/r/issues/2", repository: "o/r")],
                                 subIssuesSummary: SubIssuesSummary(total: 1, completed: 0, percentCompleted: 0))
        try store.save(key, MirrorUpdate(replacesAll: true, issues: [issue], catalog: .init(), syncedThrough: Self.day))
        #expect(try store.issues(key, [1]).first?.links == issue.links)
        try store.saveLinks(key, 1, .none)
        #expect(try store.issues(key, [1]).first?.links == IssueLinks.none)
        try store.saveLinks(key, 7, .none) // not mirrored: nothing to keep
        #expect(try store.issues(key, [7]).isEmpty)
    }

    @Test func aFullListRemovesTheIssuesItDoesNotHold() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MirrorStore.directory(folder, now: { Self.syncedAt })
        try store.save(key, MirrorUpdate(replacesAll: true, issues: [Self.issue(1), Self.issue(2)], catalog: .init(),
                                         syncedThrough: Self.day))
        try store.save(key, MirrorUpdate(replacesAll: true, issues: [Self.issue(2)], catalog: .init(), syncedThrough: Self.day))
        #expect(try store.issues(key, [1, 2]).map(\.number) == [2])
        #expect(try store.select(key, MirrorSelection(state: .all, match: "\"Issue\""))?.numbers == [2])
    }

    @Test func everyRepositoryHasAFileOfItsOwnAndUsualNamesKeepTheirs() {
        let names = [".github", "_.github", "%2Egithub", "a/b", "a%2Fb", "", "%", "..", "%2E."]
        let files = names.map(MirrorDirectory.component)
        #expect(Set(files).count == names.count, "\(files)")
        #expect(files.allSatisfy { !$0.contains("/") && !$0.hasPrefix(".") && !$0.isEmpty })
        #expect(MirrorDirectory.component("Hello-World") == "hello-world")
        #expect(MirrorDirectory.component("github.com") == "github.com")
    }

    @Test func pastTheLimitTheLeastRecentlyUsedMirrorsGoButNeverTheOneJustSaved() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let keys = ["old", "used", "saved"].map { MirrorKey(host: "github.com", account: "octocat", repo: RepoRef(owner: "o", name: $0)) }
        let roomy = MirrorStore.directory(folder, now: { Self.syncedAt })
        for key in keys {
            try roomy.save(key, MirrorUpdate(replacesAll: true, issues: [Self.issue(1)], catalog: .init(), syncedThrough: Self.day))
        }
        let files = keys.map { "\(folder)/mirror/github.com/octocat/o/\($0.repo.name).sqlite" }
        // Times set rather than left to the clock, whose steps can be coarser than the saves.
        for (file, used) in zip(files, [Self.day, Self.syncedAt, Self.syncedAt.addingTimeInterval(1)]) {
            try FileManager.default.setAttributes([.modificationDate: used], ofItemAtPath: file)
        }
        let sizes = try files.map { try #require(FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) }
        let tight = MirrorStore.directory(folder, maximumBytes: sizes[1] + sizes[2] + 4096, now: { Self.syncedAt })
        try tight.save(keys[2], MirrorUpdate(replacesAll: false, issues: [Self.issue(2)], catalog: nil, syncedThrough: Self.day))
        #expect(try tight.repositories("github.com", "octocat").map(\.name) == ["saved", "used"])
    }

    @Test func theRepositoriesListedAreTheNamesTheirFilesHoldAndAStrangeFileIsLeftOut() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MirrorStore.directory(folder, now: { Self.syncedAt })
        for name in [".github", "50%"] {
            try store.save(MirrorKey(host: "github.com", account: "octocat", repo: RepoRef(owner: "O.K", name: name)),
                           MirrorUpdate(replacesAll: true, issues: [], catalog: .init(), syncedThrough: Self.day))
        }
        try Data().write(to: URL(fileURLWithPath: "\(folder)/mirror/github.com/octocat/o.k/%zz.sqlite"))
        #expect(try store.repositories("github.com", "octocat") == [RepoRef(owner: "o.k", name: ".github"), RepoRef(owner: "o.k", name: "50%")])
    }

    @Test func aDeltaWithAChangedCatalogRewritesTheIssuesItDoesNotBring() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MirrorStore.directory(folder, now: { Self.syncedAt })
        let bug = Label(name: "bug", color: "d73a4a", id: "LA_1")
        var labelled = Self.issue(1)
        labelled.labels = [bug]
        labelled.milestone = Milestone(number: 1, title: "v1.0")
        let old = RepositoryCatalog(labels: [.init(id: "LA_1", label: bug)],
                                    milestones: [.init(id: "MI_1", number: 1, title: "v1.0")])
        try store.save(key, MirrorUpdate(replacesAll: true, issues: [labelled, Self.issue(2)], catalog: old,
                                         syncedThrough: Self.day))
        let now = RepositoryCatalog(labels: [.init(id: "LA_1", label: Label(name: "defect", color: "000000", id: "LA_1"))])
        try store.save(key, MirrorUpdate(replacesAll: false, issues: [], catalog: now, syncedThrough: Self.day))
        let rewritten = try #require(try store.issues(key, [1]).first)
        #expect(rewritten.labels == [Label(name: "defect", color: "000000", id: "LA_1")])
        #expect(rewritten.milestone == nil)
        #expect(try store.state(key, [])?.catalog == now)
    }
}
