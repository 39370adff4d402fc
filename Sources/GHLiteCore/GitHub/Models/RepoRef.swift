/// A repository named on the command line: `OWNER/REPO`, `HOST/OWNER/REPO`, or a GitHub URL.
public struct RepoRef: Sendable, Equatable, CustomStringConvertible {
    public var owner: String
    public var name: String
    /// Set only when the user named a host; nil means the configured one.
    public var host: String?

    public init(owner: String, name: String, host: String? = nil) {
        self.owner = owner
        self.name = name
        self.host = host
    }

    public var description: String { "\(owner)/\(name)" }

    /// gh's accepted forms; anything else is a usage error naming what was given.
    public static func parse(_ text: String) throws -> RepoRef {
        let invalid = UsageError("expected the \"[HOST/]OWNER/REPO\" format, got \"\(text)\"")
        var rest = Substring(text)
        var host: String?
        if let scheme = rest.firstRange(of: "://") {
            rest = rest[scheme.upperBound...]
            let hostPart = rest.prefix { $0 != "/" }
            host = String(hostPart).lowercased()
            rest = rest.dropFirst(hostPart.count + 1)
            let path = rest.split(separator: "/", omittingEmptySubsequences: true)
            guard path.count >= 2 else { throw invalid }
            rest = path[0] + "/" + path[1]
        }
        var parts = rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 3, host == nil { host = parts.removeFirst().lowercased() }
        guard parts.count == 2 else { throw invalid }
        let name = parts[1].hasSuffix(".git") ? String(parts[1].dropLast(4)) : parts[1]
        guard OwnerName.isValid(parts[0]), RepoName.isValid(name) else { throw invalid }
        if host?.hasPrefix("www.") == true { host = String(host!.dropFirst(4)) }
        return RepoRef(owner: parts[0], name: name, host: host)
    }
}

/// GitHub's rules for repository names: letters, digits, `.`, `-` and `_`, at most 100.
public enum RepoName {
    public static func isValid(_ name: String) -> Bool {
        guard (1...100).contains(name.count), name != ".", name != ".." else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIIAlphanumeric || $0 == "." || $0 == "-" || $0 == "_" }
    }
}
