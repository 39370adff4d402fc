/// `gh-lite milestone`: milestones, which gh has no command for, designed as gh's label commands are.
enum MilestoneCommands {
    static let group = CommandGroup(
        name: "milestone",
        summary: "Manage milestones",
        sections: [
            .init("AVAILABLE COMMANDS", [.command(MilestoneCloseCommand.close), .command(MilestoneCreateCommand.entry),
                                         .command(MilestoneDeleteCommand.entry), .command(MilestoneEditCommand.entry),
                                         .command(MilestoneListCommand.entry), .command(MilestoneCloseCommand.reopen),
                                         .command(MilestoneViewCommand.entry)]),
        ])
}
