/// All `MirrorRefreshModel` may do, bound by the container to one repository's mirror.
public struct MirrorRefreshModelEnvironment: Sendable {
    public var listIssueChanges: @Sendable (IssueChangesQuery) throws -> IssueChangesPage
    /// The mirror's labels and milestones, sync time and open and closed counts, leaving out the issues numbered `excluding`
    /// from the counts; nil when the repository has no mirror.
    public var mirrorState: @Sendable (_ excluding: [Int]) throws -> MirrorState?
    public var saveMirror: @Sendable (MirrorUpdate) throws -> Void

    public init(listIssueChanges: @escaping @Sendable (IssueChangesQuery) throws -> IssueChangesPage,
                mirrorState: @escaping @Sendable ([Int]) throws -> MirrorState?,
                saveMirror: @escaping @Sendable (MirrorUpdate) throws -> Void) {
        self.listIssueChanges = listIssueChanges
        self.mirrorState = mirrorState
        self.saveMirror = saveMirror
    }

    /// Every closure throws "unimplemented: MirrorRefreshModelEnvironment.NAME".
    public static var failing: MirrorRefreshModelEnvironment {
        MirrorRefreshModelEnvironment(
            listIssueChanges: { _ in throw Unimplemented("MirrorRefreshModelEnvironment.listIssueChanges") },
            mirrorState: { _ in throw Unimplemented("MirrorRefreshModelEnvironment.mirrorState") },
            saveMirror: { _ in throw Unimplemented("MirrorRefreshModelEnvironment.saveMirror") })
    }
}

extension MirrorRefreshModelEnvironment {
    /// `key`'s mirror in `mirror`, brought up to date from `services.gitHub`.
    static func bound(to services: ContainerEnvironment, store mirror: MirrorStore,
                      key: @escaping @Sendable () throws -> MirrorKey) -> MirrorRefreshModelEnvironment {
        let gitHub = services.gitHub
        return MirrorRefreshModelEnvironment(
            listIssueChanges: { query in try gitHub.listIssueChanges(key().repo, query) },
            mirrorState: { excluding in try mirror.state(key(), excluding) },
            saveMirror: { update in try mirror.save(key(), update) })
    }
}
