/// The N|TITLE argument of the milestone commands, and its repository flag.
enum MilestoneArgument {
    /// The first argument, not blank; `missing` says which command needed it.
    static func required(_ arguments: ParsedArguments, _ missing: String) throws -> String {
        guard let wanted = arguments.positionals.first else { throw UsageError(missing, usage: arguments.usage) }
        guard !wanted.trimmingWhitespace().isEmpty else {
            throw UsageError("a milestone title cannot be blank", usage: arguments.usage)
        }
        return wanted
    }

    static func repository(_ arguments: ParsedArguments) throws -> RepoRef? {
        try namedRepository(argument: nil, flag: arguments[SharedFlags.repository], usage: arguments.usage)
    }
}
