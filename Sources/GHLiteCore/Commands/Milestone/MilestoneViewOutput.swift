/// A milestone and its open issues: on a terminal a heading, progress, relative due date, description and a
/// table of issues; piped, gh's `field:\tvalue` lines, `--`, then `number\ttitle` rows.
struct MilestoneViewOutput {
    var isTerminal: Bool
    var width: Int?
    var style: TerminalStyle
    var now: Date

    func render(_ viewed: MilestonesModel.Viewed) -> String {
        let milestone = viewed.milestone
        guard isTerminal else {
            let fields = [("title", TerminalText.line(milestone.title)), ("number", String(milestone.number)),
                          ("state", milestone.state), ("open", String(milestone.openIssues)),
                          ("closed", String(milestone.closedIssues)),
                          ("due", milestone.dueOn.map(MilestoneProgress.day) ?? ""), ("url", milestone.url)]
            let issues = viewed.openIssues.map { "\($0.number)\t\(TerminalText.line($0.title))\n" }.joined()
            let description = milestone.description.map { TerminalText.block($0) + "\n" } ?? ""
            return fields.map { "\($0):\t\($1)\n" }.joined() + "--\n" + description + "--\n" + issues
        }
        let state = milestone.state == "open" ? style.green("Open") : style.gray("Closed")
        let due = MilestoneProgress.relative(milestone, now: now)
        let dueText = milestone.dueOn.map { "\(due) (\(MilestoneProgress.day($0)))" } ?? due
        var text = style.bold(TerminalText.line(milestone.title)) + " " + style.gray("#\(milestone.number)") + "\n"
        text += "\(state) • \(MilestoneProgress.summary(milestone)) • \(dueText)\n"
        if let description = milestone.description, !description.isEmpty {
            text += "\n" + TerminalText.block(description) + "\n"
        }
        if viewed.openIssues.isEmpty {
            text += "\nNo open issues\n"
        } else {
            var table = TableWriter(isTerminal: true, width: width, flexibleColumn: 1)
            for issue in viewed.openIssues {
                table.add([.init("#\(issue.number)") { style.green($0) }, .init(issue.title)])
            }
            text += "\nOpen issues (showing \(viewed.openIssues.count) of \(milestone.openIssues)):\n" + table.render()
        }
        return text + "\n" + style.gray("View this milestone on GitHub: \(milestone.url)") + "\n"
    }
}
