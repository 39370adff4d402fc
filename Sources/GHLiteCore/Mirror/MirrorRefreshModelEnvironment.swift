/// All `MirrorRefreshModel` may do, bound by `bound(to:store:key:)` to one repository's mirror. Every closure starts
/// out throwing "unimplemented: MirrorRefreshModelEnvironment.NAME" (that is `.failing`).
public struct MirrorRefreshModelEnvironment: Sendable {
    public var listIssueChanges: @Sendable (IssueChangesQuery) throws -> IssueChangesPage
        = { _ in throw Unimplemented("MirrorRefreshModelEnvironment.listIssueChanges") }
    /// Every issue from pages read side by side, or nil when they did not fit together.
    public var listIssuesInCreationOrder: @Sendable () throws -> IssuesInCreationOrder?
        = { throw Unimplemented("MirrorRefreshModelEnvironment.listIssuesInCreationOrder") }
    /// The mirror's labels and milestones, sync time and open and closed counts, leaving out the issues numbered `excluding`
    /// from the counts; nil when the repository has no mirror.
    public var mirrorState: @Sendable (_ excluding: [Int]) throws -> MirrorState?
        = { _ in throw Unimplemented("MirrorRefreshModelEnvironment.mirrorState") }
    public var saveMirror: @Sendable (MirrorUpdate) throws -> Void
        = { _ in throw Unimplemented("MirrorRefreshModelEnvironment.saveMirror") }

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
        environment.listIssuesInCreationOrder = { try gitHub.listIssuesInCreationOrder(key().repo) }
        environment.mirrorState = { excluding in try mirror.state(key(), excluding) }
        environment.saveMirror = { update in try mirror.save(key(), update) }
        return environment
    }
}
