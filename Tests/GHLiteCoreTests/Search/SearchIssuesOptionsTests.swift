import GHLiteCore
import Testing

/// The search text `search issues` sends, built as gh 2.23 builds it (words, then sorted qualifiers).
@Suite(.strictDoubles) struct SearchIssuesOptionsTests: OptionsParsing {
    func parse(_ words: [String]) throws -> SearchIssuesOptions {
        try parse(SearchIssuesOptions.spec, SearchIssuesOptions.parse, words)
    }

    func text(_ words: [String]) throws -> String { try parse(words).terms.text }

    func message(_ words: [String]) -> String? { message(SearchIssuesOptions.spec, SearchIssuesOptions.parse, words) }

    @Test func wordsComeFirstThenSortedQualifiersWithIsIssueAlways() throws {
        #expect(try text(["crash", "on start"]) == "crash \"on start\" is:issue")
        #expect(try text(["--owner", "octo-org", "--owner", "octocat", "--state", "open", "--label", "bug,help wanted"])
                == "is:issue label:\"help wanted\" label:bug state:open user:octo-org user:octocat")
        #expect(try text(["-R", "octocat/Hello-World", "--repo", "octo-org/octo-repo", "--assignee", "@me"])
                == "assignee:@me is:issue repo:octo-org/octo-repo repo:octocat/Hello-World")
    }

    @Test func everyQualifierFlagBecomesItsQualifier() throws {
        let all = try text(["--author", "monalisa", "--mentions", "hubot", "--commenter", "defunkt", "--involves", "octocat",
                            "--milestone", "v1.0", "--created", ">2024-01-01", "--updated", "2024-01-01..2024-02-01",
                            "--closed", "<2024-03-01", "--comments", ">=3", "--language", "swift", "--locked",
                            "--match", "title,comments", "--visibility", "private", "--no-label", "--no-assignee",
                            "--no-milestone"])
        #expect(all == "author:monalisa closed:<2024-03-01 commenter:defunkt comments:>=3 "
                + "created:>2024-01-01 in:comments in:title involves:octocat is:issue is:locked is:private language:swift "
                + "mentions:hubot milestone:v1.0 no:assignee no:label no:milestone updated:2024-01-01..2024-02-01")
    }

    @Test func ghsOtherFlagsBecomeTheirQualifiersAndIncludePRsDropsIsIssue() throws {
        #expect(try text(["--app", "dependabot", "--archived", "--project", "octo-org/1", "--team-mentions", "octo-org/core",
                          "--reactions", ">5", "--interactions", "10..20", "--no-project"])
                == "archived:true author:app/dependabot interactions:10..20 is:issue no:project project:octo-org/1 "
                + "reactions:>5 team:octo-org/core")
        let both = try parse(["crash", "--include-prs"])
        #expect(both.includesPullRequests && both.terms.text == "crash")
        #expect(try !parse(["crash"]).includesPullRequests)
        #expect(message(["--author", "monalisa", "--app", "dependabot"]) == "specify only `--author` or `--app`")
    }

    @Test func quotesAsGoQuotes() throws {
        #expect(try text(["--milestone", "Release \"2\""]) == "is:issue milestone:\"Release \\\"2\\\"\"")
        #expect(try text(["tab\there"]) == "\"tab\\there\" is:issue")
        #expect(try text(["--", "-label:bug"]) == "-label:bug is:issue")
    }

    @Test func sortOrderLimitAndOutputFlags() throws {
        let options = try parse(["x", "--sort", "reactions-+1", "--order", "asc", "-L", "250", "--json", "repository,number"])
        #expect(options.sort == .reactionsPlusOne)
        #expect(options.order == .asc)
        #expect(options.limit == 250)
        #expect(options.json?.fields == ["repository", "number"])
        #expect(try parse(["x"]).limit == 30)
    }

    @Test func refusesBadInputBeforeAnyRequest() {
        #expect(message([]) == "specify search keywords or flags")
        #expect(message(["x", "-L", "0"])?.hasPrefix("`--limit` must be between 1 and 1000") == true)
        #expect(message(["x", "-L", "1001"]) == "`--limit` must be between 1 and 1000: GitHub's search gives at most "
                + "the first 1,000 results")
        #expect(message(["x", "--match", "titles"]) == "invalid argument \"titles\" for \"--match\": valid values are "
                + "{title|body|comments}")
        #expect(message(["x", "--visibility", "secret"])?.contains("{public|private|internal}") == true)
        #expect(message(["x", "--web", "--json", "number"]) == "cannot use `--web` with `--json`")
        #expect(message(["x", "--json", "milestone"])?.hasPrefix("unknown JSON field: \"milestone\"") == true)
    }
}
