/// Where a paged list has been, so that no server can keep gh-lite paging for ever: a next page (a `Link` URL or
/// a GraphQL cursor) that was read already ends the list, and so does going past `maximumPages`, each with a
/// one-line error. A page that yields nothing to show (empty, or all filtered out) does not end a list by
/// itself, which is why the trail is needed.
struct PageTrail {
    /// 100,000 items at GitHub's 100 a page: far past any list a person reads, well short of looping for ever.
    static let defaultMaximumPages = 1_000

    let maximumPages: Int
    let kind: PaginationError.Kind
    private var seen: Set<String> = []
    private var pagesRead = 1

    /// A trail whose first page has been asked for already.
    init(of kind: PaginationError.Kind, maximumPages: Int = PageTrail.defaultMaximumPages) {
        self.kind = kind
        self.maximumPages = maximumPages
    }

    /// `next`, once it is known to be a page not read before and within the cap.
    mutating func follow(_ next: String) throws -> String {
        guard seen.insert(next).inserted else { throw PaginationError(kind: kind, reason: .repeated, pagesRead: pagesRead) }
        guard pagesRead < maximumPages else { throw PaginationError(kind: kind, reason: .tooManyPages, pagesRead: pagesRead) }
        pagesRead += 1
        return next
    }
}
