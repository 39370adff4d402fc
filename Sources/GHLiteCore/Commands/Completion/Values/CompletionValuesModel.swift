/// The values `gh-lite __complete` prints: repositories from the git remotes, labels and milestones from the mirror,
/// the user's aliases from `config.yml`.
public struct CompletionValuesModel: Sendable {
    let environment: CompletionValuesModelEnvironment
    let configuration: Configuration

    public init(environment: CompletionValuesModelEnvironment, configuration: Configuration) {
        self.environment = environment
        self.configuration = configuration
    }

    /// `repository`: the label's or milestone's repository as named on the command line, else the one gh-lite would
    /// use here (`GH_REPO`, the git remotes); with none, there is nothing to offer. A name holding a control
    /// character (a line break, an escape sequence) is not offered: no shell could show or insert it faithfully.
    public func values(_ kind: DynamicValues, repository: RepoRef?) throws -> [String] {
        let values: [String]
        switch kind {
        case .repository:
            values = try remoteRepositories()
        case .label:
            values = try here(repository).map(environment.mirroredLabels) ?? []
        case .milestone:
            values = try here(repository).map(environment.mirroredMilestones) ?? []
        case .issueType:
            values = try here(repository).map(environment.mirroredIssueTypes) ?? []
        case .alias:
            values = try environment.aliasNames()
        }
        // Only names shown as they are spelled: an emoji's joiner is kept, a hidden mark or control is not.
        return values.filter { TerminalText.line($0) == $0 }
    }

    /// OWNER/REPO of each git remote on the configured host, in gh's order of preference, once each.
    private func remoteRepositories() throws -> [String] {
        let ranked = try environment.listGitRemotes().inPreferenceOrder
            .compactMap { GitRemoteURL.repository($0.url, host: configuration.host)?.description }
        var seen = Set<String>()
        return ranked.filter { seen.insert($0).inserted }
    }

    /// nil when no repository can be worked out here: then there is simply nothing to complete.
    private func here(_ named: RepoRef?) -> RepoRef? {
        var remotes = GitRemotes()
        remotes.list = environment.listGitRemotes
        return try? resolveRepository(named, configuration: configuration, remotes: remotes)
    }
}
