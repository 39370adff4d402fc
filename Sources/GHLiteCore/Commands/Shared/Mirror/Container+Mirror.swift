extension Container {
    /// Brings `repo`'s mirror up to date (`sync` calls `refresh()` on it); nil when there is no mirror to keep:
    /// none on this system, or `--no-cache` / `GH_LITE_NO_CACHE=1` asked to bypass it.
    public func makeMirrorRefreshModel(repo: RepoRef) -> MirrorRefreshModel? {
        guard let access = mirrorAccess(repo: repo) else { return nil }
        return MirrorRefreshModel(environment: .bound(to: environment, store: access.store, key: access.key))
    }

    /// The repositories the signed-in account has a mirror of (`sync --all`); none when mirrors are bypassed.
    public func mirroredRepositories() throws -> [RepoRef] {
        guard let store = environment.mirror, configuration.usesHTTPCache else { return [] }
        let account = try environment.tokens.accountKey(for: configuration) ?? "anonymous"
        return try store.repositories(configuration.tokenKey, account)
    }

    /// The store and `repo`'s key in it, unless the mirror is bypassed.
    func mirrorAccess(repo: RepoRef) -> MirrorAccess? {
        guard let store = environment.mirror, configuration.usesHTTPCache else { return nil }
        let tokens = environment.tokens
        let configuration = configuration
        return MirrorAccess(store: store, key: {
            MirrorKey(host: configuration.tokenKey, account: try tokens.accountKey(for: configuration) ?? "anonymous",
                      repo: repo)
        })
    }
}

/// One repository's mirror, its key worked out only when it is first used (reading the token costs a file read).
struct MirrorAccess: Sendable {
    var store: MirrorStore
    var key: @Sendable () throws -> MirrorKey

    /// Why `write` failed, or nil when it did not: a read's write to the mirror never fails the command.
    static func failure(of write: () throws -> Void) -> String? {
        do {
            try write()
            return nil
        } catch {
            return ErrorMessage.describe(error)
        }
    }

    /// Re-reads from `gitHub` the links of those of `repo`'s issues `numbers` the mirror holds, best effort: GitHub
    /// does not move an issue's `updatedAt` when a link to it changes, so `sync` would not bring them.
    func refreshLinks(of numbers: [Int], in repo: RepoRef, gitHub: GitHubClient) {
        guard !numbers.isEmpty, let key = try? key(), let mirrored = try? store.issues(key, numbers) else { return }
        for issue in mirrored {
            guard let links = try? gitHub.getIssueLinks(repo, issue.number, true) else { continue }
            try? store.saveLinks(key, issue.number, links)
        }
    }
}
