import GHLiteCore
import Testing

@Suite(.strictDoubles) struct IssuesOptionsTests: OptionsParsing {
    func parse(_ words: [String]) throws -> IssuesOptions { try parse(IssuesOptions.spec, IssuesOptions.parse, words) }

    func usageError(_ words: [String]) -> String? { message(IssuesOptions.spec, IssuesOptions.parse, words) }

    func list(_ words: [String]) throws -> IssueListOptions {
        guard case .list(let options) = try parse(words) else { throw UsageError("not a list: \(words)") }
        return options
    }

    func view(_ words: [String]) throws -> IssueViewOptions {
        guard case .view(let options) = try parse(words) else { throw UsageError("not a view: \(words)") }
        return options
    }

    static let helloWorld = RepoRef(owner: "octocat", name: "Hello-World")

    @Test func defaultsMatchGh() throws {
        let options = try list([])
        #expect(options == IssueListOptions())
        #expect(options.limit == 30)
        #expect(options.filter.state == .open)
        #expect(!options.filter.isActive)
    }

    @Test func everyFilterFlagInLongAndShortForm() throws {
        let long = try list(["--repo", "octocat/Hello-World", "--state", "CLOSED", "--label", "bug,help wanted",
                              "--label", "ui", "--assignee", "@me", "--author", "hubot", "--mention", "monalisa",
                              "--milestone", "v1.0", "--search", "crash in:title", "--limit", "250", "--json", "number,title"])
        let short = try list(["-R", "octocat/Hello-World", "-s", "closed", "-l", "bug,help wanted", "-l", "ui",
                               "-a", "@me", "-A", "hubot", "--mention", "monalisa", "-m", "v1.0", "-S", "crash in:title",
                               "-L", "250", "--json", "number,title"])
        #expect(long == short)
        #expect(long.repository == Self.helloWorld)
        #expect(long.limit == 250)
        #expect(long.filter == IssueFilter(state: .closed, labels: ["bug", "help wanted", "ui"], assignee: "@me",
                                           author: "hubot", mention: "monalisa", milestone: "v1.0", search: "crash in:title"))
        #expect(long.json?.fields == ["number", "title"])
    }

    @Test func positionalRepositoryAndNumberInEveryForm() throws {
        #expect(try list(["octocat/Hello-World"]).repository == Self.helloWorld)
        #expect(try view(["octocat/Hello-World", "12"]) == IssueViewOptions(number: 12, repository: Self.helloWorld))
        #expect(try view(["#7"]) == IssueViewOptions(number: 7))
        let url = try view(["https://github.com/octocat/Hello-World/issues/3#issuecomment-9"])
        #expect(url.repository == RepoRef(owner: "octocat", name: "Hello-World", host: "github.com") && url.number == 3)
        let flagged = try view(["5", "-R", "o/r", "--comments"])
        #expect(flagged.repository == RepoRef(owner: "o", name: "r") && flagged.number == 5 && flagged.allComments)
        #expect(try view(["1", "--web"]).web)
    }

    @Test func malformedRepositoriesAreUsageErrors() {
        #expect(usageError(["octocat"]) == "expected the \"[HOST/]OWNER/REPO\" format, got \"octocat\"")
        #expect(usageError(["-R", "a/b/c/d"]) == "expected the \"[HOST/]OWNER/REPO\" format, got \"a/b/c/d\"")
        #expect(usageError(["bad name/repo"]) == "expected the \"[HOST/]OWNER/REPO\" format, got \"bad name/repo\"")
    }

    @Test func aRepositoryNamedAsAnArgumentAndWithRepoIsRefusedEvenWhenTheyAgree() {
        for words in [["o/r", "-R", "o/r"], ["o/r", "-R", "x/y"], ["https://github.com/o/r/issues/3", "-R", "o/r"]] {
            #expect(usageError(words) == "specify only one of OWNER/REPO or `--repo`", "\(words)")
        }
    }

    @Test func badValuesUseGhsWording() {
        #expect(usageError(["o/r", "abc"]) == "invalid issue format: \"abc\"")
        #expect(usageError(["o/r", "0"]) == "invalid issue format: \"0\"")
        #expect(usageError(["o/r", "+5"]) == "invalid issue format: \"+5\"")
        #expect(usageError(["-L", "0"]) == "invalid limit: 0")
        #expect(usageError(["-L", "many"]) == "invalid argument \"many\" for \"--limit\": expected a whole number")
        #expect(usageError(["-s", "merged"]) == "invalid argument \"merged\" for \"--state\": valid values are {open|closed|all}")
        #expect(usageError(["--json", "number,nope"])?.hasPrefix("unknown JSON field: \"nope\"; available fields: assignees, author,") == true)
        #expect(usageError(["--web", "--json", "number"]) == "cannot use `--web` with `--json`")
        #expect(usageError(["-x"]) == "unknown shorthand flag: 'x' in -x")
        #expect(usageError(["o/r", "1", "2"]) == "unexpected argument: 2")
    }

    /// `--web` only opens a page: `issue list`, `issue view` and `issues` refuse it beside `--json` or `--offline`.
    @Test func webIsRefusedBesideJSONOrOfflineByListViewAndIssues() {
        let list = IssueListOptions.spec, view = IssueViewOptions.spec
        for (spec, parse, words) in [(list, { try IssueListOptions.parse($0) as Any }, [String]()),
                                     (view, { try IssueViewOptions.parse($0) as Any }, ["1"]),
                                     (IssuesOptions.spec, { try IssuesOptions.parse($0) as Any }, ["o/r"]),
                                     (IssuesOptions.spec, { try IssuesOptions.parse($0) as Any }, ["o/r", "1"])] {
            #expect(message(spec, parse, words + ["--web", "--json", "number"]) == "cannot use `--web` with `--json`")
            #expect(message(spec, parse, words + ["-w", "--offline"]) == "cannot use `--web` with `--offline`")
            #expect(message(spec, parse, words + ["--json", "number", "--offline"]) == nil)
        }
    }

    @Test func listFiltersAndViewFlagsAreNotMixed() {
        #expect(usageError(["o/r", "1", "-l", "bug"])
                == "`--label` filters the list: it cannot be used with an issue NUMBER (1)")
        #expect(usageError(["o/r", "1", "-L", "5"])
                == "`--limit` filters the list: it cannot be used with an issue NUMBER (1)")
        #expect(usageError(["o/r", "--comments"]) == "`--comments` needs an issue NUMBER")
    }

    @Test func emptyFilterValuesAreIgnored() throws {
        let options = try list(["-a", " ", "-l", ",", "-S", ""])
        #expect(!options.filter.isActive)
    }
}
