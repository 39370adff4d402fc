/// `gh-lite issue delete {NUMBER | URL} [--yes]`: the parsed command line, validated before any request.
public struct IssueDeleteOptions: Sendable, Equatable {
    public var number: Int
    public var repository: RepoRef?
    public var yes = false

    public static let spec = CommandSpec(
        name: "delete",
        summary: "Delete issue",
        usage: "issue delete {NUMBER | URL} [flags]",
        flags: [SharedFlags.confirmDeletion, SharedFlags.repository],
        maxPositionals: 1,
        details: """
            Deleting cannot be undone, and GitHub allows it to the repository's admins only. On a terminal the \
            issue's number must be typed back; elsewhere --yes is needed.
            """,
        examples: ["gh-lite issue delete 12", "gh-lite issue delete 12 --yes -R octocat/Hello-World"])

    public init(number: Int, repository: RepoRef? = nil, yes: Bool = false) {
        self.number = number
        self.repository = repository
        self.yes = yes
    }

    public static func parse(_ arguments: ParsedArguments) throws -> IssueDeleteOptions {
        let (number, repository) = try IssueReference.single(arguments)
        return IssueDeleteOptions(number: number, repository: repository, yes: try arguments[SharedFlags.confirmDeletion])
    }
}
