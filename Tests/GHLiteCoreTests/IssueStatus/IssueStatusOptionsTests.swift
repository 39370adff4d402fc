import GHLiteCore
import Testing

@Suite(.strictDoubles) struct IssueStatusOptionsTests: OptionsParsing {
    func parse(_ words: [String]) throws -> IssueStatusOptions {
        try parse(IssueStatusOptions.spec, IssueStatusOptions.parse, words)
    }

    @Test func takesTheRepositoryAndJSONFields() throws {
        #expect(try parse([]) == IssueStatusOptions())
        let options = try parse(["-R", "octocat/Hello-World", "--json", "number,title,number"])
        #expect(options.repository == RepoRef(owner: "octocat", name: "Hello-World"))
        #expect(options.json?.fields == ["number", "title"])
        #expect(try parse(["--repo", "octocat/Spoon-Knife"]).repository == RepoRef(owner: "octocat", name: "Spoon-Knife"))
    }

    @Test func refusesUnknownFieldsAndArguments() {
        let unknown = #expect(throws: UsageError.self) { try parse(["--json", "number,reactions"]) }
        #expect(unknown?.message.hasPrefix("unknown JSON field: \"reactions\"; available fields: assignees,") == true)
        let empty = #expect(throws: UsageError.self) { try parse(["--json"]) }
        #expect(empty?.message.hasPrefix("specify one or more comma-separated fields for --json: ") == true)
        #expect(throws: UsageError.self) { try parse(["12"]) }
        #expect(throws: UsageError.self) { try parse(["-R", "not a repo"]) }
    }
}
