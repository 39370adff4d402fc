import GHLiteCore

/// Accounts in `CONFIG_DIR/hosts.json`, keyed by host, in the shape gh has used since 2.40:
/// `{"hosts": {"github.com": {"user": "octocat", "oauth_token": "...", "users": {"octocat": {"oauth_token": "..."}}}}}`.
/// `user` and `oauth_token` name the active account, so an older gh-lite still finds its token. A file from before
/// accounts (`{"oauth_token": "..."}` alone) reads as one account without a login and is rewritten on the next write.
/// The directory is 0700 (made so again when found looser) and the file 0600 from the moment it exists; every
/// write replaces it atomically.
struct TokenFile: Sendable {
    struct Contents: Codable {
        struct Account: Codable {
            var oauthToken: String
            enum CodingKeys: String, CodingKey { case oauthToken = "oauth_token" }
        }
        struct Host: Codable {
            var user: String?
            var oauthToken: String?
            var users: [String: Account]?
            enum CodingKeys: String, CodingKey { case user, oauthToken = "oauth_token", users }
        }
        var hosts: [String: Host]
    }

    var directory: String
    var path: String { directory + "/hosts.json" }

    func read() throws -> StoredAccounts {
        let data: Data?
        do {
            try POSIXFile.makePrivate(directory)
            data = try POSIXFile.read(path)
        } catch {
            throw CommandError("\(error); fix its permissions, or delete it and run `gh-lite auth login`")
        }
        guard let data else { return StoredAccounts() }
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: data)
        } catch {
            throw CommandError("the token file \(path) is damaged (not the JSON gh-lite writes); "
                               + "delete it and run `gh-lite auth login`")
        }
        return StoredAccounts(hosts: contents.hosts.compactMapValues(Self.accounts(of:)))
    }

    private static func accounts(of host: Contents.Host) -> StoredAccounts.Host? {
        if let users = host.users, !users.isEmpty {
            let accounts = users.keys.sorted().map { StoredAccounts.Account(login: $0, token: users[$0]!.oauthToken) }
            return StoredAccounts.Host(accounts: accounts, activeLogin: host.user)
        }
        // Written before gh-lite kept several accounts: the token alone.
        return host.oauthToken.map { StoredAccounts.Host(accounts: [.init(login: nil, token: $0)], activeLogin: nil) }
    }

    private static func contents(of accounts: StoredAccounts) -> Contents {
        Contents(hosts: accounts.hosts.mapValues { host in
            let users = Dictionary(uniqueKeysWithValues: host.accounts.compactMap { account in
                account.login.map { ($0, Contents.Account(oauthToken: account.token)) }
            })
            let active = host.accounts.first { $0.login == host.activeLogin } ?? host.accounts.first
            return Contents.Host(user: active?.login, oauthToken: active?.token, users: users.isEmpty ? nil : users)
        })
    }

    /// Reads, changes and writes the file back under a lock on its directory, so two gh-lite processes
    /// signing in at once (to different hosts, say) cannot drop each other's token.
    func update(_ change: (inout StoredAccounts) throws -> Void) throws {
        do {
            try POSIXFile.makeDirectory(directory, mode: 0o700)
            return try POSIXFile.withExclusiveLock(on: directory) {
                var accounts = try read()
                try change(&accounts)
                try write(Self.contents(of: accounts))
            }
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError("could not save the token: \(error)")
        }
    }

    private func write(_ contents: Contents) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try POSIXFile.writeAtomically(try encoder.encode(contents), to: path, mode: 0o600)
        } catch {
            throw CommandError("could not save the token: \(error)")
        }
    }
}

extension TokenStore {
    /// The live store. A lock keeps read-modify-write whole within the process, `flock` between
    /// processes, and the atomic rename keeps the file whole for readers.
    public static func file(directory: String) -> TokenStore {
        let file = TokenFile(directory: directory)
        let lock = Locked(())
        var store = TokenStore()
        store.load = { try lock.withLock { _ in try file.read() } }
        store.update = { change in
            try lock.withLock { _ in
                // A change that changes nothing (a logout with nothing stored) creates no config directory.
                var preview = try file.read()
                let before = preview
                try change(&preview)
                guard preview != before else { return }
                try file.update(change)
            }
        }
        store.location = file.path
        return store
    }
}
