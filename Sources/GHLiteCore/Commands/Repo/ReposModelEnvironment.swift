/// All `ReposModel` may do. The owner named on the command line, if any, is bound into the closures by
/// `bound(to:owner:)`. Every closure starts out throwing "unimplemented: ReposModelEnvironment.NAME" (that is
/// `.failing`); tests override what their case needs.
public struct ReposModelEnvironment: Sendable {
    /// Where a named owner's repositories may be listed; which one applies is known only by asking GitHub.
    public struct NamedOwner: Sendable {
        /// One page of the owner's repositories as an organization: all that the signed-in user can see.
        /// GitHub answers 404 when the owner is not an organization.
        public var listOrganizationRepos: @Sendable (ReposQuery) throws -> ReposPage
            = { _ in throw Unimplemented("ReposModelEnvironment.NamedOwner.listOrganizationRepos") }
        /// One page of the owner's repositories as a user: public ones only.
        public var listUserRepos: @Sendable (ReposQuery) throws -> ReposPage
            = { _ in throw Unimplemented("ReposModelEnvironment.NamedOwner.listUserRepos") }
        /// Whether the owner is the signed-in user.
        public var isViewer: @Sendable () throws -> Bool
            = { throw Unimplemented("ReposModelEnvironment.NamedOwner.isViewer") }

        public init() {}
    }

    /// One page of the signed-in user's own repositories, private ones included.
    public var listViewerRepos: @Sendable (ReposQuery) throws -> ReposPage
        = { _ in throw Unimplemented("ReposModelEnvironment.listViewerRepos") }
    /// nil when no owner was named: the signed-in user's repositories are listed.
    public var namedOwner: NamedOwner?

    public init() {}

    public static var failing: ReposModelEnvironment { ReposModelEnvironment() }
}

extension ReposModelEnvironment {
    /// The lists `services` offer for `owner` (nil: the signed-in user).
    static func bound(to services: ContainerEnvironment, owner: String?) -> ReposModelEnvironment {
        let gitHub = services.gitHub
        var environment = ReposModelEnvironment()
        environment.listViewerRepos = gitHub.listViewerRepos
        if let owner {
            var named = NamedOwner()
            named.listOrganizationRepos = { query in try gitHub.listOrganizationRepos(owner, query) }
            named.listUserRepos = { query in try gitHub.listUserRepos(owner, query) }
            // Logins are ASCII and GitHub ignores their case.
            named.isViewer = { try gitHub.viewerLogin().lowercased() == owner.lowercased() }
            environment.namedOwner = named
        }
        return environment
    }
}
