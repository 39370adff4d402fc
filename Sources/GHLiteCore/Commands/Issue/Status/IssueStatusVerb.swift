/// `gh-lite issue status`: flags, parse (validated before any request) and run.
public struct IssueStatusOptions: Sendable, Equatable {
    /// nil: GH_REPO or the git remotes decide.
    public var repository: RepoRef?
    public var json: JSONFieldSelection?

    enum Flags {
        static let json = IssueJSON.flag
    }

    public static let spec = CommandSpec(
        name: "status",
        summary: "Show status of relevant issues.",
        usage: "issue status [flags]",
        flags: [SharedFlags.repository, Flags.json],
        maxPositionals: 0,
        details: """
            Lists the open issues of the repository assigned to you, mentioning you and opened by you, the ten \
            most recently updated of each. Without --repo, uses GH_REPO, else the git remotes of the current \
            directory. Piped, each issue is one tab-separated row: NUMBER, STATE, TITLE, LABELS, UPDATED.
            With --json, one object with the lists "assigned", "mentioned" and "createdBy".
            JSON fields: \(IssueJSON.fields.joined(separator: ", ")).
            """,
        examples: ["gh-lite issue status", "gh-lite issue status -R octocat/Hello-World --json number,title"])

    public init(repository: RepoRef? = nil, json: JSONFieldSelection? = nil) {
        self.repository = repository
        self.json = json
    }

    public static func parse(_ arguments: ParsedArguments) throws -> IssueStatusOptions {
        IssueStatusOptions(
            repository: try namedRepository(argument: nil, flag: arguments[SharedFlags.repository], usage: arguments.usage),
            json: try arguments[Flags.json])
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// Through `IssueStatusModel`: three lists, or one JSON object of them.
    static func run(_ options: IssueStatusOptions, context: CommandContext) throws {
        let repo = try context.container.resolveRepository(options.repository)
        let model = context.container.makeIssueStatusModel(repo: repo)
        try IssueFailure.explaining(repo: repo) {
            let fields = options.json?.fields ?? []
            var status = try model.status(includeBody: fields.contains("body"), includeComments: fields.contains("comments"))
            if let json = options.json {
                let issues = context.container.makeIssueModel(repo: repo), extras = IssueJSON.extras(fields)
                for list in [\IssueStatus.assigned, \.mentioned, \.authored] {
                    status[keyPath: list].issues = try issues.withExtras(status[keyPath: list].issues, extras)
                }
                return context.io.writeOutput(try IssueStatusOutput.json(status, fields: json, to: context.exportDestination))
            }
            try context.paging { context in
                let issues = IssuesOutput(isTerminal: context.io.stdoutIsTerminal, width: context.io.terminalWidth,
                                          style: context.outputStyle, now: try context.now())
                context.io.writeOutput(IssueStatusOutput(issues: issues).text(status, repo: repo))
            }
        }
    }
}
