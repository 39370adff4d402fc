/// What GitHub refused of one issue's edit document, worded as the edit's separate writes were: nothing went
/// through, GitHub's error (a label or assignee change refused for want of access says what access it needs); some
/// went through, which did and which did not (`changed the labels, not the milestone: ...`).
struct IssueEditRefusal {
    var error: any Error
    /// The title or body was among what did not go through.
    var leftText: Bool

    /// Nil when GitHub refused nothing.
    init?(_ answer: IssueEditAnswer, of mutations: IssueEditMutations, issue number: Int, in repository: RepoRef) {
        let parts = mutations.parts
        let refused = parts.indices.filter { answer.refused[$0] != nil }
        guard let first = refused.first, let cause = answer.refused[first] else { return nil }
        func changes(_ indexes: [Int]) -> [String] { NameMatch.unique(indexes.flatMap { parts[$0].changes }) }
        let notDone = changes(refused)
        let done = changes(parts.indices.filter { answer.refused[$0] == nil }).filter { !notDone.contains($0) }
        let explained = Self.explained(cause, of: parts[first], issue: number, in: repository)
        error = done.isEmpty ? explained
            : PartlyWritten(done: "changed the " + done.joined(separator: " and "),
                            notDone: "not the " + notDone.joined(separator: " and "), cause: explained)
        leftText = notDone.contains("title") || notDone.contains("body")
    }

    /// GitHub refuses a label or assignee change (FORBIDDEN) to whoever lacks triage access, the issue's author included.
    private static func explained(_ error: GraphQLError, of part: IssueEditMutations.Part, issue number: Int,
                                  in repository: RepoRef) -> any Error {
        let field: String
        switch part {
        case .addLabels, .removeLabels: field = "labels"
        case .addAssignees, .removeAssignees: field = "assignees"
        default: return error
        }
        guard error.type == "FORBIDDEN" else { return error }
        return CommandError("could not change the \(field) of #\(number): that needs write or triage access to "
                            + "\(repository) (GitHub: \(TerminalText.line(error.message)))")
    }
}
