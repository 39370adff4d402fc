/// All `ReposModel` may do. The owner named on the command line, if any, is bound into the closures.
public struct ReposModelEnvironment: Sendable {
    /// Where a named owner's repositories may be listed; which one applies is known only by asking GitHub.
    public struct NamedOwner: Sendable {
        /// One page of the owner's repositories as an organization: all that the signed-in user can see.
        /// GitHub answers 404 when the owner is not an organization.
        public var listOrganizationRepos: @Sendable (ReposQuery) throws -> ReposPage
        /// One page of the owner's repositories as a user: public ones only.
        public var listUserRepos: @Sendable (ReposQuery) throws -> ReposPage
        /// Whether the owner is the signed-in user.
        public var isViewer: @Sendable () throws -> Bool

        public init(listOrganizationRepos: @escaping @Sendable (ReposQuery) throws -> ReposPage,
                    listUserRepos: @escaping @Sendable (ReposQuery) throws -> ReposPage,
                    isViewer: @escaping @Sendable () throws -> Bool) {
            self.listOrganizationRepos = listOrganizationRepos
            self.listUserRepos = listUserRepos
            self.isViewer = isViewer
        }
    }

    /// One page of the signed-in user's own repositories, private ones included.
    public var listViewerRepos: @Sendable (ReposQuery) throws -> ReposPage
    /// nil when no owner was named: the signed-in user's repositories are listed.
    public var namedOwner: NamedOwner?

    public init(listViewerRepos: @escaping @Sendable (ReposQuery) throws -> ReposPage, namedOwner: NamedOwner? = nil) {
        self.listViewerRepos = listViewerRepos
        self.namedOwner = namedOwner
    }
}

extension ReposModelEnvironment {
    /// The lists `services` offer for `owner` (nil: the signed-in user).
    static func bound(to services: ContainerEnvironment, owner: String?) -> ReposModelEnvironment {
        let gitHub = services.gitHub
        return ReposModelEnvironment(
            listViewerRepos: gitHub.listViewerRepos,
            namedOwner: owner.map { owner in NamedOwner(
                listOrganizationRepos: { query in try gitHub.listOrganizationRepos(owner, query) },
                listUserRepos: { query in try gitHub.listUserRepos(owner, query) },
                // Logins are ASCII and GitHub ignores their case.
                isViewer: { try gitHub.viewerLogin().lowercased() == owner.lowercased() }) })
    }

    /// Every closure throws "unimplemented: ReposModelEnvironment.NAME": tests override what their case needs.
    public static var failing: ReposModelEnvironment {
        ReposModelEnvironment(listViewerRepos: { _ in throw Unimplemented("ReposModelEnvironment.listViewerRepos") },
                              namedOwner: nil)
    }
}
