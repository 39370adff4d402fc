/// The issues a command that changes issues works on: numbers or URLs given as arguments (`12 #13
/// https://github.com/OWNER/REPO/issues/14`), or `--search QUERY` (GitHub search syntax, scoped to the repository,
/// issues only). Parsed before any request; the search runs with the command.
public struct IssueSelection: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        case numbers([Int])
        case search(String)
    }

    public var source: Source
    /// The repository the URLs (or `-R`) name; nil: GH_REPO or the git remotes decide.
    public var repository: RepoRef?

    public init(_ source: Source, repository: RepoRef? = nil) {
        self.source = source
        self.repository = repository
    }

    static let searchFlag = Flag.text("search", short: "S", placeholder: "query",
                                      help: "Select the repository's issues matching a GitHub search query")

    /// The issues named by number; nil for a search.
    var numbers: [Int]? {
        if case .numbers(let numbers) = source { return numbers }
        return nil
    }

    /// `--offline` writes to issues named by number: a search needs GitHub.
    func checkOffline(usage: String) throws {
        if case .search = source {
            throw UsageError("`--search` needs GitHub: name the issues by number with `--offline`", usage: usage)
        }
    }

    /// The issues named by the positional arguments or `--search`, and the repository from URLs or `-R`.
    static func parse(_ arguments: ParsedArguments) throws -> IssueSelection {
        let usage = arguments.usage
        let search = try arguments[searchFlag]
        if let search {
            guard arguments.positionals.isEmpty else {
                throw UsageError("give issues as arguments or with `--search`, not both", usage: usage)
            }
            guard !search.trimmingWhitespace().isEmpty else {
                throw UsageError("`--search` needs a query, e.g. --search \"label:bug no:assignee\"", usage: usage)
            }
        } else if arguments.positionals.isEmpty {
            throw UsageError("an issue NUMBER or URL, or `--search QUERY`, is required", usage: usage)
        }
        var numbers: [Int] = []
        var urlRepository: String?
        for word in arguments.positionals {
            guard let (url, number) = IssueReference.parse(word) else {
                throw UsageError("invalid issue format: \"\(TerminalText.line(word))\"", usage: usage)
            }
            if let url, let other = urlRepository, other.lowercased() != url.lowercased() {
                throw UsageError("the issues are in different repositories: give one repository's issues at a time",
                                 usage: usage)
            }
            urlRepository = url ?? urlRepository
            if !numbers.contains(number) { numbers.append(number) }
        }
        let repository = try namedRepository(argument: urlRepository, flag: arguments[SharedFlags.repository],
                                             usage: usage)
        return IssueSelection(search.map { .search($0) } ?? .numbers(numbers), repository: repository)
    }

    /// What a selection names: issue numbers, each once, in the selection's order (a search's: newest first).
    struct Selected: Equatable {
        var numbers: [Int]
        /// Search hits from another repository than the one searched, left out.
        var otherRepositoryHits = 0
        /// A search's issues as it found them, by number.
        var hits: [Int: Issue] = [:]
    }

    /// The issue numbers, as given, or what the search finds in the repository: `state` issues (nil: any) unless
    /// the query names a state, each once, at most the 1,000 GitHub's search lets anyone page to. `search` is the
    /// repository's own search (the model environment's `bound` adds `repo:`; hits from elsewhere are left out
    /// and counted).
    func select(state: Issue.State?, search: (IssueSearchQuery) throws -> IssueSearchPage) throws -> Selected {
        switch source {
        case .numbers(let numbers):
            return Selected(numbers: numbers)
        case .search(let text):
            let qualifiers = ["is:issue"] + [SearchState.qualifier(state, unlessNamedIn: text)].compactMap { $0 }
            let first = IssueSearchQuery(text: (qualifiers + [text]).joined(separator: " "), perPage: 100)
            var otherRepositoryHits = 0
            let issues = try Page<Issue>.all(maximumPages: searchCap / 100) { pageURL in
                var query = first
                query.pageURL = pageURL
                let page = try search(query)
                otherRepositoryHits += page.otherRepositoryHits
                return Page(items: page.items, nextPageURL: page.nextPageURL)
            }
            var seen = Set<Int>()
            let found = issues.filter { !$0.isPullRequest && seen.insert($0.number).inserted }
            return Selected(numbers: found.map(\.number), otherRepositoryHits: otherRepositoryHits,
                            hits: Dictionary(found.map { ($0.number, $0) }) { first, _ in first })
        }
    }
}
