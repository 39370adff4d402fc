/// Who a token belongs to (`GET /user`) and what it may do.
public struct AuthenticatedUser: Sendable, Equatable {
    public var login: String
    /// The token's OAuth scopes from `X-OAuth-Scopes`; nil when GitHub sends no such header
    /// (fine-grained and app tokens have no scopes).
    public var scopes: [String]?

    public init(login: String, scopes: [String]?) {
        self.login = login
        self.scopes = scopes
    }

    /// The scopes gh-lite's commands need, as `gh` asks for them.
    public static let minimumScopes = ["repo", "read:org"]

    /// Minimum scopes the token lacks; none when the token has no OAuth scopes to check.
    public var missingScopes: [String] {
        guard let scopes else { return [] }
        var granted = Set(scopes)
        // `admin:org` and `write:org` include `read:org`, as GitHub counts them.
        if granted.contains("admin:org") || granted.contains("write:org") { granted.insert("read:org") }
        return Self.minimumScopes.filter { !granted.contains($0) }
    }

    /// Reads the comma-separated `X-OAuth-Scopes` value (`gist, read:org, repo`).
    public static func scopes(fromHeader header: String?) -> [String]? {
        header.map { $0.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty } }
    }
}
