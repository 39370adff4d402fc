/// `gh-lite issue`: gh's issue commands, sectioned and ordered as gh's help has them.
enum IssueCommands {
    static let group = CommandGroup(
        name: "issue",
        summary: "Manage issues",
        sections: [
            .init("GENERAL COMMANDS", [
                .command(NewIssueOptions.entry), .command(IssueListOptions.entry), .command(IssueStatusOptions.entry),
            ]),
            .init("TARGETED COMMANDS", [
                .command(IssueCloseCommand.entry),
                .command(IssueCommentOptions.entry),
                .command(IssueDeleteCommand.entry),
                .command(IssueEditOptions.entry),
                .command(IssueLockCommand.entry),
                .command(IssuePinCommand.entry),
                .command(IssueReopenCommand.entry),
                .command(IssueTransferCommand.entry),
                .command(IssueUnlockCommand.entry),
                .command(IssueUnpinCommand.entry),
                .command(IssueViewOptions.entry),
            ]),
        ])
}
