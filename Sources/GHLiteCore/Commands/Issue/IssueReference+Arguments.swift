extension IssueReference {
    /// The one issue a command line names first (`issue view 12`, `issue delete URL`), and the repository its URL
    /// or `-R` names; usage errors before any request.
    static func single(_ arguments: ParsedArguments) throws -> (number: Int, repository: RepoRef?) {
        guard let word = arguments.positionals.first else {
            throw UsageError("an issue NUMBER or URL is required", usage: arguments.usage)
        }
        guard let (url, number) = parse(word) else {
            if let entry = queuedPlaceholder(word) {
                throw CommandError("#?\(entry) is a new issue waiting in the outbox (entry \(entry)): it gets its number "
                                   + "when `gh-lite sync` sends it; `gh-lite sync --status` lists what waits")
            }
            throw UsageError("invalid issue format: \"\(TerminalText.line(word))\"", usage: arguments.usage)
        }
        let repository = try namedRepository(argument: url, flag: arguments[SharedFlags.repository],
                                             usage: arguments.usage)
        return (number, repository)
    }
}
