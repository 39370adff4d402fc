import Foundation
import GHLiteCore
import Testing

@Suite(.strictDoubles) struct RepositoryCatalogTests {
    static let bug = Label(name: "bug", color: "d73a4a"), docs = Label(name: "docs", color: "0075ca")
    static let old = RepositoryCatalog(labels: [.init(id: "LA_1", label: bug), .init(id: "LA_2", label: docs)],
                                       milestones: [.init(id: "MI_1", number: 1, title: "v1.0"),
                                                    .init(id: "MI_2", number: 2, title: "v2.0")])

    static func issue(labels: [Label], milestone: Int?) -> GHLiteCore.Issue {
        .fixture(7, title: "t", labels: labels, milestone: milestone.map { Milestone(number: $0, title: "v\($0).0") },
                 htmlURL: "")
    }

    @Test func anUnchangedCatalogChangesNothing() {
        #expect(Self.old.change(since: Self.old) == nil)
    }

    @Test func twoLabelsThatSwapNamesSwapOnTheIssuesThatCarryThem() throws {
        var now = Self.old
        now.labels = [.init(id: "LA_1", label: Label(name: "docs", color: "d73a4a")),
                      .init(id: "LA_2", label: Label(name: "bug", color: "0075ca"))]
        let change = try #require(now.change(since: Self.old))
        let issue = Self.issue(labels: [Self.bug], milestone: nil)
        #expect(change.applied(to: issue)?.labels == [Label(name: "docs", color: "d73a4a")])
    }

    @Test func aRecolouredLabelAndARetitledMilestoneAreRewrittenAndDeletedOnesTakenOff() throws {
        let now = RepositoryCatalog(labels: [.init(id: "LA_1", label: Label(name: "bug", color: "000000"))],
                                    milestones: [.init(id: "MI_1", number: 1, title: "First")])
        let change = try #require(now.change(since: Self.old))
        let unknown = Label(name: "not-in-the-old-catalog")
        let first = change.applied(to: Self.issue(labels: [Self.bug, Self.docs, unknown], milestone: 1))
        #expect(first?.labels == [Label(name: "bug", color: "000000"), unknown])
        #expect(first?.milestone?.title == "First")
        #expect(change.applied(to: Self.issue(labels: [], milestone: 2))?.milestone == nil)
        #expect(change.applied(to: Self.issue(labels: [unknown], milestone: nil)) == nil)
    }
}
