import GHLiteCore
import Testing

@Suite(.strictDoubles) struct IssueCommentOptionsTests: OptionsParsing {
    func parse(_ words: [String]) throws -> IssueCommentOptions {
        try parse(IssueCommentOptions.spec, IssueCommentOptions.parse, words)
    }

    func error(_ words: [String]) -> String? { message(IssueCommentOptions.spec, IssueCommentOptions.parse, words) }

    @Test func theIssueAsANumberOrAURL() throws {
        #expect(try parse(["#12", "-b", "Hi"]) == IssueCommentOptions(number: 12, input: .body("Hi")))
        #expect(try parse(["https://github.com/octocat/Hello-World/issues/7", "-e"])
                == IssueCommentOptions(number: 7, repository: RepoRef(owner: "octocat", name: "Hello-World",
                                                                      host: "github.com"), input: .editor))
        #expect(try parse(["3", "-R", "octocat/Hello-World"]).repository == RepoRef(owner: "octocat", name: "Hello-World"))
        #expect(try parse(["3"]).input == nil)
        #expect(error([]) == "an issue NUMBER or URL is required")
        #expect(error(["twelve"]) == "invalid issue format: \"twelve\"")
    }

    @Test func everyInputFlag() throws {
        #expect(try parse(["1", "--body", "text"]).input == .body("text"))
        #expect(try parse(["1", "-F", "notes.md"]).input == .bodyFile("notes.md"))
        #expect(try parse(["1", "--body-file", "-"]).input == .bodyFile("-"))
        #expect(try parse(["1", "--editor"]).input == .editor)
        #expect(try parse(["1", "-w"]).input == .web)
        #expect(try parse(["1", "--web"]).input == .web)
        #expect(try parse(["1", "--recover", "d.json"]).recover == "d.json")
        let editLast = try parse(["1", "--edit-last", "-b", "new"])
        #expect(editLast.editLast && editLast.input == .body("new") && !editLast.deleteLast)
        let deleteLast = try parse(["1", "--delete-last", "--yes"])
        #expect(deleteLast.deleteLast && deleteLast.yes && deleteLast.input == nil)
    }

    @Test func conflictsAreRefusedBeforeAnyRequest() {
        let onlyOne = "specify only one of `--body`, `--body-file`, `--editor`, or `--web`"
        #expect(error(["1", "-b", "a", "-F", "f"]) == onlyOne)
        #expect(error(["1", "-e", "-w"]) == onlyOne)
        #expect(error(["1", "-b", "a", "-e"]) == onlyOne)
        #expect(error(["1", "--edit-last", "--delete-last"]) == "specify only one of `--edit-last` or `--delete-last`")
        #expect(error(["1", "--delete-last", "-b", "a"]) == "should not provide comment body when using `--delete-last`")
        #expect(error(["1", "--delete-last", "--recover", "d.json"])
                == "should not provide comment body when using `--delete-last`")
        #expect(error(["1", "--yes", "-b", "a"]) == "`--yes` should only be used with `--delete-last`")
        #expect(error(["1", "--recover", "d.json", "-b", "a"])
                == "`--recover` gives the comment's text: use it alone, or with `--editor` to change it first")
        #expect(error(["1", "--recover", "d.json", "-e"]) == nil)
        #expect(error(["1", "-b", "  "]) == "the comment body is empty: give its text with `--body`")
        #expect(error(["1", "2"]) != nil)
        #expect(error(["https://github.com/octocat/Hello-World/issues/7", "-R", "octocat/Spoon-Knife", "-e"])
                == "specify only one of OWNER/REPO or `--repo`")
    }
}
