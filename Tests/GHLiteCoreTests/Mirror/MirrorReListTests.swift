import Foundation
import GHLiteCore
import Testing

fileprivate typealias Issue = GHLiteCore.Issue

/// A list from a mirror reads the issues it would show while GitHub is asked what changed, then shows what GitHub
/// said changed as the mirror now has it, never as it was read before.
@Suite(.strictDoubles) struct MirrorReListTests {
    fileprivate static func issue(_ number: Int, _ title: String, _ state: Issue.State = .open) -> Issue {
        .fixture(number, title: title, state: state, createdAt: Date(timeIntervalSince1970: Double(number)),
                 updatedAt: Date(timeIntervalSince1970: 0))
    }

    /// A mirror of `issues` that `refreshMirror` turns into `refreshed` (GitHub's changes, saved), saying `changed`
    /// changed; records the numbers each read of issues asked for, and how many times the mirror picked them.
    fileprivate static func model(_ issues: [Issue], refreshed: [Issue], changed: Set<Int>?)
        -> (IssueModel, Locked<[[Int]]>, Locked<Int>) {
        let mirror = Locked(issues)
        let reads = Locked<[[Int]]>([])
        let selections = Locked(0)
        var environment = IssueModelEnvironment.failing
        environment.selectMirrored = { selection in
            selections.withLock { $0 += 1 }
            let picked = mirror.value.filter { selection.state == .all || $0.state.rawValue == selection.state.rawValue }
                .sorted { $0.number > $1.number }.map(\.number)
            return MirrorSelection.Result(numbers: Array(picked.prefix(selection.limit ?? picked.count)), total: picked.count,
                                          syncedAt: Date(timeIntervalSince1970: 99))
        }
        let read: @Sendable ([Int]) -> [Issue] = { numbers in
            reads.withLock { $0.append(numbers) }
            let stored = mirror.value
            return numbers.compactMap { number in stored.first { $0.number == number } }
        }
        environment.mirroredIssues = read
        environment.readableMirroredIssues = read
        environment.refreshMirror = { _ in
            mirror.withLock { $0 = refreshed }
            return MirrorRefresh(state: MirrorState(), changed: changed)
        }
        return (IssueModel(environment: environment), reads, selections)
    }

    @Test func issuesGitHubChangedAreReadAgainAndTheOthersShownAsReadBeside() throws {
        let before = [Self.issue(1, "One"), Self.issue(2, "Two"), Self.issue(3, "Three")]
        let after = [Self.issue(1, "One"), Self.issue(2, "Two, retitled"), Self.issue(3, "Three", .closed),
                     Self.issue(4, "Four")]
        let (model, reads, _) = Self.model(before, refreshed: after, changed: [2, 3, 4])
        var listed: [Issue] = []
        let summary = try model.list(limit: 30, filter: IssueFilter()) { listed += $0 }
        #expect(listed.map(\.number) == [4, 2, 1])
        #expect(listed.map(\.title) == ["Four", "Two, retitled", "One"])
        #expect(reads.value == [[3, 2, 1], [4, 2]])
        #expect(summary == IssueModel.Summary(count: 3, hasMore: false, totalCount: 3))
    }

    @Test func aMirrorWrittenAnewIsReadAgainWhole() throws {
        let before = [Self.issue(1, "One"), Self.issue(2, "Two")]
        let after = [Self.issue(1, "One, relabelled"), Self.issue(2, "Two, relabelled")]
        let (model, reads, _) = Self.model(before, refreshed: after, changed: nil)
        var listed: [Issue] = []
        _ = try model.list(limit: 1, filter: IssueFilter()) { listed += $0 }
        #expect(listed.map(\.title) == ["Two, relabelled"])
        #expect(reads.value == [[2], [2]])
    }

    @Test func whenGitHubChangedNothingTheIssuesReadBesideAreShownWithoutAnotherRead() throws {
        let issues = [Self.issue(1, "One"), Self.issue(2, "Two", .closed), Self.issue(3, "Three")]
        let (model, reads, selections) = Self.model(issues, refreshed: issues, changed: [])
        var listed: [Issue] = []
        let summary = try model.list(limit: 1, filter: IssueFilter()) { listed += $0 }
        #expect(listed.map(\.title) == ["Three"])
        #expect(summary == IssueModel.Summary(count: 1, hasMore: true, totalCount: 2))
        #expect(reads.value == [[3]])
        #expect(selections.value == 1)
    }

    @Test func aMirrorThatCouldNotBeWrittenIsNotReadAndGitHubsListIsShownWithWhy() throws {
        let gitHub = [Self.issue(1, "One, retitled")]
        var (model, reads, _) = Self.model([Self.issue(1, "One")], refreshed: [Self.issue(1, "One")], changed: [1])
        model.environment.refreshMirror = { _ in MirrorRefresh(state: MirrorState(), changed: [1], notSaved: "the disk is full") }
        model.environment.listRepositoryIssues = { _ in IssueConnectionPage(items: gitHub, totalCount: 1, nextCursor: nil) }
        var listed: [Issue] = []
        var heard: [MirrorNotUpdated] = []
        _ = try model.list(limit: 30, filter: IssueFilter(), mirrorNotUpdated: { heard.append($0) }) { listed += $0 }
        #expect(listed.map(\.title) == ["One, retitled"])
        #expect(heard == [MirrorNotUpdated(reason: "the disk is full", syncedAt: Date(timeIntervalSince1970: 99))])
        #expect(reads.value.allSatisfy { $0 == [1] }, "only the read ahead, never shown")
    }
}
