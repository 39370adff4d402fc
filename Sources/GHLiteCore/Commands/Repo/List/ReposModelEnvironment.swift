/// All `ReposModel` may do. The owner named on the command line, if any, is bound into the closures.
public struct ReposModelEnvironment: Sendable {
    /// Where a named owner's repositories may be listed; which one applies is known only by asking GitHub.
    public struct NamedOwner: Sendable {
        /// One page of the owner's repositories as an organization: all that the signed-in user can see.
        /// GitHub answers 404 when the owner is not an organization.
        public var requestOrganizationRepos: @Sendable (ReposQuery) throws -> ReposPage
        /// One page of the owner's repositories as a user: public ones only.
        public var requestUserRepos: @Sendable (ReposQuery) throws -> ReposPage
        /// Whether the owner is the signed-in user.
        public var isViewer: @Sendable () throws -> Bool

        public init(requestOrganizationRepos: @escaping @Sendable (ReposQuery) throws -> ReposPage,
                    requestUserRepos: @escaping @Sendable (ReposQuery) throws -> ReposPage,
                    isViewer: @escaping @Sendable () throws -> Bool) {
            self.requestOrganizationRepos = requestOrganizationRepos
            self.requestUserRepos = requestUserRepos
            self.isViewer = isViewer
        }
    }

    /// One page of the signed-in user's own repositories, private ones included.
    public var requestViewerRepos: @Sendable (ReposQuery) throws -> ReposPage
    /// nil when no owner was named: the signed-in user's repositories are listed.
    public var namedOwner: NamedOwner?

    public init(requestViewerRepos: @escaping @Sendable (ReposQuery) throws -> ReposPage, namedOwner: NamedOwner? = nil) {
        self.requestViewerRepos = requestViewerRepos
        self.namedOwner = namedOwner
    }
}
