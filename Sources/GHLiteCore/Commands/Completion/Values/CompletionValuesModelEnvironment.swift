/// All `CompletionValuesModel` may read: local sources only, so completing never waits on the network. Every
/// closure starts out throwing "unimplemented: CompletionValuesModelEnvironment.NAME" (that is `.failing`).
public struct CompletionValuesModelEnvironment: Sendable {
    public var listGitRemotes: @Sendable () throws -> [GitRemote]
        = { throw Unimplemented("CompletionValuesModelEnvironment.listGitRemotes") }
    /// The names of a repository's labels as the local mirror has them.
    public var mirroredLabels: @Sendable (RepoRef) throws -> [String]
        = { _ in throw Unimplemented("CompletionValuesModelEnvironment.mirroredLabels") }
    /// The titles of a repository's milestones as the local mirror has them.
    public var mirroredMilestones: @Sendable (RepoRef) throws -> [String]
        = { _ in throw Unimplemented("CompletionValuesModelEnvironment.mirroredMilestones") }

    /// The names of the owner's enabled issue types as the repository's local mirror has them.
    public var mirroredIssueTypes: @Sendable (RepoRef) throws -> [String]
        = { _ in throw Unimplemented("CompletionValuesModelEnvironment.mirroredIssueTypes") }

    /// The names of the user's aliases.
    public var aliasNames: @Sendable () throws -> [String]
        = { throw Unimplemented("CompletionValuesModelEnvironment.aliasNames") }

    public init() {}

    public static var failing: CompletionValuesModelEnvironment { CompletionValuesModelEnvironment() }
}

extension CompletionValuesModelEnvironment {
    /// Labels and milestones come from the repository's mirror on disk; without one there is nothing to offer.
    /// The mirror keeps the milestones its issues carry, so those are the ones offered.
    static func bound(to services: ContainerEnvironment, mirror: @escaping @Sendable (RepoRef) -> MirrorAccess?,
                      configDirectory: String) -> CompletionValuesModelEnvironment {
        @Sendable func mirrored(_ repo: RepoRef) throws -> RepositoryMirror? {
            guard let access = mirror(repo) else { return nil }
            return try access.store.load(access.key())
        }
        var environment = CompletionValuesModelEnvironment()
        environment.listGitRemotes = services.git.list
        environment.mirroredLabels = { repo in try mirrored(repo)?.labels.map(\.name) ?? [] }
        environment.mirroredMilestones = { repo in
            Set(try mirrored(repo)?.issues.values.compactMap { $0.milestone?.title } ?? []).sorted()
        }
        environment.mirroredIssueTypes = { repo in try mirrored(repo)?.issueTypes.filter(\.isEnabled).map(\.name) ?? [] }
        environment.aliasNames = {
            try ConfigFile.read(in: configDirectory, readFile: services.files.readFile).aliases.map(\.key).sorted()
        }
        return environment
    }
}
