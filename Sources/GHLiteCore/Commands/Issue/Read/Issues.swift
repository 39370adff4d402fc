/// `gh-lite issues [OWNER/REPO] [NUMBER]`, gh-lite's own shorthand: `issue list` without a NUMBER,
/// `issue view` with one, the repository named as an argument or with `-R`; its flags, parse and run.
public enum IssuesOptions: Sendable, Equatable {
    case list(IssueListOptions)
    case view(IssueViewOptions)

    public static let spec = CommandSpec(
        name: "issues",
        summary: "List a repository's issues, or show one issue (issue list, issue view).",
        usage: "issues [OWNER/REPO] [NUMBER] [flags]",
        flags: [SharedFlags.repository] + IssueListOptions.Flags.listOnly
            + [IssueListOptions.Flags.json, SharedFlags.web, SharedFlags.offline, IssueViewOptions.Flags.comments],
        maxPositionals: 2,
        details: "Without OWNER/REPO, uses GH_REPO, else the git remotes of the current directory (upstream, github, "
            + "origin, then the rest). " + IssueListOptions.details,
        examples: ["gh-lite issues octocat/Hello-World", "gh-lite issues -l bug -a @me --state all",
                   "gh-lite issues octocat/Hello-World 1 --comments", "gh-lite issues -S \"crash in:title\" -L 100",
                   "gh-lite issues --json number,title,labels"])

    public static func parse(_ arguments: ParsedArguments) throws -> IssuesOptions {
        let usage = arguments.usage
        var repositoryArgument: String?
        var number: Int?
        switch arguments.positionals.count {
        case 0: break
        case 1:
            let word = arguments.positionals[0]
            if let issue = IssueReference.parse(word) {
                (repositoryArgument, number) = issue
            } else {
                repositoryArgument = word
            }
        default:
            repositoryArgument = arguments.positionals[0]
            guard let parsed = IssueReference.number(arguments.positionals[1]) else {
                throw UsageError("invalid issue format: \"\(arguments.positionals[1])\"", usage: usage)
            }
            number = parsed
        }
        let repository = try namedRepository(argument: repositoryArgument, flag: arguments[SharedFlags.repository],
                                             usage: usage)
        guard let number else {
            if arguments.isGiven(IssueViewOptions.Flags.comments) {
                throw UsageError("`--comments` needs an issue NUMBER", usage: usage)
            }
            return .list(try IssueListOptions.parse(arguments, repository: repository))
        }
        if let flag = IssueListOptions.Flags.listOnly.first(where: arguments.isGiven) {
            throw UsageError("`--\(flag.spec.long)` filters the list: it cannot be used with an issue NUMBER (\(number))",
                             usage: usage)
        }
        return .view(try IssueViewOptions.parse(arguments, number: number, repository: repository))
    }

    static let entry = CommandEntry(spec, parse: parse, run: run)

    /// `issue list` or `issue view`, whichever its words asked for.
    static func run(_ options: IssuesOptions, context: CommandContext) throws {
        switch options {
        case .list(let list): try IssueListOptions.run(list, context: context)
        case .view(let view): try IssueViewOptions.run(view, context: context)
        }
    }
}
