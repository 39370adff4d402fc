/// The state qualifier gh-lite adds to a GitHub search, unless the query's own words already name a state.
enum SearchState {
    /// `is:closed`, `state:merged`, `closed:>2024-01-01`, ...: the query asks for closed (or merged) items.
    static func asksForClosed(_ text: String) -> Bool {
        words(text).contains { word in
            ["is:closed", "is:merged", "state:closed", "state:merged"].contains(word)
                || word.hasPrefix("merged:") || word.hasPrefix("closed:")
        }
    }

    /// `state:open` or `state:closed` for `state` (nil: any state), left out when the query names a state itself.
    static func qualifier(_ state: Issue.State?, unlessNamedIn text: String) -> String? {
        guard let state else { return nil }
        let asksForOpen = words(text).contains { $0 == "is:open" || $0 == "state:open" }
        return asksForOpen || asksForClosed(text) ? nil : "state:\(state.rawValue)"
    }

    private static func words(_ text: String) -> [Substring] {
        text.lowercased().split(whereSeparator: \.isWhitespace)
    }
}
