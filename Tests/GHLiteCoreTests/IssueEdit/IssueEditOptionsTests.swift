import GHLiteCore
import Testing

@Suite(.strictDoubles) struct IssueEditOptionsTests: OptionsParsing {
    func edit(_ words: [String]) throws -> IssueEditOptions {
        try parse(IssueEditOptions.spec, IssueEditOptions.parse, words)
    }

    func error(_ words: [String]) -> String? { message(IssueEditOptions.spec, IssueEditOptions.parse, words) }

    @Test func everyFlag() throws {
        let options = try edit(["12", "-t", "New title", "-b", "New body", "--add-label", "bug,help wanted",
                                "--add-label", "ui", "--remove-label", "core", "--add-assignee", "@me",
                                "--remove-assignee", "monalisa,hubot", "-m", " v1.0 "])
        #expect(options == IssueEditOptions(selection: IssueSelection(.numbers([12])), edit: IssueEdit(
            title: "New title", body: "New body", addLabels: ["bug", "help wanted", "ui"], removeLabels: ["core"],
            addAssignees: ["@me"], removeAssignees: ["monalisa", "hubot"], milestone: "v1.0")))
        #expect(try edit(["12", "--remove-milestone"]).edit == IssueEdit(removeMilestone: true))
        #expect(try edit(["12", "-F", "-"]).bodyFile == "-")
        #expect(try edit(["12", "--body-file", "body.md"]).bodyFile == "body.md")
        #expect(try edit(["12", "--recover", "draft.json"]).recover == "draft.json")
        #expect(try edit(["12", "--milestone", "#3"]).edit.milestone == "#3")
    }

    @Test func severalIssuesOrASearchTakeLabelsAssigneesAndMilestone() throws {
        let options = try edit(["12", "13", "--add-label", "bug", "--milestone", "2", "--yes",
                                "-R", "octocat/Hello-World"])
        #expect(options.selection == IssueSelection(.numbers([12, 13]),
                                                    repository: RepoRef(owner: "octocat", name: "Hello-World")))
        #expect(options.yes)
        #expect(try edit(["--search", "label:triage", "--remove-milestone"]).selection
                == IssueSelection(.search("label:triage")))
    }

    @Test func noFlagIsAllowedHereAndAskedForLater() throws {
        #expect(try edit(["12"]) == IssueEditOptions(selection: IssueSelection(.numbers([12]))))
    }

    @Test func badValuesAndConflictsAreRefused() {
        #expect(error([]) == "an issue NUMBER or URL, or `--search QUERY`, is required")
        #expect(error(["12", "--title", "  "]) == "title can't be blank")
        #expect(error(["12", "-b", "x", "-F", "f"]) == "specify only one of `--body` or `--body-file`")
        #expect(error(["12", "-m", "v1", "--remove-milestone"])
                == "specify only one of `--milestone` or `--remove-milestone`")
        #expect(error(["12", "-m", " "]) == "`--milestone` needs a title or a number (`--remove-milestone` removes it)")
        #expect(error(["12", "--add-label", "bug", "--remove-label", "BUG"])
                == "'bug' is given to both `--add-label` and `--remove-label`: keep one")
        #expect(error(["12", "--add-assignee", "@me", "--remove-assignee", "@me"])
                == "'@me' is given to both `--add-assignee` and `--remove-assignee`: keep one")
        let single = "`--title`, `--body`, `--body-file` and `--recover` edit one issue at a time: give a single issue NUMBER or URL"
        #expect(error(["12", "13", "--title", "Same"]) == single)
        #expect(error(["12", "13", "-b", "Same"]) == single)
        #expect(error(["12", "13", "-F", "-"]) == single)
        #expect(error(["--search", "bug", "--recover", "d.json"]) == single)
        #expect(error(["12", "--search", "bug"]) == "give issues as arguments or with `--search`, not both")
        #expect(error(["pizza"]) == "invalid issue format: \"pizza\"")
    }
}
