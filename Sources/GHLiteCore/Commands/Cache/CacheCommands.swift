/// `gh-lite cache`: the local copies gh-lite keeps of what GitHub said (repository mirrors, HTTP answers).
enum CacheCommands {
    static let group = CommandGroup(
        name: "cache",
        summary: "Manage the local mirror of issues and cached answers",
        sections: [.init("AVAILABLE COMMANDS", [.command(CacheClearOptions.entry)])])
}
