extension IssueModel {
    /// An empty list narrowed by a label, an assignee or a type the repository does not have says so, worded as
    /// create and edit word it (`UnknownName`), with close names. Asked only of an empty list: one request for the
    /// labels and assignees, one for the types.
    func checkNames(_ filter: IssueFilter, in repo: RepoRef) throws {
        var problems: [String] = []
        let assignee = filter.assignee.flatMap { ["none", "*", "@me"].contains($0.lowercased()) ? nil : $0 }
        let query = RepositoryLookupQuery(labels: !filter.labels.isEmpty, assignees: assignee != nil)
        if !query.isEmpty {
            let lists = try environment.lookUpRepository(query)
            let names = lists.labels.map(\.name)
            for name in filter.labels where NameMatch.name(name, in: names) == nil {
                problems.append(UnknownName.label(name, in: repo, among: names))
            }
            if let assignee, NameMatch.name(assignee, in: lists.assignees) == nil {
                problems.append(UnknownName.assignee(assignee, in: repo, among: lists.assignees))
            }
        }
        if let type = filter.issueType {
            let found = try environment.lookUpIssueTypes()
            let names = found.issueTypes.map(\.name)
            if found.ownerIsOrganization, NameMatch.name(type, in: names) == nil {
                problems.append(UnknownName.issueType(type, owner: repo.owner, among: names))
            }
        }
        guard problems.isEmpty else { throw MetadataError(problems: problems) }
    }
}
