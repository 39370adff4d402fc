/// A token and where it came from, so messages can say what to fix.
public struct AuthToken: Sendable, Equatable {
    public var value: String
    public var source: TokenSource

    public init(value: String, source: TokenSource) {
        self.value = value
        self.source = source
    }
}

public enum TokenSource: Sendable, Equatable {
    /// `GH_TOKEN` or `GITHUB_TOKEN`.
    case environment(String)
    /// The token file under the config directory.
    case file(String)
    /// Given to `auth login`, and checked with GitHub before it is stored.
    case unsaved
}
