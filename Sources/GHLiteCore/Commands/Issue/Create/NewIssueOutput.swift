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

    static func openingInBrowser(_ url: String) -> String {
        "Opening \(url) in your browser.\n"
    }
}
