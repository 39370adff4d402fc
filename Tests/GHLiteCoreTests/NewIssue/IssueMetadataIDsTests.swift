@testable import GHLiteCore
import Testing

/// The node ids a create carries its labels, assignees and milestone by: those the name look-up read, or none.
@Suite(.strictDoubles) struct IssueMetadataIDsTests {
    static let lists = RepositoryLookup(
        labels: [Label(name: "bug", id: "LA_bug"), Label(name: "docs", id: "LA_docs")], assignees: ["octocat"],
        milestones: [Milestone(number: 1, title: "v1.0", id: "MI_1")], viewerLogin: "octocat")

    func resolved(_ wanted: WantedMetadata, in lists: RepositoryLookup = Self.lists) throws -> IssueMetadata {
        var found = lists
        found.assigneeIDs = ["octocat": "U_octocat"]
        return try IssueMetadataResolver(repository: RepoRef(owner: "octo-org", name: "octo-repo"), lookUp: { _ in found })
            .resolve(wanted).metadata
    }

    @Test func theNamesLookedUpGiveTheirIDsInTheOrderGiven() throws {
        let metadata = try resolved(WantedMetadata(labels: ["DOCS", "bug"], assignees: ["@me"], milestone: "v1.0"))
        #expect(metadata.ids == IssueMetadataIDs(labels: ["LA_docs", "LA_bug"], assignees: ["U_octocat"], milestone: "MI_1"))
    }

    /// A label picked at a prompt after the look-up has no id read: the create goes by names (REST's).
    @Test func aNameWhoseIDWasNotReadLeavesNoIDs() throws {
        var metadata = try resolved(WantedMetadata(labels: ["bug"]))
        metadata.labels.append("enhancement")
        #expect(metadata.ids == nil)
        let restLabels = try resolved(WantedMetadata(labels: ["bug"]), in: RepositoryLookup(labels: [Label(name: "bug")]))
        #expect(restLabels.ids == nil)
    }
}
