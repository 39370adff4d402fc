extension Container {
    /// Brings `repo`'s mirror up to date (`sync` calls `refresh()` on it); nil when there is no mirror to keep:
    /// none on this system, or `--no-cache` / `GH_LITE_NO_CACHE=1` asked to bypass it.
    public func makeMirrorRefreshModel(repo: RepoRef) -> MirrorRefreshModel? {
        guard let access = mirrorAccess(repo: repo) else { return nil }
        return MirrorRefreshModel(environment: .bound(to: environment, store: access.store, key: access.key))
    }

    /// The store and `repo`'s key in it, unless the mirror is bypassed.
    func mirrorAccess(repo: RepoRef) -> MirrorAccess? {
        guard let store = environment.mirror, configuration.usesHTTPCache else { return nil }
        let tokens = environment.tokens
        let configuration = configuration
        return MirrorAccess(store: store, key: {
            let token = try tokens.current(for: configuration)?.value
            return MirrorKey(host: configuration.tokenKey, account: token.map(MirrorKey.account(forToken:)) ?? "anonymous",
                             repo: repo)
        })
    }
}

/// One repository's mirror, its key worked out only when it is first used (reading the token costs a file read).
struct MirrorAccess: Sendable {
    var store: MirrorStore
    var key: @Sendable () throws -> MirrorKey
}

extension MirrorKey {
    /// A short, stable hash of the token (FNV-1a, 64 bits): the same account's runs share a mirror, and nothing
    /// of the token can be read back from the folder's name.
    static func account(forToken token: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in token.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "token-" + String(hash, radix: 16)
    }
}
