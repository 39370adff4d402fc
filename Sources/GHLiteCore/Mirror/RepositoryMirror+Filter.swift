extension RepositoryMirror {
    /// The issues a list with `filter` shows, newest first as GitHub lists them, or nil when the mirror cannot
    /// answer alone: a search, a mention (comments are not all mirrored), or a milestone no mirrored issue is in
    /// (GitHub then says whether it exists). `assignee` and `author` have `@me` resolved already.
    public func issues(matching filter: IssueFilter, assignee: String?, author: String?) -> [Issue]? {
        guard filter.search == nil, filter.mention == nil else { return nil }
        let milestone = filter.milestone.map(Self.milestoneTest)
        let wantedLabels = filter.labels.map { $0.lowercased() }
        let wantedType = filter.issueType?.lowercased()
        let subIssueURLs = filter.parent.flatMap(subIssueURLs)
        let matching = issues.values.filter { issue in
            let links = issue.links?.current(among: issues)
            return (filter.state == .all || issue.state.rawValue == filter.state.rawValue)
                && wantedLabels.allSatisfy { wanted in issue.labels.contains { $0.name.lowercased() == wanted } }
                && Self.assigned(issue, to: assignee)
                && author.map { $0.lowercased() == issue.authorLogin.lowercased() } ?? true
                && milestone.map { test in issue.milestone.map(test) ?? false } ?? true
                && wantedType.map { $0 == issue.issueType?.name.lowercased() } ?? true
                && filter.parent.map { parent in
                    subIssueURLs.map { $0.contains(issue.htmlURL) } ?? links?.parent.map(parent.matches) ?? false
                } ?? true
                && (!filter.blocked || links?.isBlocked == true)
        }
        if let milestone, !issues.values.contains(where: { $0.milestone.map(milestone) ?? false }) { return nil }
        return matching.sorted { ($0.createdAt, $0.number) > ($1.createdAt, $1.number) }
    }

    /// The sub-issues the parent's own record lists, when the mirror holds it with its links: `--parent N` lists
    /// what N shows, also when a view refreshed N's links and not yet its sub-issues' records.
    private func subIssueURLs(of parent: IssueFilter.Parent) -> Set<String>? {
        guard let repository = parent.repository, let record = issues[parent.number],
              record.htmlURL.lowercased().hasSuffix("/\(repository.lowercased())/issues/\(parent.number)"),
              let links = record.links else { return nil }
        return Set(links.subIssues.map(\.url))
    }

    /// `none`: no one; `*`: anyone; else that login.
    private static func assigned(_ issue: Issue, to assignee: String?) -> Bool {
        switch assignee?.lowercased() {
        case nil: return true
        case "none": return issue.assigneeLogins.isEmpty
        case "*": return !issue.assigneeLogins.isEmpty
        case let login?: return issue.assigneeLogins.contains { $0.lowercased() == login }
        }
    }

    /// A milestone number, else a title in any case, as the list's `--milestone` reads it.
    private static func milestoneTest(_ wanted: String) -> (Milestone) -> Bool {
        if let number = Int(wanted), number > 0 { return { $0.number == number } }
        let title = wanted.lowercased()
        return { $0.title.lowercased() == title }
    }
}
