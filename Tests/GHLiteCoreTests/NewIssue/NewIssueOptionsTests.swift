import GHLiteCore
import Testing

@Suite(.strictDoubles) struct NewIssueOptionsTests: OptionsParsing {
    func parse(_ words: [String]) throws -> NewIssueOptions {
        try parse(NewIssueOptions.shorthandSpec, NewIssueOptions.parse, words)
    }

    @Test func readsEveryFlag() throws {
        let options = try parse(["octocat/Hello-World", "-t", "Crash", "-F", "body.md", "-l", "bug,help wanted", "--label", "docs",
                                 "-a", "@me", "-a", "hubot", "-m", "v1.0", "--recover", "draft.json"])
        #expect(options.repository == RepoRef(owner: "octocat", name: "Hello-World"))
        #expect(options.title == "Crash")
        #expect(options.bodyFile == "body.md")
        #expect(options.labels == ["bug", "help wanted", "docs"])
        #expect(options.assignees == ["@me", "hubot"])
        #expect(options.milestone == "v1.0")
        #expect(options.recover == "draft.json")
        #expect(!options.editor && !options.web)
    }

    @Test func absentListsAreNilSoPickersCanOfferThem() throws {
        let options = try parse(["-R", "o/r", "-T", "Bug report", "-e"])
        #expect(options.repository == RepoRef(owner: "o", name: "r"))
        #expect(options.labels == nil && options.assignees == nil && options.milestone == nil)
        #expect(options.template == "Bug report")
        #expect(options.editor)
    }

    @Test func conflictingFlagsUseGhsWording() {
        let cases: [([String], String)] = [
            (["-e", "-w"], "specify only one of `--editor` or `--web`"),
            (["-b", "x", "-F", "f"], "specify only one of `--body` or `--body-file`"),
            (["-T", "Bug", "-b", "x"], "`--template` is not supported when using `--body` or `--body-file`"),
            (["-t", "  "], "title can't be blank"),
            (["a/b", "-R", "c/d"], "specify only one of OWNER/REPO or `--repo`"),
            // The same repository twice is refused too, as `issues` refuses it.
            (["a/b", "-R", "a/b"], "specify only one of OWNER/REPO or `--repo`"),
        ]
        for (words, message) in cases {
            #expect(throws: UsageError(message, usage: NewIssueOptions.shorthandSpec.usageLine)) { try parse(words) }
        }
    }
}
