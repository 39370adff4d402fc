/// What an edit sends to one issue: a `PATCH` for its title, body and milestone, and its labels and assignees added
/// and removed by name (never a whole replaced set, so a change someone else made meanwhile stays).
public struct IssueEditWrites: Sendable, Equatable {
    public var update: IssueUpdate
    public var addLabels: [String]
    /// One request each: GitHub takes labels off one at a time.
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
