/// `gh-lite issue view NUMBER|URL`: the parsed command line, validated before any request.
public struct IssueViewOptions: Sendable, Equatable {
    /// nil: GH_REPO or the git remotes decide.
    public var repository: RepoRef?
    public var number: Int
    public var json: JSONFieldSelection?
    public var web = false
    public var allComments = false
    public var offline = false

    enum Flags {
        static let comments = Flag.switch("comments", short: "c", help: "View all comments, not just the newest")
        static let json = JSONFieldSelection.flag(available: IssueJSON.fields)
    }

    public static let spec = CommandSpec(
        name: "view",
        summary: "View an issue.",
        usage: "issue view {NUMBER | URL} [flags]",
        flags: [SharedFlags.repository, Flags.comments, Flags.json, SharedFlags.web, SharedFlags.offline],
        maxPositionals: 1,
        details: """
            An issue is a number (123 or #123) or a URL (https://github.com/OWNER/REPO/issues/123). On a terminal, \
            shows the issue with its newest comment; piped, its fields one per line, and its comments with --comments.
            JSON fields: \(IssueJSON.fields.joined(separator: ", ")).
            """,
        examples: ["gh-lite issue view 1 -R octocat/Hello-World --comments",
                   "gh-lite issue view https://github.com/octocat/Hello-World/issues/1 --json title,state"])

    public init(number: Int, repository: RepoRef? = nil) {
        self.number = number
        self.repository = repository
    }

    public static func parse(_ arguments: ParsedArguments) throws -> IssueViewOptions {
        let (number, repository) = try IssueReference.single(arguments)
        return try parse(arguments, number: number, repository: repository)
    }

    /// The flags, with the issue already read (`issues` takes OWNER/REPO NUMBER too).
    static func parse(_ arguments: ParsedArguments, number: Int, repository: RepoRef?) throws -> IssueViewOptions {
        var options = IssueViewOptions(number: number, repository: repository)
        options.json = try arguments[Flags.json]
        options.web = try arguments[SharedFlags.web]
        options.allComments = try arguments[Flags.comments]
        options.offline = try arguments[SharedFlags.offline]
        if options.web && options.json != nil {
            throw UsageError("cannot use `--web` with `--json`", usage: arguments.usage)
        }
        if options.web && options.offline {
            throw UsageError("cannot use `--web` with `--offline`", usage: arguments.usage)
        }
        return options
    }
}
