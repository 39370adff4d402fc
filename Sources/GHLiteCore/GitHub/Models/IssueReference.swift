/// An issue as gh accepts it on the command line: `123`, `#123`, or its URL.
enum IssueReference {
    /// The repository the word names (a URL's), if any, and the number.
    static func parse(_ word: String) -> (repository: String?, number: Int)? {
        if let number = number(word) { return (nil, number) }
        return url(word).map { ($0.0, $0.1) }
    }

    /// `123` or `#123`.
    static func number(_ word: String) -> Int? {
        let digits = word.hasPrefix("#") ? word.dropFirst() : Substring(word)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits), number > 0
        else { return nil }
        return number
    }

    /// `?3` or `#?3`, the placeholder lists show for a queued new issue: its outbox entry.
    static func queuedPlaceholder(_ word: String) -> Int? {
        let digits = word.drop { $0 == "#" }
        guard digits.hasPrefix("?") else { return nil }
        return number(String(digits.dropFirst()))
    }

    /// `https://github.com/OWNER/REPO/issues/123` (or `/pull/123`): the repository and the number.
    static func url(_ word: String) -> (String, Int)? {
        guard word.contains("://") else { return nil }
        let parts = word.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count == 6, ["issues", "pull"].contains(parts[4]),
              let number = number(String(parts[5].prefix { $0.isASCII && $0.isNumber })) else { return nil }
        return ("\(parts[0])//\(parts[1])/\(parts[2])/\(parts[3])", number)
    }
}
