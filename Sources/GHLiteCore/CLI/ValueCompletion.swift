/// What a flag's value may be, for shell completion: declared with the flag, so the completion scripts and man
/// pages are made from the same declarations the parser reads.
public enum ValueCompletion: Sendable, Equatable {
    /// Free text: nothing to offer.
    case none
    /// One of these words (a `.choice` flag's values, the `--json` field names).
    case words([String])
    /// A path on this machine.
    case file
    /// Values only known at completion time, asked of `gh-lite __complete KIND` (never over the network).
    case dynamic(DynamicValues)
}

/// The kinds of values `gh-lite __complete` lists from local sources.
public enum DynamicValues: String, Sendable, CaseIterable {
    /// OWNER/REPO from the current directory's git remotes.
    case repository
    /// Label names of the repository, from the local mirror.
    case label
    /// Milestone titles of the repository, from the local mirror.
    case milestone
    /// The names of the owner's enabled issue types, from the repository's local mirror.
    case issueType
    /// The user's aliases, from `config.yml`: offered beside the commands.
    case alias
}
