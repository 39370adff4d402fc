/// Every issue of a repository (pull requests left out) as REST's pages in creation order listed them, read side by
/// side, and GitHub's clock when the first page was answered: what changed from then on is read again.
public struct IssuesInCreationOrder: Sendable, Equatable {
    public var issues: [Issue]
    public var startedAt: Date

    public init(issues: [Issue], startedAt: Date) {
        self.issues = issues
        self.startedAt = startedAt
    }

    /// Whether these issues, brought up to date by `changed` (every issue GitHub stamped since `startedAt`, as
    /// the changes query lists them, up to `last`), are exactly GitHub's. Pages read side by side can miss an issue
    /// or show one twice when another is deleted, transferred or filed meanwhile (the later pages shift), so: no
    /// issue was filed meanwhile, none changed that the pages did not show, and the open and closed counts agree.
    public func isExact(changed: [Issue], last: IssueChangesPage, merged: [Issue]) -> Bool {
        let read = Set(issues.map(\.number))
        let open = merged.count { $0.state == .open }
        return changed.allSatisfy { $0.createdAt < startedAt && read.contains($0.number) }
            && open == last.openCount && merged.count - open == last.closedCount
    }
}
