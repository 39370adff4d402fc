/// All `MirrorRefreshModel` may do, bound by the container to one repository's mirror.
public struct MirrorRefreshModelEnvironment: Sendable {
    public var listIssueChanges: @Sendable (IssueChangesQuery) throws -> IssueChangesPage
    public var loadMirror: @Sendable () throws -> RepositoryMirror?
    public var saveMirror: @Sendable (MirrorUpdate) throws -> Void

    public init(listIssueChanges: @escaping @Sendable (IssueChangesQuery) throws -> IssueChangesPage,
                loadMirror: @escaping @Sendable () throws -> RepositoryMirror?,
                saveMirror: @escaping @Sendable (MirrorUpdate) throws -> Void) {
        self.listIssueChanges = listIssueChanges
        self.loadMirror = loadMirror
        self.saveMirror = saveMirror
    }

    /// Every closure throws "unimplemented: MirrorRefreshModelEnvironment.NAME".
    public static var failing: MirrorRefreshModelEnvironment {
        MirrorRefreshModelEnvironment(
            listIssueChanges: { _ in throw Unimplemented("MirrorRefreshModelEnvironment.listIssueChanges") },
            loadMirror: { throw Unimplemented("MirrorRefreshModelEnvironment.loadMirror") },
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
            loadMirror: { try mirror.load(key()) },
            saveMirror: { update in try mirror.save(key(), update) })
    }
}
