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
                .command(IssueCloseOptions.entry),
                .command(IssueCommentOptions.entry),
                .command(IssueDeleteOptions.entry),
                .command(IssueEditOptions.entry),
                .command(IssueLockOptions.entry),
                .command(IssuePinOptions.entry),
                .command(IssueReopenOptions.entry),
                .command(IssueTransferOptions.entry),
                .command(IssueUnlockOptions.entry),
                .command(IssueUnpinOptions.entry),
                .command(IssueViewOptions.entry),
            ]),
        ])
}
