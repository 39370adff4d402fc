import GHLiteCore
import Testing

/// What `new-issue --recover FILE` reads back, and where it may go.
@Suite(.strictDoubles) struct IssueDraftTests {
    static let files: [String: String] = [
        "/d.json": #"{"repository":"octocat/Hello-World","title":"T","body":"B","labels":["bug"],"milestone":"1"}"#,
        "/bad.json": "{",
        "/no-repo.json": #"{"repository":"Hello-World","title":"T","body":"B"}"#,
        "/other-host.json": #"{"repository":"ghe.example.com/octocat/Hello-World","title":"T","body":"B"}"#,
    ]

    func read(_ path: String) throws -> IssueDraft {
        try IssueDraft.read(path) { name, _ in Self.files[name].map { Data($0.utf8) } }
    }

    @Test func aSavedDraftIsReadBackWithItsRepository() throws {
        #expect(try read("/d.json") == IssueDraft(repository: "octocat/Hello-World", title: "T", body: "B",
                                                  labels: ["bug"], milestone: "1"))
    }

    @Test func aMissingFileOrOneThatIsNotADraftSaysSo() {
        #expect(throws: CommandError("failed to recover input: there is no draft at /none.json")) { try read("/none.json") }
        for path in ["/bad.json", "/no-repo.json", "/other-host.json"] {
            #expect(throws: CommandError("failed to recover input: \(path) is not a gh-lite draft")) { try read(path) }
        }
    }

    @Test func aDraftGoesOnlyIntoItsOwnRepositoryWhateverTheCase() throws {
        let draft = try read("/d.json")
        try draft.checkRecovered(into: RepoRef(owner: "OctoCat", name: "hello-world"), from: "/d.json", command: .newIssue)
        #expect(throws: CommandError("the draft /d.json is for octocat/Hello-World, not octocat/Spoon-Knife: "
                                     + "run `gh-lite new-issue octocat/Hello-World --recover /d.json`")) {
            try draft.checkRecovered(into: RepoRef(owner: "octocat", name: "Spoon-Knife"), from: "/d.json", command: .newIssue)
        }
        // Named as the user typed it: `issue create` takes the repository in -R.
        #expect(throws: CommandError("the draft /d.json is for octocat/Hello-World, not octocat/Spoon-Knife: "
                                     + "run `gh-lite issue create -R octocat/Hello-World --recover /d.json`")) {
            try draft.checkRecovered(into: RepoRef(owner: "octocat", name: "Spoon-Knife"), from: "/d.json", command: .issueCreate)
        }
    }
}
