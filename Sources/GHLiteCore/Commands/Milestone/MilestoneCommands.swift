/// `gh-lite milestone`: milestones, which gh has no command for, designed as gh's label commands are.
enum MilestoneCommands {
    static let group = CommandGroup(
        name: "milestone",
        summary: "Manage milestones",
        sections: [
            .init("AVAILABLE COMMANDS", [.command(MilestoneCloseOptions.close), .command(MilestoneCreateOptions.entry),
                                         .command(MilestoneDeleteOptions.entry), .command(MilestoneEditOptions.entry),
                                         .command(MilestoneListOptions.entry), .command(MilestoneCloseOptions.reopen),
                                         .command(MilestoneViewOptions.entry)]),
        ])
}
