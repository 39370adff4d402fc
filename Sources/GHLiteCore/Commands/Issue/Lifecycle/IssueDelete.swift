/// `gh-lite issue delete {NUMBER | URL} [--yes]`: flags, parse (validated before any request) and run.
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

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// gh's lines, on stderr (nothing on stdout, as gh piped); a number typed back wrong keeps the issue and ends
    /// as cancelled (exit 2).
    static func run(_ options: IssueDeleteOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeIssueDeleteModel(repo: repo, io: context.io, style: context.errorStyle)
        try NotQueued.unlessUnreachable("a delete", because: "it cannot be undone") {
            try IssueFailure.explaining(repo: repo, number: options.number) {
                switch try model.run(options.number, yes: options.yes) {
                case .deleted(let target):
                    let title = TerminalText.line(target.title)
                    context.io.writeError("\(context.errorStyle.red("✓")) Deleted issue #\(target.number) (\(title)).\n")
                case .kept(let target):
                    throw CommandError("Issue #\(target.number) was not deleted.", exitCode: .cancelled)
                }
            }
        }
    }
}
