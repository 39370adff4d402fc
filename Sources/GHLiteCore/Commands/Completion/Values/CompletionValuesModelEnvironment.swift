/// All `CompletionValuesModel` may read: local sources only, so completing never waits on the network.
public struct CompletionValuesModelEnvironment: Sendable {
    public var listGitRemotes: @Sendable () throws -> [GitRemote]
    /// The names of a repository's labels as the local mirror has them.
    public var mirroredLabels: @Sendable (RepoRef) throws -> [String]
    /// The titles of a repository's milestones as the local mirror has them.
    public var mirroredMilestones: @Sendable (RepoRef) throws -> [String]

    public init(listGitRemotes: @escaping @Sendable () throws -> [GitRemote],
                mirroredLabels: @escaping @Sendable (RepoRef) throws -> [String],
                mirroredMilestones: @escaping @Sendable (RepoRef) throws -> [String]) {
        self.listGitRemotes = listGitRemotes
        self.mirroredLabels = mirroredLabels
        self.mirroredMilestones = mirroredMilestones
    }

    /// Every closure fails with "unimplemented: CompletionValuesModelEnvironment.NAME".
    public static var failing: CompletionValuesModelEnvironment {
        CompletionValuesModelEnvironment(
            listGitRemotes: { throw Unimplemented("CompletionValuesModelEnvironment.listGitRemotes") },
            mirroredLabels: { _ in throw Unimplemented("CompletionValuesModelEnvironment.mirroredLabels") },
            mirroredMilestones: { _ in throw Unimplemented("CompletionValuesModelEnvironment.mirroredMilestones") })
    }
}

extension CompletionValuesModelEnvironment {
    /// Labels and milestones come from the repository's mirror on disk; without one there is nothing to offer.
    /// The mirror keeps the milestones its issues carry, so those are the ones offered.
    static func bound(to services: ContainerEnvironment,
                      mirror: @escaping @Sendable (RepoRef) -> MirrorAccess?) -> CompletionValuesModelEnvironment {
        @Sendable func mirrored(_ repo: RepoRef) throws -> RepositoryMirror? {
            guard let access = mirror(repo) else { return nil }
            return try access.store.load(access.key())
        }
        return CompletionValuesModelEnvironment(
            listGitRemotes: services.git.list,
            mirroredLabels: { repo in try mirrored(repo)?.labels.map(\.name) ?? [] },
            mirroredMilestones: { repo in
                Set(try mirrored(repo)?.issues.values.compactMap { $0.milestone?.title } ?? []).sorted()
            })
    }
}
