/// Labels, assignees and a milestone as typed, checked against a repository's lists (only the lists it needs, asked
/// together) and turned into GitHub's names and the milestone's number: when an issue is created, and when `sync`
/// sends one queued with the names as typed.
struct IssueMetadataResolver {
    var repository: RepoRef
    var lookUp: (RepositoryLookupQuery) throws -> RepositoryLookup

    /// The lists `wanted` is checked against, and the login when it names `@me`.
    static func query(for wanted: WantedMetadata) -> RepositoryLookupQuery {
        RepositoryLookupQuery(labels: !wanted.labels.isEmpty || !wanted.templateLabels.isEmpty,
                              assignees: !wanted.assignees.isEmpty || !wanted.templateAssignees.isEmpty,
                              milestones: wanted.milestone != nil,
                              viewerLogin: wanted.assignees.contains { $0.lowercased() == "@me" })
    }

    /// Unknown names the user gave are errors (all of them at once, with close matches); unknown names from a
    /// template are left out and come back as warnings.
    public func resolve(_ wanted: WantedMetadata) throws -> (metadata: IssueMetadata, warnings: [String]) {
        var problems: [String] = []
        var warnings: [String] = []
        var metadata = IssueMetadata()
        let query = Self.query(for: wanted)
        let lists = query.isEmpty ? RepositoryLookup() : try lookUp(query)

        if query.labels {
            let names = lists.labels.map(\.name)
            for name in wanted.labels {
                if let found = NameMatch.name(name, in: names) { metadata.labels.append(found) } else {
                    problems.append(UnknownName.label(name, in: repository, among: names))
                }
            }
            for name in wanted.templateLabels {
                if let found = NameMatch.name(name, in: names) { metadata.labels.append(found) } else {
                    warnings.append("the template's label '\(TerminalText.line(name))' is not in \(repository): left out")
                }
            }
        }

        if query.assignees {
            let logins = lists.assignees
            for login in wanted.assignees {
                let named = login.lowercased() == "@me" ? lists.viewerLogin ?? login : login
                if let found = NameMatch.name(named, in: logins) { metadata.assignees.append(found) } else {
                    problems.append(UnknownName.assignee(named, in: repository, among: logins))
                }
            }
            for login in wanted.templateAssignees {
                if let found = NameMatch.name(login, in: logins) { metadata.assignees.append(found) } else {
                    warnings.append("the template's assignee '\(TerminalText.line(login))' cannot be assigned in \(repository): left out")
                }
            }
        }

        if let wantedMilestone = wanted.milestone {
            let milestones = lists.milestones
            if let milestone = NameMatch.milestone(wantedMilestone, in: milestones) {
                metadata.milestone = milestone
            } else {
                problems.append(MilestoneFailure.unknown(wantedMilestone, in: repository, suggestions: CloseMatches.suggestions(
                    for: wantedMilestone, among: milestones.map(\.title))))
            }
        }

        guard problems.isEmpty else { throw MetadataError(problems: problems) }
        metadata.labels = NameMatch.unique(metadata.labels)
        metadata.assignees = NameMatch.unique(metadata.assignees)
        for label in lists.labels where metadata.labels.contains(label.name) { metadata.labelIDs[label.name] = label.id }
        for login in metadata.assignees { metadata.assigneeIDs[login] = lists.assigneeIDs[login] }
        return (metadata, warnings)
    }
}
