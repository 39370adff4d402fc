/// What an edit changes of one issue, by name: its title, body and milestone, and its labels and assignees added and
/// removed (never a whole replaced set, so a change someone else made meanwhile stays). Sent as one GraphQL document
/// (`mutations(issueID:ids:)`).
public struct IssueEditWrites: Sendable, Equatable {
    public var update: IssueUpdate
    public var addLabels: [String]
    public var removeLabels: [String]
    public var addAssignees: [String]
    public var removeAssignees: [String]
    /// The type, parent, sub-issue and dependency mutations, after the rest.
    public var links: [IssueLinkChange]

    public init(update: IssueUpdate = IssueUpdate(), addLabels: [String] = [], removeLabels: [String] = [],
                addAssignees: [String] = [], removeAssignees: [String] = [], links: [IssueLinkChange] = []) {
        self.update = update
        self.addLabels = addLabels
        self.removeLabels = removeLabels
        self.addAssignees = addAssignees
        self.removeAssignees = removeAssignees
        self.links = links
    }

    /// The writes as one GraphQL document on `issueID`, each name by the node id `ids` holds for it.
    func mutations(issueID: String, ids: IssueEditNodeIDs) throws -> IssueEditMutations {
        let milestone: IssueEditMutations.Update.Milestone? = switch update.milestone {
        case .set?: .set(id: try ids.found(ids.milestone, "the milestone"))
        case .remove?: .remove
        case nil: nil
        }
        return IssueEditMutations(
            issueID: issueID,
            addLabelIDs: try addLabels.map { try ids.found(ids.labels[$0.lowercased()], "label \"\($0)\"") },
            removeLabelIDs: try removeLabels.map { try ids.found(ids.labels[$0.lowercased()], "label \"\($0)\"") },
            addAssigneeIDs: try addAssignees.map { try ids.found(ids.assignees[$0.lowercased()], "user \"\($0)\"") },
            removeAssigneeIDs: try removeAssignees.map { try ids.found(ids.assignees[$0.lowercased()], "user \"\($0)\"") },
            update: IssueEditMutations.Update(title: update.title, body: update.body, milestone: milestone),
            links: links)
    }

    /// The fields asked for that `result` (the issue as GitHub answered the last write) does not show: GitHub drops
    /// them silently without the access they need.
    func ignored(by result: Issue) -> [String] {
        func lowered(_ names: [String]) -> Set<String> { Set(names.map { $0.lowercased() }) }
        func applied(adding: [String], removing: [String], to names: [String]) -> Bool {
            lowered(adding).isSubset(of: lowered(names)) && lowered(removing).isDisjoint(with: lowered(names))
        }
        func lines(_ text: String) -> String { text.replacing("\r\n", with: "\n") }
        var fields: [String] = []
        if let title = update.title, title != result.title { fields.append("title") }
        if let body = update.body, lines(body) != lines(result.body ?? "") { fields.append("body") }
        if !applied(adding: addLabels, removing: removeLabels, to: result.labels.map(\.name)) {
            fields.append("labels")
        }
        if !applied(adding: addAssignees, removing: removeAssignees, to: result.assigneeLogins) {
            fields.append("assignees")
        }
        switch update.milestone {
        case .set(let number)? where result.milestone?.number != number: fields.append("milestone")
        case .remove? where result.milestone != nil: fields.append("milestone")
        default: break
        }
        return fields
    }
}

/// The node ids of an edit's names, as the look-up read them: labels and logins by lowercased name.
public struct IssueEditNodeIDs: Sendable, Equatable {
    public var labels: [String: String] = [:]
    public var assignees: [String: String] = [:]
    public var milestone: String?

    public init(labels: [String: String] = [:], assignees: [String: String] = [:], milestone: String? = nil) {
        self.labels = labels
        self.assignees = assignees
        self.milestone = milestone
    }

    /// The lists' ids, and the milestone's of `milestone` (its number).
    init(_ lists: RepositoryLookup, milestone number: Int?) {
        for label in lists.labels { if let id = label.id { labels[label.name.lowercased()] = id } }
        for (login, id) in lists.assigneeIDs { assignees[login.lowercased()] = id }
        milestone = lists.milestones.first { $0.number == number }?.id
    }

    func found(_ id: String?, _ what: String) throws -> String {
        guard let id else {
            throw CommandError("GitHub's answer lacked the node id of \(what): run the edit again")
        }
        return id
    }
}
