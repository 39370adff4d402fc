import GHLiteCore
import Testing

@Suite(.strictDoubles) struct IssueStatusOptionsTests {
    func parse(_ words: [String]) throws -> IssueStatusOptions {
        try IssueStatusOptions.parse(ArgumentParser(spec: IssueStatusOptions.spec).parse(words))
    }

    func usageError(_ words: [String]) -> String? {
        do {
            _ = try parse(words)
            return nil
        } catch let error as UsageError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func takesTheRepositoryAndJSONFields() throws {
        #expect(try parse([]) == IssueStatusOptions())
        let options = try parse(["-R", "octocat/Hello-World", "--json", "number,title,number"])
        #expect(options.repository == RepoRef(owner: "octocat", name: "Hello-World"))
        #expect(options.json?.fields == ["number", "title"])
        #expect(try parse(["--repo", "octocat/Spoon-Knife"]).repository == RepoRef(owner: "octocat", name: "Spoon-Knife"))
    }

    @Test func refusesUnknownFieldsAndArguments() {
        #expect(usageError(["--json", "number,reactions"])?.hasPrefix("unknown JSON field: \"reactions\"; available fields: ") == true)
        #expect(usageError(["--json"])?.hasPrefix("specify one or more comma-separated fields for --json: ") == true)
        #expect(usageError(["12"]) != nil)
        #expect(usageError(["-R", "not a repo"]) != nil)
    }
}
