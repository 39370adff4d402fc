/// `gh-lite label`: gh's label commands.
enum LabelCommands {
    static let group = CommandGroup(
        name: "label",
        summary: "Manage labels",
        sections: [
            .init("AVAILABLE COMMANDS", [.command(LabelCloneOptions.entry), .command(LabelCreateOptions.entry),
                                         .command(LabelDeleteOptions.entry), .command(LabelEditOptions.entry),
                                         .command(LabelListOptions.entry)]),
        ])
}
