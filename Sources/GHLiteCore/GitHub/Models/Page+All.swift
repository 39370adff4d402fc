extension Page {
    /// Every item of a paged list: the first page (asked for with nil), then each `next` URL as given, along a
    /// `PageTrail`: a page read twice or more than `maximumPages` ends it with an error.
    public static func all(maximumPages: Int = 50, _ fetch: (_ pageURL: String?) throws -> Page<Item>) throws -> [Item] {
        var trail = PageTrail(of: .link, maximumPages: maximumPages)
        var page = try fetch(nil)
        var items = page.items
        while let next = page.nextPageURL {
            page = try fetch(trail.follow(next))
            items += page.items
        }
        return items
    }
}
