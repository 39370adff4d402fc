/// `gh-lite issue`: gh's issue commands, sectioned as gh's help has them.
enum IssueCommands {
    static let group = CommandGroup(
        name: "issue",
        summary: "Manage issues",
        sections: [
            .init("GENERAL COMMANDS", [.command(NewIssueCommand.entry), .command(IssueListCommand.entry)]),
            .init("TARGETED COMMANDS", [
                .command(IssueViewCommand.entry),
                .command(IssueCloseCommand.entry),
                .command(IssueReopenCommand.entry),
                .command(IssueEditCommand.entry),
            ]),
        ])
}
