/// A `--search` read offline: the part of GitHub's search syntax the mirror understands. Words and "quoted
/// phrases" must all appear in the title or body (`in:title` / `in:body` narrow that); `is:`/`state:`, `label:`,
/// `author:`, `assignee:` and `milestone:` become the list's filters. Anything else is refused by name.
public struct OfflineSearch: Sendable, Equatable {
    /// An SQLite FTS5 query, every word and phrase quoted so nothing in them is read as syntax; nil when the
    /// text held only qualifiers.
    public var matchQuery: String?
    /// The list's filter with the qualifiers added and the search text taken out.
    public var filter: IssueFilter

    public static let understood = "words, \"phrases\", in:title|body, is:/state:open|closed, label:, author:, "
        + "assignee:, milestone:"

    /// The most words (a phrase counts each of its own) a search may hold: the full-text index's ranking works
    /// through every pair of them, so each word more costs more than the last.
    public static let maximumWords = 100

    public init(_ text: String, filter: IssueFilter) throws {
        var filter = filter
        filter.search = nil
        var phrases: [String] = []
        var words = 0
        var column: String?
        for token in Self.tokens(text) {
            if !token.quoted && token.text.hasPrefix("-") { throw Self.notUnderstood(token.text) }
            guard !token.quoted, let colon = token.text.firstIndex(of: ":") else {
                guard token.text.contains(where: { $0.isLetter || $0.isNumber }) else { continue }
                words += Self.wordCount(token.text)
                guard words <= Self.maximumWords else {
                    throw CommandError("an offline search takes at most \(Self.maximumWords) words: shorten it, "
                                       + "or search online")
                }
                phrases.append(token.text)
                continue
            }
            let qualifier = token.text[..<colon].lowercased()
            let value = Self.unquoted(String(token.text[token.text.index(after: colon)...]))
            switch (qualifier, value.lowercased()) {
            case ("is", "open"), ("state", "open"): filter.state = .open
            case ("is", "closed"), ("state", "closed"): filter.state = .closed
            case ("is", "issue"): break
            case ("in", "title"), ("in", "body"): column = value.lowercased()
            case ("label", _) where !value.isEmpty: filter.labels.append(value)
            case ("author", _) where !value.isEmpty: filter.author = value
            case ("assignee", _) where !value.isEmpty: filter.assignee = value
            case ("milestone", _) where !value.isEmpty: filter.milestone = value
            default: throw Self.notUnderstood(token.text)
            }
        }
        let quoted = phrases.map { "\"" + $0.replacing("\"", with: "\"\"") + "\"" }
        let joined = quoted.joined(separator: " ")
        matchQuery = quoted.isEmpty ? nil : column.map { "\($0) : (\(joined))" } ?? joined
        self.filter = filter
    }

    /// The words of `text`; a "quoted phrase" is one token, as is `label:"two words"`.
    private static func tokens(_ text: String) -> [(text: String, quoted: Bool)] {
        var tokens: [(text: String, quoted: Bool)] = []
        var current = ""
        var inQuotes = false
        var startedQuoted = false
        func finish() {
            if !current.isEmpty { tokens.append((current, startedQuoted)) }
            current = ""
            startedQuoted = false
        }
        for character in text {
            if character == "\"" {
                if current.isEmpty && !inQuotes { startedQuoted = true }
                inQuotes.toggle()
                if !startedQuoted { current.append(character) }
                if !inQuotes && startedQuoted { finish() }
            } else if character.isWhitespace && !inQuotes {
                finish()
            } else {
                current.append(character)
            }
        }
        finish()
        return tokens
    }

    /// The words the full-text index makes of `text`: its runs of letters and digits.
    private static func wordCount(_ text: String) -> Int {
        var count = 0
        var inWord = false
        for character in text {
            let isWordCharacter = character.isLetter || character.isNumber
            if isWordCharacter && !inWord { count += 1 }
            inWord = isWordCharacter
        }
        return count
    }

    private static func notUnderstood(_ token: String) -> CommandError {
        CommandError("`\(TerminalText.line(token))` is not understood offline (it understands \(understood)): "
                     + "drop it, or search online")
    }

    private static func unquoted(_ value: String) -> String {
        value.count >= 2 && value.hasPrefix("\"") && value.hasSuffix("\"") ? String(value.dropFirst().dropLast()) : value
    }
}
