import Foundation
import GHLiteCore
import Testing

/// An outbox written by an older gh-lite still reads: a create queued before types and links existed has none, and an
/// edit entry lacking a field leaves it as it is, so a queued write is never dropped by an upgrade.
@Suite struct OutboxEntryDecodingTests {
    @Test func aCreateQueuedBeforeLinksExistedReadsWithNone() throws {
        let json = #"{"create":{"title":"Crash","body":"Steps","labels":["bug"],"assignees":[],"milestone":2}}"#
        let write = try JSONDecoder().decode(OutboxWrite.self, from: Data(json.utf8))
        #expect(write == .create(title: "Crash", body: "Steps", labels: ["bug"], assignees: [], milestone: 2))
    }

    @Test func anEditWithOnlySomeFieldsReadsWithTheRestLeftAsTheyAre() throws {
        let json = #"{"edit":{"issue":4,"changes":{"links":{"parent":{"number":1},"addBlockedBy":[{"number":2}]}}}}"#
        let write = try JSONDecoder().decode(OutboxWrite.self, from: Data(json.utf8))
        let links = IssueLinkEdit(parent: IssueLinkReference(number: 1), addBlockedBy: [IssueLinkReference(number: 2)])
        #expect(write == .edit(issue: 4, changes: IssueEdit(links: links)))
    }

    @Test func anEditRoundTrips() throws {
        let links = IssueLinkEdit(parent: IssueLinkReference(repository: "octo-org/api", number: 3), removeType: true)
        let write = OutboxWrite.edit(issue: 4, changes: IssueEdit(links: links))
        #expect(try JSONDecoder().decode(OutboxWrite.self, from: JSONEncoder().encode(write)) == write)
    }
}
