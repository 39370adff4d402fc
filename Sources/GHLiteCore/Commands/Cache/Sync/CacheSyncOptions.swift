/// `gh-lite cache sync [OWNER/REPO]`.
public struct CacheSyncOptions: Sendable, Equatable {
    /// nil: GH_REPO or the git remotes decide.
    public var repository: RepoRef?

    public static let spec = CommandSpec(
        name: "sync",
        summary: "Make or bring up to date a repository's local mirror of issues.",
        usage: "cache sync [OWNER/REPO] [flags]",
        flags: [SharedFlags.repository],
        maxPositionals: 1,
        details: "The first sync lists every issue once; after it, `issue list` and `issues` for that repository ask "
            + "GitHub only what changed since the last sync (one request) and filter by state, label, assignee, "
            + "author and milestone locally. `--no-cache` bypasses the mirror; `cache clear` removes it.",
        examples: ["gh-lite cache sync octocat/Hello-World"])

    public init(repository: RepoRef? = nil) {
        self.repository = repository
    }

    public static func parse(_ arguments: ParsedArguments) throws -> CacheSyncOptions {
        CacheSyncOptions(repository: try namedRepository(argument: arguments.positionals.first,
                                                         flag: arguments[SharedFlags.repository],
                                                         usage: arguments.usage))
    }
}
