/// Prints milestones: on a terminal a header and a table with progress and relative due dates (overdue ones in
/// red); piped, `number\ttitle\tstate\topen\tclosed\tYYYY-MM-DD` rows.
struct MilestoneListOutput {
    var isTerminal: Bool
    var width: Int?
    var style: TerminalStyle
    var now: Date

    func table(_ milestones: [Milestone], state: MilestonesQuery.State, repo: RepoRef) -> String {
        guard isTerminal else {
            return milestones.map { milestone in
                [String(milestone.number), TerminalText.line(milestone.title), milestone.state,
                 String(milestone.openIssues), String(milestone.closedIssues),
                 milestone.dueOn.map(MilestoneProgress.day) ?? ""].joined(separator: "\t") + "\n"
            }.joined()
        }
        var table = TableWriter(isTerminal: true, width: width, flexibleColumn: 1)
        for milestone in milestones {
            let due = MilestoneProgress.relative(milestone, now: now)
            table.add([
                .init("#\(milestone.number)") { milestone.state == "open" ? style.green($0) : style.gray($0) },
                .init(milestone.title),
                .init(MilestoneProgress.summary(milestone)),
                .init(due) { due.hasPrefix("overdue") ? style.red($0) : style.gray($0) },
            ])
        }
        let kind = state == .all ? "" : "\(state.rawValue) "
        let count = "\(milestones.count) \(kind)milestone\(milestones.count == 1 ? "" : "s")"
        return "\nShowing \(count) in \(repo)\n\n" + table.render()
    }

    func json(_ milestones: [Milestone], fields: JSONFieldSelection, to destination: ExportDestination) throws -> String {
        try fields.export(.array(milestones.map { milestone in fields.object { MilestoneJSON.value($0, of: milestone) } }),
                          to: destination)
    }
}
