/// `gh-lite search`: gh's search commands that gh-lite has.
enum SearchCommands {
    static let group = CommandGroup(
        name: "search",
        summary: "Search for issues across repositories",
        sections: [.init("GENERAL COMMANDS", [.command(SearchIssuesOptions.entry)])])
}
