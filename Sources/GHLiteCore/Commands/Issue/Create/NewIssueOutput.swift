/// What `new-issue` prints besides its prompts: the URL on stdout, everything else on stderr.
enum NewIssueOutput {
    static func header(_ repository: RepoRef) -> String {
        "\nCreating issue in \(repository)\n\n"
    }

    static func created(_ issue: CreatedIssue) -> String {
        TerminalText.line(issue.htmlURL) + "\n"
    }

    /// GitHub ignores labels, assignees and milestones from people who cannot push, without saying so.
    static func dropped(_ dropped: DroppedOptions, repository: RepoRef) -> String {
        guard !dropped.isEmpty else { return "" }
        var lines = ["warning: GitHub did not apply some of the options (setting them needs push access to \(repository)):"]
        if !dropped.labels.isEmpty { lines.append("  labels: " + dropped.labels.map(TerminalText.line).joined(separator: ", ")) }
        if !dropped.assignees.isEmpty { lines.append("  assignees: " + dropped.assignees.map(TerminalText.line).joined(separator: ", ")) }
        if let milestone = dropped.milestone { lines.append("  milestone: " + TerminalText.line(milestone)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line for each template file that was not read (a checkout's file names are anyone's text), and one
    /// for the files past `IssueTemplates.maximumFiles`.
    static func templateWarnings(_ found: IssueTemplates) -> String {
        var text = found.problems.map { "warning: skipped the template \(TerminalText.line($0))\n" }.joined()
        if found.leftOut > 0 {
            text += "note: only the first \(IssueTemplates.maximumFiles) issue templates by file name were read; "
                + "\(found.listingMayBeCut ? "at least " : "")\(found.leftOut) more were left out "
                + "(name one with --template FILE)\n"
        }
        return text
    }

    /// What a recovered draft kept, before the prompts for what it left unanswered: each answer given, the
    /// body's first lines. Names and text are the user's, but may be a template's from the repository.
    static func recovered(_ issue: NewIssueSubmission, from path: String) -> String {
        var lines = ["Recovered from \(Shell.quoted(path)):"]
        func show(_ name: String, _ values: [String]) {
            if !values.isEmpty { lines.append("  \(name): " + values.map(TerminalText.line).joined(separator: ", ")) }
        }
        show("Title", [issue.title].filter { !$0.isEmpty })
        show("Labels", issue.metadata.labels)
        show("Assignees", issue.metadata.assignees)
        show("Milestone", [issue.metadata.milestone?.title ?? issue.milestoneAsTyped].compactMap { $0 })
        show("Type", [issue.links.type].compactMap { $0 })
        let body = issue.body.split(separator: "\n", omittingEmptySubsequences: false)
        if !issue.body.isEmpty {
            lines.append("  Body:")
            lines += body.prefix(bodyLinesShown).map { "    " + TerminalText.line(String($0)) }
            if body.count > bodyLinesShown { lines.append("    (\(body.count - bodyLinesShown) more lines)") }
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    static let bodyLinesShown = 3

    static func openingInBrowser(_ url: String) -> String {
        "Opening \(url) in your browser.\n"
    }
}
