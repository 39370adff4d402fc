/// All `MirrorRefreshModel` may do, bound by `bound(to:store:key:)` to one repository's mirror. Every closure starts
/// out throwing "unimplemented: MirrorRefreshModelEnvironment.NAME" (that is `.failing`).
public struct MirrorRefreshModelEnvironment: Sendable {
    public var listIssueChanges: @Sendable (IssueChangesQuery) throws -> IssueChangesPage
        = { _ in throw Unimplemented("MirrorRefreshModelEnvironment.listIssueChanges") }
    /// Every issue from pages read side by side, or nil when they did not fit together; `afterPages` runs beside
    /// the last reads, once every page has been answered, and hears when the first one was.
    public var listIssuesInCreationOrder: @Sendable (_ afterPages: @escaping @Sendable (_ startedAt: Date) -> Void) throws
        -> IssuesInCreationOrder?
        = { _ in throw Unimplemented("MirrorRefreshModelEnvironment.listIssuesInCreationOrder") }
    /// The mirror's labels and milestones, sync time and open and closed counts, leaving out the issues numbered `excluding`
    /// from the counts (nil: no counts, left 0); nil when the repository has no mirror.
    public var mirrorState: @Sendable (_ excluding: [Int]?) throws -> MirrorState?
        = { _ in throw Unimplemented("MirrorRefreshModelEnvironment.mirrorState") }
    /// The numbers of those of these issues the mirror already holds exactly so.
    public var mirrorHolds: @Sendable ([Issue]) throws -> Set<Int>
        = { _ in throw Unimplemented("MirrorRefreshModelEnvironment.mirrorHolds") }
    /// How many issues in all the repository's last list found, if it was listed without a mirror.
    public var listedIssueCount: @Sendable () throws -> Int?
        = { throw Unimplemented("MirrorRefreshModelEnvironment.listedIssueCount") }
    public var saveMirror: @Sendable (MirrorUpdate) throws -> Void
        = { _ in throw Unimplemented("MirrorRefreshModelEnvironment.saveMirror") }
    /// Gets the request for changes ready while the mirror's state is read beside.
    public var prepareRequests: @Sendable () -> Void = {}
    public var beside: Beside = .inline

    public init() {}

    public static var failing: MirrorRefreshModelEnvironment { MirrorRefreshModelEnvironment() }
}

extension MirrorRefreshModelEnvironment {
    /// `key`'s mirror in `mirror`, brought up to date from `services.gitHub`.
    static func bound(to services: ContainerEnvironment, store mirror: MirrorStore,
                      key: @escaping @Sendable () throws -> MirrorKey) -> MirrorRefreshModelEnvironment {
        let gitHub = services.gitHub
        var environment = MirrorRefreshModelEnvironment()
        environment.listIssueChanges = { query in try gitHub.listIssueChanges(key().repo, query) }
        environment.listIssuesInCreationOrder = { afterPages in try gitHub.listIssuesInCreationOrder(key().repo, afterPages) }
        environment.mirrorState = { excluding in try mirror.state(key(), excluding) }
        environment.saveMirror = { update in try mirror.save(key(), update) }
        environment.mirrorHolds = { issues in try mirror.holding(key(), issues) }
        environment.listedIssueCount = { try mirror.listedIssueCount(key()) }
        environment.prepareRequests = services.prepareRequests
        environment.beside = services.beside
        return environment
    }
}
