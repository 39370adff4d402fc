/// An issue another one is linked to (a parent, a sub-issue, a blocker), as named on the command line: `12` or
/// `#12` in the repository the command works on, or its URL, which may name another repository.
public struct IssueLinkReference: Sendable, Hashable, Codable, CustomStringConvertible {
    /// `OWNER/REPO` from a URL; nil: the command's repository.
    public var repository: String?
    public var number: Int
    /// The host a URL names, checked against the configured one before any request (`checkLinkHosts`).
    public var host: String?

    public init(repository: String? = nil, number: Int, host: String? = nil) {
        self.repository = repository
        self.number = number
        self.host = host
    }

    /// `12`, `#12` or an issue's URL; nil for anything else.
    public static func parse(_ word: String) -> IssueLinkReference? {
        guard let (url, number) = IssueReference.parse(word.trimmingWhitespace()) else { return nil }
        guard let url else { return IssueLinkReference(number: number) }
        guard let repo = try? RepoRef.parse(url) else { return nil }
        return IssueLinkReference(repository: repo.description, number: number, host: repo.host)
    }

    /// The repository the issue is in, when the command works on `repo`.
    public func repo(in repo: RepoRef) -> RepoRef {
        guard let repository, let named = try? RepoRef.parse(repository) else { return repo }
        return RepoRef(owner: named.owner, name: named.name, host: repo.host)
    }

    /// The same issue with the command's repository left implicit, so `#4` and its URL are one key.
    public func normalized(in repo: RepoRef) -> IssueLinkReference {
        guard let repository, repository.lowercased() != repo.description.lowercased() else {
            return IssueLinkReference(number: number)
        }
        return IssueLinkReference(repository: repository, number: number)
    }

    /// `#12`, or `OWNER/REPO#12` in another repository.
    public var description: String { "\(repository ?? "")#\(number)" }
}
