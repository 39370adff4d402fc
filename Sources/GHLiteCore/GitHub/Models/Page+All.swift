extension Page {
    /// Every item of a paged list: the first page (asked for with nil), then each `next` URL as given,
    /// at most `maximumPages` so a list that never ends cannot keep gh-lite busy.
    public static func all(maximumPages: Int = 50, _ fetch: (_ pageURL: String?) throws -> Page<Item>) rethrows -> [Item] {
        var items: [Item] = []
        var pageURL: String?
        for _ in 0..<maximumPages {
            let page = try fetch(pageURL)
            items += page.items
            guard let next = page.nextPageURL else { break }
            pageURL = next
        }
        return items
    }
}
