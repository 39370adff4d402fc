import Foundation
import GHLiteCore
import Testing

/// An outbox written by an older gh-lite still reads: a create queued before types and links existed has none, and an
/// edit entry lacking a field leaves it as it is, so a queued write is never dropped by an upgrade.
@Suite(.strictDoubles) struct OutboxEntryDecodingTests {
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

    @Test func aCloseAndAReopenQueuedBeforeTheyHeldTheirCommentReadWithNone() throws {
        let close = #"{"close":{"issue":1,"reason":"not planned"}}"#
        #expect(try JSONDecoder().decode(OutboxWrite.self, from: Data(close.utf8)) == .close(issue: 1, reason: "not planned"))
        let reopen = #"{"reopen":{"issue":2}}"#
        #expect(try JSONDecoder().decode(OutboxWrite.self, from: Data(reopen.utf8)) == .reopen(issue: 2))
    }

    @Test func anEntryWrittenBeforeConflictsWereKeptReadsWithNone() throws {
        let json = #"{"id":3,"repository":"o/r","queuedAt":"2025-01-01T00:00:00Z","attempts":[],"write":{"reopen":{"issue":2}}}"#
        let entry = try JSONDecoder().decode(OutboxEntry.self, from: Data(json.utf8))
        #expect(entry == OutboxEntry(id: 3, repository: "o/r", queuedAt: "2025-01-01T00:00:00Z", write: .reopen(issue: 2)))
    }

    @Test func aCloseWithItsCommentRoundTrips() throws {
        let write = OutboxWrite.close(issue: 1, reason: nil, comment: "Fixed")
        #expect(try JSONDecoder().decode(OutboxWrite.self, from: JSONEncoder().encode(write)) == write)
    }

    @Test func anEditRoundTrips() throws {
        let links = IssueLinkEdit(parent: IssueLinkReference(repository: "octo-org/api", number: 3), removeType: true)
        let write = OutboxWrite.edit(issue: 4, changes: IssueEdit(links: links))
        #expect(try JSONDecoder().decode(OutboxWrite.self, from: JSONEncoder().encode(write)) == write)
    }

    @Test func milestoneEditsKeepADueDateRemovedApartFromOneLeftAsItIs() throws {
        for fields in [MilestoneFields(due: MilestoneFields.Due.none), MilestoneFields(due: .on("2025-09-30")),
                       MilestoneFields(description: "")] {
            let write = OutboxWrite.milestone(milestone: "v1.0", change: .edit(fields),
                                              base: OutboxMilestoneBase(number: 1, title: "v1.0"))
            #expect(try JSONDecoder().decode(OutboxWrite.self, from: JSONEncoder().encode(write)) == write)
        }
    }

    @Test func aLabelWriteRoundTrips() throws {
        let write = OutboxWrite.label(name: "bug", change: .edit(LabelFields(name: "defect", color: "000000")),
                                      base: OutboxLabelBase(color: "d73a4a", description: nil))
        #expect(try JSONDecoder().decode(OutboxWrite.self, from: JSONEncoder().encode(write)) == write)
    }
}
