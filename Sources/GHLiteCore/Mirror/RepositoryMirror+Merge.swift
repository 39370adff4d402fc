extension RepositoryMirror {
    /// The mirror with `changed` issues put in place (with `replacingAll`, only them: a full list). An issue whose
    /// `updatedAt` did not move keeps the comments `issue view` stored (a new comment moves it); `syncedThrough`
    /// becomes the newest `updatedAt` seen.
    public func merging(_ changed: [Issue], replacingAll: Bool = false) -> RepositoryMirror {
        var merged = self
        if replacingAll {
            merged.issues = [:]
            merged.syncedThrough = nil
        }
        for var issue in changed {
            if issue.comments == nil, let known = issues[issue.number], known.updatedAt == issue.updatedAt {
                issue.comments = known.comments
            }
            merged.issues[issue.number] = issue
        }
        let newest = changed.map(\.updatedAt).max()
        merged.syncedThrough = [merged.syncedThrough, newest].compactMap { $0 }.max()
        return merged
    }

    /// Whether the mirror, once merged, is what GitHub has: the same number of open and closed issues (a deleted
    /// or transferred issue leaves no trace `since` can show) and the same labels (a renamed or recoloured label
    /// moves no issue's `updatedAt`). Otherwise only a full list can make it right.
    public func agrees(with page: IssueChangesPage) -> Bool {
        let counts = self.counts
        return counts.open == page.openCount && counts.closed == page.closedCount
            && Self.sameLabels(labels, page.labels)
    }

    private static func sameLabels(_ mine: [Label], _ theirs: [Label]) -> Bool {
        func key(_ labels: [Label]) -> [String] {
            labels.map { "\($0.name)\u{0}\($0.color.lowercased())\u{0}\($0.description ?? "")" }.sorted()
        }
        return key(mine) == key(theirs)
    }
}
