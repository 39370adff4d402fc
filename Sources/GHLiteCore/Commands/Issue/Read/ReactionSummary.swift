/// Reactions as gh shows them under a title or a comment's header: `5 👍 • 2 ❤️`, the kinds in GitHub's
/// order; a kind gh-lite does not know is left out (its name comes from the server).
enum ReactionSummary {
    static let emoji = [
        "THUMBS_UP": "\u{1F44D}", "THUMBS_DOWN": "\u{1F44E}", "LAUGH": "\u{1F604}", "HOORAY": "\u{1F389}",
        "CONFUSED": "\u{1F615}", "HEART": "\u{2764}\u{FE0F}", "ROCKET": "\u{1F680}", "EYES": "\u{1F440}",
    ]

    /// Empty when nobody reacted.
    static func line(_ groups: [ReactionGroup]?) -> String {
        (groups ?? []).compactMap { group in
            guard group.count > 0, let emoji = emoji[group.content] else { return nil }
            return "\(group.count) \(emoji)"
        }.joined(separator: " • ")
    }
}
