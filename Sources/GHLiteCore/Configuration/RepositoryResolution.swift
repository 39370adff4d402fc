/// Which repository a command works on, as gh decides it: the one the user named (positional or
/// `-R/--repo`), else `GH_REPO`, else the current directory's git remotes (upstream, github, origin,
/// then the rest) whose URL points at the configured host, else `fallback` (a recovered draft's repository).
/// Throws a one-line error ending with `howToName`, what this command takes to name one.
public func resolveRepository(_ named: RepoRef?, configuration: Configuration, remotes: GitRemotes,
                              otherwise fallback: RepoRef? = nil,
                              howToName: String = "pass OWNER/REPO or -R OWNER/REPO") throws -> RepoRef {
    if let named {
        return try checkHost(named, configuration: configuration)
    }
    if let fromEnvironment = configuration.defaultRepository {
        let repo: RepoRef
        do {
            repo = try RepoRef.parse(fromEnvironment)
        } catch let error as UsageError {
            throw UsageError("GH_REPO: \(error.message)")
        }
        return try checkHost(repo, configuration: configuration)
    }
    let all = try remotes.list()
    if let repo = all.inPreferenceOrder.lazy.compactMap({ GitRemoteURL.repository($0.url, host: configuration.host) }).first {
        return repo
    }
    if let fallback { return fallback }
    if all.isEmpty {
        throw CommandError("no repository given and no git remotes found here: \(howToName)")
    }
    let names = all.map(\.name).joined(separator: ", ")
    throw CommandError("none of the git remotes here (\(names)) point to \(configuration.host): \(howToName)")
}

/// gh-lite talks to one host; a repository named on another one is a mistake to catch before any request.
private func checkHost(_ repo: RepoRef, configuration: Configuration) throws -> RepoRef {
    guard let host = repo.host, GitRemoteURL.normalizedHost(host, configured: configuration.host) != configuration.host
    else { return RepoRef(owner: repo.owner, name: repo.name) }
    throw UsageError("\(repo) is on \(host), but gh-lite is set up for \(configuration.host): set GH_HOST=\(host) to use it")
}

/// An issue a link flag names by URL must be on the configured host too, as the command's repository must: GitHub
/// would otherwise be asked for the issue of the same number on its own host.
func checkLinkHosts(_ links: IssueLinkEdit, configuration: Configuration) throws {
    for reference in links.references {
        guard let host = reference.host, let repository = reference.repository,
              let repo = try? RepoRef.parse(repository) else { continue }
        _ = try checkHost(RepoRef(owner: repo.owner, name: repo.name, host: host), configuration: configuration)
    }
}

extension [GitRemote] {
    /// The remotes in gh's order of preference (see `priority`), ties kept in git's order.
    var inPreferenceOrder: [GitRemote] {
        enumerated().sorted { ($0.element.priority, $1.offset) > ($1.element.priority, $0.offset) }.map(\.element)
    }
}

extension GitRemote {
    /// gh's order: `upstream` (the fork's parent), then `github`, then `origin`, then the rest as git lists them.
    var priority: Int {
        switch name {
        case "upstream": return 3
        case "github": return 2
        case "origin": return 1
        default: return 0
        }
    }
}

/// Reads OWNER/REPO out of a git remote URL in any form git accepts for a network remote:
/// `https://host/o/r.git`, `http://`, `git://`, `ssh://[user@]host[:port]/o/r`, `git+ssh://`, and scp-like `git@host:o/r.git`.
enum GitRemoteURL {
    static func repository(_ url: String, host configured: String) -> RepoRef? {
        guard let (host, path) = split(url), normalizedHost(host, configured: configured) == configured else { return nil }
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count == 2 else { return nil }
        let name = parts[1].hasSuffix(".git") ? String(parts[1].dropLast(4)) : parts[1]
        guard OwnerName.isValid(parts[0]), RepoName.isValid(name) else { return nil }
        return RepoRef(owner: parts[0], name: name)
    }

    /// Lowercased, without `www.`; on github.com, any subdomain (`ssh.github.com` for SSH over 443) is github.com.
    static func normalizedHost(_ host: String, configured: String) -> String {
        var host = host.lowercased()
        if host.hasPrefix("www.") { host.removeFirst(4) }
        if configured == "github.com", host.hasSuffix(".github.com") { return "github.com" }
        return host
    }

    /// The host (no user, no port) and the path of a remote URL; nil for local paths and unknown schemes.
    private static func split(_ url: String) -> (host: String, path: Substring)? {
        let authorityAndPath: Substring
        if let schemeEnd = url.firstRange(of: "://") {
            let scheme = url[..<schemeEnd.lowerBound].lowercased()
            guard ["https", "http", "git", "ssh", "git+ssh", "ssh+git"].contains(scheme) else { return nil }
            authorityAndPath = url[schemeEnd.upperBound...]
            let authority = authorityAndPath.prefix { $0 != "/" }
            let host = withoutUser(authority).prefix { $0 != ":" }
            return host.isEmpty ? nil : (String(host), authorityAndPath.dropFirst(authority.count))
        }
        // scp-like `[user@]host:path`: a colon before any slash (a local path has a slash first, or no colon).
        guard let colon = url.firstIndex(of: ":"), !url[..<colon].contains("/") else { return nil }
        let host = withoutUser(url[..<colon])
        return host.isEmpty ? nil : (String(host), url[url.index(after: colon)...])
    }

    private static func withoutUser(_ authority: Substring) -> Substring {
        authority.lastIndex(of: "@").map { authority[authority.index(after: $0)...] } ?? authority
    }
}
