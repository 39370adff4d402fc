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
    static func bound(to services: ContainerEnvironment) -> CompletionValuesModelEnvironment {
        CompletionValuesModelEnvironment(
            listGitRemotes: services.git.list,
            // MERGE: bind these two to the local mirror of labels and milestones (issue 17, the mirror's part),
            // reading only what is stored on disk. Until it lands there is no local source: nothing to offer.
            mirroredLabels: { _ in [] },
            mirroredMilestones: { _ in [] })
    }
}
