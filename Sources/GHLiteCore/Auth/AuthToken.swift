/// A token and where it came from, so messages can say what to fix.
public struct AuthToken: Sendable, Equatable {
    public var value: String
    public var source: TokenSource

    public init(value: String, source: TokenSource) {
        self.value = value
        self.source = source
    }
}

extension AuthToken {
    /// A token goes into an HTTP header and a file: one run of visible ASCII, nothing else. A line break inside
    /// would start a header of its own, so a token from any source is checked with this before it is used.
    public static func isWellFormed(_ value: String) -> Bool {
        !value.isEmpty && value.utf8.allSatisfy { (0x21...0x7E).contains($0) }
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
