/// `gh-lite label`: gh's label commands.
enum LabelCommands {
    static let group = CommandGroup(
        name: "label",
        summary: "Manage labels",
        sections: [
            .init("AVAILABLE COMMANDS", [.command(LabelCloneCommand.entry), .command(LabelCreateCommand.entry),
                                         .command(LabelDeleteCommand.entry), .command(LabelEditCommand.entry),
                                         .command(LabelListCommand.entry)]),
        ])
}
