/// A paged list GitHub (or something posing as it) would not let end: what was shown so far may be incomplete.
public struct PaginationError: UserFacingError, Equatable {
    /// How the next page was named.
    public enum Kind: String, Sendable {
        case link = "link"
        case cursor = "cursor"
    }

    public enum Reason: Sendable, Equatable {
        /// The next page is one already read: following it would loop.
        case repeated
        /// Still more pages after the cap.
        case tooManyPages
    }

    public var kind: Kind
    public var reason: Reason
    public var pagesRead: Int

    public init(kind: Kind, reason: Reason, pagesRead: Int) {
        self.kind = kind
        self.reason = reason
        self.pagesRead = pagesRead
    }

    public var userMessage: String {
        let pages = "\(pagesRead) page\(pagesRead == 1 ? "" : "s")"
        switch reason {
        case .repeated:
            return "the list stopped after \(pages): GitHub's next-page \(kind.rawValue) pointed back at a page "
                + "already read, so what was listed may be incomplete; try again later"
        case .tooManyPages:
            return "the list stopped after \(pages), the most gh-lite reads, and GitHub still named a next "
                + "\(kind.rawValue): narrow the list down with filters or --limit"
        }
    }

    public var exitCode: ExitCode { .error }
}
