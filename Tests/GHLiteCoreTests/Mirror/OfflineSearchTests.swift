import Foundation
import GHLiteCore
import Testing

fileprivate typealias Issue = GHLiteCore.Issue

/// `--search` read offline: which of GitHub's syntax becomes an FTS5 query or a filter, what is refused, and the
/// offline list ranked by the mirror's search.
@Suite(.strictDoubles) struct OfflineSearchTests {
    @Test func wordsAndPhrasesAreQuotedSoNothingInThemIsReadAsSyntax() throws {
        let search = try OfflineSearch(#"crash "null pointer" AND say"s"#, filter: IssueFilter())
        #expect(search.matchQuery == #""crash" "null pointer" "AND" "say""s""#)
        #expect(search.filter == IssueFilter())
    }

    @Test func qualifiersBecomeFilters() throws {
        let search = try OfflineSearch(#"label:"good first issue" is:closed author:hubot assignee:octocat milestone:v1 crash"#,
                                       filter: IssueFilter(labels: ["bug"], search: "ignored"))
        #expect(search.matchQuery == #""crash""#)
        #expect(search.filter == IssueFilter(state: .closed, labels: ["bug", "good first issue"], assignee: "octocat",
                                             author: "hubot", milestone: "v1"))
    }

    @Test func aSearchOfMoreThanAHundredWordsIsRefusedBeforeAnyIsSearched() throws {
        let hundred = Array(repeating: "crash", count: 99).joined(separator: " ") + " \"null\""
        #expect(try OfflineSearch(hundred, filter: IssueFilter()).matchQuery?.isEmpty == false)
        let longPhrase = "\"" + Array(repeating: "crash", count: 101).joined(separator: " ") + "\""
        for tooMany in [hundred + " boot", hundred + " label:bug \"one more\"", longPhrase, hundred + " a.b"] {
            #expect(throws: CommandError.self) { try OfflineSearch(tooMany, filter: IssueFilter()) }
        }
    }

    @Test func inTitleNarrowsTheMatchToOneColumn() throws {
        #expect(try OfflineSearch("crash boot in:title", filter: IssueFilter()).matchQuery == #"title : ("crash" "boot")"#)
        #expect(try OfflineSearch("label:bug", filter: IssueFilter()).matchQuery == nil)
    }

    @Test(arguments: ["sort:updated", "-label:bug", "-crash", "is:pr", "in:comments", "reason:completed"])
    func whatTheMirrorCannotAnswerIsRefusedByName(text: String) {
        #expect(throws: CommandError("`\(text)` is not understood offline (it understands \(OfflineSearch.understood)): "
                                     + "drop it, or search online")) {
            try OfflineSearch("crash " + text, filter: IssueFilter())
        }
    }

    fileprivate static func issue(_ number: Int, labels: [Label] = []) -> Issue {
        .fixture(number, labels: labels, createdAt: Date(timeIntervalSince1970: Double(number)),
                 updatedAt: Date(timeIntervalSince1970: 0))
    }

    /// An offline list over `issues` whose mirror picks `ranking`; records the selections asked for.
    fileprivate static func model(_ issues: [Issue], ranking: [Int]) -> (IssueModel, Locked<[MirrorSelection]>) {
        let selections = Locked<[MirrorSelection]>([])
        var environment = IssueModelEnvironment.failing
        environment.selectMirrored = { selection in
            selections.withLock { $0.append(selection) }
            return MirrorSelection.Result(numbers: ranking, syncedAt: Date(timeIntervalSince1970: 99))
        }
        environment.mirroredIssues = { numbers in numbers.compactMap { number in issues.first { $0.number == number } } }
        return (IssueModel(environment: environment), selections)
    }

    @Test func anOfflineSearchListsTheMatchesThatPassTheFiltersInTheMirrorsRankOrder() throws {
        let bug = Label(name: "bug", color: "d73a4a")
        let issues = [Self.issue(1, labels: [bug]), Self.issue(2), Self.issue(3, labels: [bug]), Self.issue(4, labels: [bug])]
        let (model, selections) = Self.model(issues, ranking: [2, 1, 4])
        var listed: [Int] = []
        let summary = try model.list(limit: 30, filter: IssueFilter(search: "zebra label:bug"), offline: true) {
            listed += $0.map(\.number)
        }
        #expect(listed == [1, 4])
        #expect(selections.value == [MirrorSelection(state: .open, match: #""zebra""#)])
        #expect(summary == IssueModel.Summary(count: 2, hasMore: false, totalCount: 2,
                                              mirroredAt: Date(timeIntervalSince1970: 99)))
    }

    @Test func anUnnarrowedOfflineListShowsTheLimitAndCountsTheRest() throws {
        let (model, _) = Self.model((1...5).map { Self.issue($0) }, ranking: [5, 4, 3, 2, 1])
        var listed: [Int] = []
        let summary = try model.list(limit: 2, filter: IssueFilter(), offline: true) { listed += $0.map(\.number) }
        #expect(listed == [5, 4])
        #expect(summary == IssueModel.Summary(count: 2, hasMore: true, totalCount: 5,
                                              mirroredAt: Date(timeIntervalSince1970: 99)))
    }

    @Test func offlineWithNoMirrorIsAnErrorNotARequest() {
        var environment = IssueModelEnvironment.failing
        environment.selectMirrored = { _ in nil }
        #expect(throws: IssueLookupError.notMirrored) {
            try IssueModel(environment: environment).list(limit: 30, filter: IssueFilter(), offline: true) { _ in }
        }
    }
}
