/// `gh-lite repo`: gh's repository commands that gh-lite has.
enum RepoCommands {
    static let group = CommandGroup(
        name: "repo",
        summary: "Manage repositories",
        sections: [.init("GENERAL COMMANDS", [.command(ReposOptions.entry)])])
}
