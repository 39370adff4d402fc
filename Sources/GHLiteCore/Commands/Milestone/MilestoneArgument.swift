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

    /// An edit, close or reopen: `online`, or queued (with `--offline`, or GitHub out of reach) for the milestone
    /// as the local mirror shows it. The entry queued, or nil when sent.
    static func queueing(_ wanted: String, _ fields: MilestoneFields, offline: Bool, in repo: RepoRef,
                         context: CommandContext, online: () throws -> Void) throws -> OutboxEntry? {
        try OfflineCatalogWrite.run(offline: offline, in: repo, context: context, write: {
            .milestone(milestone: wanted, change: .edit(fields),
                       base: try OfflineCatalogWrite.mirroredMilestone(wanted, in: repo, context: context))
        }, online: online)
    }

    static func repository(_ arguments: ParsedArguments) throws -> RepoRef? {
        try namedRepository(argument: nil, flag: arguments[SharedFlags.repository], usage: arguments.usage)
    }
}
