import GHLiteCore
import Testing

@Suite(.strictDoubles) struct IssueStateOptionsTests: OptionsParsing {
    static let helloWorld = RepoRef(owner: "octocat", name: "Hello-World")

    func close(_ words: [String]) throws -> IssueCloseOptions {
        try parse(IssueCloseOptions.spec, IssueCloseOptions.parse, words)
    }

    func reopen(_ words: [String]) throws -> IssueReopenOptions {
        try parse(IssueReopenOptions.spec, IssueReopenOptions.parse, words)
    }

    func closeError(_ words: [String]) -> String? { message(IssueCloseOptions.spec, IssueCloseOptions.parse, words) }

    @Test func numbersAndURLsOfOneRepository() throws {
        let options = try close(["12", "#13", "https://github.com/octocat/Hello-World/issues/14", "12"])
        #expect(options.selection == IssueSelection(.numbers([12, 13, 14]), repository: RepoRef(
            owner: "octocat", name: "Hello-World", host: "github.com")))
        #expect(options == IssueCloseOptions(selection: options.selection))
        #expect(try close(["7", "-R", "octocat/Hello-World"]).selection
                == IssueSelection(.numbers([7]), repository: Self.helloWorld))
    }

    @Test func everyCloseFlag() throws {
        let options = try close(["5", "-c", "Out of scope", "-r", "not planned", "--yes"])
        #expect(options == IssueCloseOptions(selection: IssueSelection(.numbers([5])), comment: "Out of scope",
                                             reason: .notPlanned, yes: true))
        #expect(try close(["5", "--reason", "COMPLETED"]).reason == .completed)
        #expect(try close(["5", "--comment", ""]).comment == nil)
        let duplicate = try close(["5", "--duplicate-of", "#2"])
        #expect(duplicate.duplicateOf == 2 && duplicate.reason == nil)
        #expect(try close(["5", "-r", "duplicate", "--duplicate-of", "2"]).duplicateOf == 2)
        #expect(try close(["--search", "label:stale", "-R", "octocat/Hello-World"]).selection
                == IssueSelection(.search("label:stale"), repository: Self.helloWorld))
    }

    @Test func everyReopenFlag() throws {
        let options = try reopen(["5", "6", "-c", "Still broken", "--yes", "-R", "octocat/Hello-World"])
        #expect(options == IssueReopenOptions(selection: IssueSelection(.numbers([5, 6]), repository: Self.helloWorld),
                                              comment: "Still broken", yes: true))
        #expect(try reopen(["-S", "is:closed"]).selection == IssueSelection(.search("is:closed")))
        #expect(throws: UsageError.self) { try reopen(["5", "-r", "completed"]) }
    }

    @Test func badValuesAndConflicts() {
        #expect(closeError([]) == "an issue NUMBER or URL, or `--search QUERY`, is required")
        #expect(closeError(["abc"]) == "invalid issue format: \"abc\"")
        #expect(closeError(["5", "-r", "wontfix"])
                == "invalid argument \"wontfix\" for \"--reason\": valid values are {completed|not planned|duplicate}")
        #expect(closeError(["5", "--duplicate-of", "x"])
                == "invalid issue number for `--duplicate-of`: \"x\" (give the number of an issue in the same repository)")
        #expect(closeError(["5", "--duplicate-of", "2", "-r", "completed"])
                == "`--duplicate-of` closes as a duplicate: drop `--reason completed` or `--duplicate-of`")
        #expect(closeError(["5", "--search", "label:bug"]) == "give issues as arguments or with `--search`, not both")
        #expect(closeError(["--search", " "]) == "`--search` needs a query, e.g. --search \"label:bug no:assignee\"")
        #expect(closeError(["https://github.com/a/b/issues/1", "https://github.com/c/d/issues/2"])
                == "the issues are in different repositories: give one repository's issues at a time")
        #expect(closeError(["https://github.com/a/b/issues/1", "-R", "a/b"])
                == "specify only one of OWNER/REPO or `--repo`")
    }
}
