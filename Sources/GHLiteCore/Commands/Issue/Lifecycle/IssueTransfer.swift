/// `gh-lite issue transfer {NUMBER | URL} OWNER/REPO`: flags, parse (validated before any request) and run.
public struct IssueTransferOptions: Sendable, Equatable {
    public var number: Int
    /// The issue's repository (from its URL or `-R`); nil: GH_REPO or the git remotes decide.
    public var repository: RepoRef?
    public var destination: RepoRef
    /// `--json`: the issue in its new repository, on stdout instead of its URL.
    public var json: JSONFieldSelection?

    public static let spec = CommandSpec(
        name: "transfer",
        summary: "Transfer issue to another repository",
        usage: "issue transfer {NUMBER | URL} OWNER/REPO [flags]",
        flags: [SharedFlags.repository, IssueJSON.flag],
        maxPositionals: 2,
        details: """
            GitHub moves an issue only between repositories of the same owner, both with issues enabled, and needs \
            write access to both. The issue's new URL is printed; with --json FIELDS (and --jq, --template), the \
            issue in its new repository as issue view --json shows it.
            """,
        examples: ["gh-lite issue transfer 12 octocat/Spoon-Knife",
                   "gh-lite issue transfer https://github.com/octocat/Hello-World/issues/12 octocat/Spoon-Knife"])

    public init(number: Int, repository: RepoRef? = nil, destination: RepoRef) {
        self.number = number
        self.repository = repository
        self.destination = destination
    }

    public static func parse(_ arguments: ParsedArguments) throws -> IssueTransferOptions {
        guard arguments.positionals.count == 2 else {
            throw UsageError("issue and destination repository are required", usage: arguments.usage)
        }
        let (number, repository) = try IssueReference.single(arguments)
        let destination: RepoRef
        do {
            destination = try RepoRef.parse(arguments.positionals[1])
        } catch let error as UsageError {
            throw UsageError(error.message, usage: arguments.usage)
        }
        var options = IssueTransferOptions(number: number, repository: repository, destination: destination)
        options.json = try arguments[IssueJSON.flag]
        return options
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// The new URL on stdout, as gh prints it.
    static func run(_ options: IssueTransferOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeIssueTransferModel(repo: repo)
        try NotQueued.unlessUnreachable("a transfer", because: "it moves the issue to another repository") {
            try IssueFailure.explaining(repo: repo, number: options.number) {
                let url = try model.run(options.number, to: options.destination)
                guard let json = options.json else { return context.io.writeOutput(TerminalText.line(url) + "\n") }
                guard let (_, number) = IssueReference.url(url) else {
                    throw CommandError("transferred to \(TerminalText.line(url)), but could not read it back for --json")
                }
                try IssueWriteJSON(json, selection: IssueSelection(.numbers([number])))
                    .print([number], past: "transferred", model: context.container.makeIssueModel(repo: options.destination),
                           context: context)
            }
        }
    }
}
