import GHLiteCore
import Testing

@Suite(.strictDoubles) struct RepoRefTests {
    @Test func acceptsGhsForms() throws {
        #expect(try RepoRef.parse("octocat/Hello-World") == RepoRef(owner: "octocat", name: "Hello-World"))
        #expect(try RepoRef.parse("GHE.example.com/o/r") == RepoRef(owner: "o", name: "r", host: "ghe.example.com"))
        #expect(try RepoRef.parse("https://github.com/octocat/hello.js.git")
                == RepoRef(owner: "octocat", name: "hello.js", host: "github.com"))
        #expect(try RepoRef.parse("https://www.github.com/octocat/r/issues/3")
                == RepoRef(owner: "octocat", name: "r", host: "github.com"))
    }

    @Test func rejectsAnythingElseNamingWhatWasGiven() {
        for text in ["octocat", "octocat/", "/repo", "a/b/c/d", "own er/repo", "octocat/re po", "octocat/..", "-x/y",
                     "https://github.com/octocat"] {
            #expect(throws: UsageError("expected the \"[HOST/]OWNER/REPO\" format, got \"\(text)\"")) {
                try RepoRef.parse(text)
            }
        }
    }
}
