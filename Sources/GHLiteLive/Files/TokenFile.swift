import GHLiteCore

/// Tokens in `CONFIG_DIR/hosts.json`, keyed by host: `{"hosts": {"github.com": {"oauth_token": "..."}}}`.
/// The directory is 0700 (made so again when found looser) and the file 0600 from the moment it exists; every
/// write replaces it atomically.
struct TokenFile: Sendable {
    struct Contents: Codable {
        struct Host: Codable {
            var oauthToken: String
            enum CodingKeys: String, CodingKey { case oauthToken = "oauth_token" }
        }
        var hosts: [String: Host]
    }

    var directory: String
    var path: String { directory + "/hosts.json" }

    func read() throws -> Contents {
        let data: Data?
        do {
            try POSIXFile.makePrivate(directory)
            data = try POSIXFile.read(path)
        } catch {
            throw CommandError("\(error); fix its permissions, or delete it and run `gh-lite auth login`")
        }
        guard let data else { return Contents(hosts: [:]) }
        do {
            return try JSONDecoder().decode(Contents.self, from: data)
        } catch {
            throw CommandError("the token file \(path) is damaged (not the JSON gh-lite writes); "
                               + "delete it and run `gh-lite auth login`")
        }
    }

    /// Reads, changes and writes the file back under a lock on its directory, so two gh-lite processes
    /// signing in at once (to different hosts, say) cannot drop each other's token.
    func update<T>(_ change: (inout Contents) throws -> T) throws -> T {
        do {
            try POSIXFile.makeDirectory(directory, mode: 0o700)
            return try POSIXFile.withExclusiveLock(on: directory) {
                var contents = try read()
                let result = try change(&contents)
                try write(contents)
                return result
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
        return TokenStore(
            read: { key in try lock.withLock { _ in try file.read().hosts[key]?.oauthToken } },
            write: { key, token in
                try lock.withLock { _ in try file.update { $0.hosts[key] = .init(oauthToken: token) } }
            },
            delete: { key in
                try lock.withLock { _ in
                    // Nothing stored: nothing to lock, and no config directory created by a logout.
                    guard try file.read().hosts[key] != nil else { return false }
                    return try file.update { $0.hosts.removeValue(forKey: key) != nil }
                }
            },
            location: file.path)
    }
}
