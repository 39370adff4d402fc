import Foundation
import Testing

/// `gh-lite search issues` against the simulator. Each filter is checked across octocat/Hello-World (60 issues, 20
/// pull requests) and octocat/Spoon-Knife (5 issues, a pull request) against what the repositories' own issue lists
/// (`GET /repos/{o}/{r}/issues`, not the search) say.
@Suite struct SearchIssuesBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    static let repositories = ["octocat/Hello-World", "octocat/Spoon-Knife"]

    func search(_ arguments: [String]) throws -> GHLiteRun {
        try GHLiteRun.run(["search", "issues"] + arguments, environment: simulator.environment(configDirectory: home.path))
    }

    /// `OWNER/REPO#N` of every result over both repositories.
    func found(_ arguments: [String]) throws -> Set<String> {
        let result = try search(Self.repositories.flatMap { ["--repo", $0] } + arguments
                                + ["-L", "1000", "--json", "repository,number"])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return Set(try result.jsonObjects().map { object in
            let repository = (object["repository"] as? [String: Any])?["nameWithOwner"] as? String ?? "?"
            return "\(repository)#\(object["number"] as? Int ?? 0)"
        })
    }

    /// Both repositories' issues (pull requests left out) as their issue lists give them for `query`.
    func listed(_ query: String = "") throws -> [(key: String, issue: [String: Any])] {
        try Self.repositories.flatMap { repository in
            let state = query.contains("state=") ? "" : "state=all&"
            let body = try simulator.body(of: "/repos/\(repository)/issues?\(state)per_page=100&\(query)")
            let items = try #require(JSONSerialization.jsonObject(with: Data(body.utf8)) as? [[String: Any]])
            return items.filter { $0["pull_request"] == nil }.map { ("\(repository)#\($0["number"] as? Int ?? 0)", $0) }
        }
    }

    func keys(_ query: String = "", where keep: ([String: Any]) throws -> Bool = { _ in true }) throws -> Set<String> {
        Set(try listed(query).filter { try keep($0.issue) }.map(\.key))
    }

    func commenters(_ key: String) throws -> Set<String> {
        let (repository, number) = (key.prefix { $0 != "#" }, key.drop { $0 != "#" }.dropFirst())
        let body = try simulator.body(of: "/repos/\(repository)/issues/\(number)/comments?per_page=100")
        let comments = try #require(JSONSerialization.jsonObject(with: Data(body.utf8)) as? [[String: Any]])
        return Set(comments.compactMap { ($0["user"] as? [String: Any])?["login"] as? String })
    }

    @Test(arguments: [
        (["--label", "bug"], "labels=bug"), (["--state", "closed"], "state=closed"), (["--author", "hubot"], "creator=hubot"),
        (["--assignee", "octocat"], "assignee=octocat"), (["--mentions", "monalisa"], "mentioned=monalisa"),
        (["--no-assignee"], "assignee=none"), (["--no-milestone"], "milestone=none"),
    ])
    func eachPeopleAndStateFilterFindsWhatTheIssueListsFind(flags: [String], listQuery: String) throws {
        let expected = try keys(listQuery)
        // No one is mentioned in Spoon-Knife: every other filter finds issues in both repositories.
        #expect(!expected.isEmpty && (flags[0] == "--mentions" || expected.contains { $0.hasPrefix("octocat/Spoon-Knife#") }))
        #expect(try found(flags) == expected)
    }

    @Test func eachFieldFilterFindsTheIssuesItDescribes() throws {
        func day(_ field: String) -> ([String: Any]) -> String? { { ($0[field] as? String).map { String($0.prefix(10)) } } }
        #expect(try found(["--milestone", "v1.0"]) == keys {
            ($0["milestone"] as? [String: Any])?["title"] as? String == "v1.0"
        })
        #expect(try found(["--no-label"]) == keys { ($0["labels"] as? [Any])?.isEmpty == true })
        #expect(try found(["--created", "<2024-03-01"]) == keys { day("created_at")($0).map { $0 < "2024-03-01" } == true })
        #expect(try found(["--created", "2024-02-01..2024-03-01"]) == keys {
            day("created_at")($0).map { "2024-02-01" <= $0 && $0 <= "2024-03-01" } == true
        })
        #expect(try found(["--closed", ">=2024-06-01"]) == keys { day("closed_at")($0).map { $0 >= "2024-06-01" } == true })
        #expect(try found(["--updated", ">2024-09-01"]) == keys { day("updated_at")($0).map { $0 > "2024-09-01" } == true })
        #expect(try found(["--comments", ">2"]) == keys { ($0["comments"] as? Int ?? 0) > 2 })
        #expect(try found(["--locked"]) == ["octocat/Hello-World#13"])
        #expect(try found(["spoon"]) == keys {
            "\($0["title"] as? String ?? "") \($0["body"] as? String ?? "")".lowercased().contains("spoon")
        })
        #expect(try found(["link", "--match", "title"]) == keys { ($0["title"] as? String ?? "").lowercased().contains("link") })
    }

    @Test func commenterAndInvolvesLookAtTheComments() throws {
        let commented = try keys { ($0["comments"] as? Int ?? 0) > 0 }.filter { try commenters($0).contains("hubot") }
        #expect(!commented.isEmpty)
        #expect(try found(["--commenter", "hubot"]) == commented)
        let involved = try keys("creator=hubot").union(keys("assignee=hubot")).union(keys("mentioned=hubot"))
            .union(commented)
        #expect(try found(["--involves", "hubot"]) == involved)
    }

    @Test func ownersVisibilityAndLanguageSpanTheOwnersRepositories() throws {
        let organisation = try search(["--owner", "octo-org", "-L", "100", "--json", "repository,number"])
        let names = try organisation.jsonObjects().compactMap { ($0["repository"] as? [String: Any])?["nameWithOwner"] as? String }
        #expect(names.allSatisfy { $0.hasPrefix("octo-org/") } && names.filter { $0 == "octo-org/octo-repo" }.count == 3)
        let both = try search(["--owner", "octo-org", "--owner", "octocat", "-L", "1000", "--json", "repository"])
        let spanned = Set(try both.jsonObjects().compactMap { ($0["repository"] as? [String: Any])?["nameWithOwner"] as? String })
        #expect(spanned.isSuperset(of: ["octo-org/octo-repo", "octocat/Hello-World", "octocat/Spoon-Knife", "octocat/secret-plans"]))
        let secret = try search(["--owner", "octocat", "--visibility", "private", "--json", "repository"])
        #expect(Set(try secret.jsonObjects().compactMap { ($0["repository"] as? [String: Any])?["name"] as? String })
                == ["secret-plans"])
        let oldStuff = try JSONSerialization.jsonObject(with: Data(simulator.body(of: "/repos/octocat/old-stuff").utf8))
        let language = try #require((oldStuff as? [String: Any])?["language"] as? String)
        let written = try search(["--owner", "octocat", "--language", language, "--json", "repository"])
        #expect(Set(try written.jsonObjects().compactMap { ($0["repository"] as? [String: Any])?["name"] as? String })
                == ["old-stuff"])
    }

    @Test func pullRequestsAreLeftOutAndTheQueryIsGhs() throws {
        let result = try search(["--repo", "octocat/Hello-World", "-L", "1000", "--json", "number,isPullRequest"])
        let objects = try result.jsonObjects()
        #expect(objects.count == 60)
        #expect(objects.allSatisfy { ($0["number"] as? Int ?? 3) % 4 != 3 && $0["isPullRequest"] as? Bool == false })
        let request = try #require(try simulator.requests().first)
        #expect(request.path == "/search/issues?q=is%3Aissue%20repo%3Aoctocat%2FHello-World&per_page=100")
    }

    @Test func aLimitBeyondOnePageFollowsGitHubsPages() throws {
        let result = try search(["--repo", "octocat/big", "-L", "250", "--sort", "created", "--order", "asc",
                                 "--json", "number"])
        #expect(result.status == 0, "\(result.stderr)")
        let numbers = try result.jsonObjects().compactMap { $0["number"] as? Int }
        #expect(numbers.count == 250 && Set(numbers).count == 250 && numbers == numbers.sorted())
        let paths = try simulator.requests().map(\.path)
        #expect(paths.count == 3)
        #expect(paths.first?.hasSuffix("&per_page=100&sort=created&order=asc") == true)
        #expect(result.stderr.isEmpty)
    }

    @Test func theThousandResultCapIsSaid() throws {
        let capped = try search(["--repo", "octocat/big", "-L", "1000", "--json", "number"])
        #expect(capped.status == 0)
        #expect(try capped.jsonObjects().count == 1000)
        #expect(try simulator.requests().count == 10)
        #expect(capped.stderr == "note: GitHub's search gives only the first 1,000 of 1125 matches: narrow the search to see the others\n")
        try simulator.clearRequests()
        let beyond = try search(["--repo", "octocat/big", "-L", "2000"])
        #expect(beyond.status == 1)
        #expect(beyond.stderr.hasPrefix("`--limit` must be between 1 and 1000: GitHub's search gives at most the first 1,000 results\n"))
        #expect(try simulator.requests().isEmpty)
    }

    @Test func aSpentSearchRateLimitSaysWhenItResetsWithoutRetrying() throws {
        let reset = Int(Date().timeIntervalSince1970) + 45
        try simulator.control("rate-limit", #"{"remaining": 0, "reset": \#(reset), "resource": "search", "token": "\#(Simulator.octocatToken)"}"#)
        let result = try search(["crash", "--owner", "octocat"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("GitHub's search rate limit (30 searches a minute) is spent: API rate limit exhausted; resets at "))
        #expect(result.stderr.hasSuffix("(in 1 minute)\n") && result.stderr.split(separator: "\n").count == 1)
        #expect(try simulator.requests().count == 1)
    }

    @Test func incompleteResultsAreSaidInOneLine() throws {
        let answer = try simulator.body(of: "/search/issues?q=is%3Aissue%20repo%3Aocto-org%2Focto-repo&per_page=30")
            .replacingOccurrences(of: "\"incomplete_results\":false", with: "\"incomplete_results\":true")
        let body = String(decoding: try JSONSerialization.data(withJSONObject: ["method": "GET", "path": "^/search/issues",
                                                                                  "status": 200, "body": answer]), as: UTF8.self)
        try simulator.control("faults", body)
        let result = try search(["--repo", "octo-org/octo-repo"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").count == 3)
        #expect(result.stderr == "warning: GitHub's search timed out before it looked everywhere: some matching issues may be missing\n")
    }

    @Test func anInvalidQueryIsGitHubsReasonInOneLine() throws {
        let result = try search(["--repo", "octocat/no-such-repository"])
        #expect(result.status == 1)
        #expect(result.stderr == "invalid search query \"is:issue repo:octocat/no-such-repository\": The listed users and "
                + "repositories cannot be searched either because the resources do not exist or you do not have permission "
                + "to view them.\n")
    }

    @Test func aTerminalGetsGhsTableNamingEachRepository() throws {
        let result = try GHLiteRun.runInTerminal(["search", "issues", "--repo", "octocat/Spoon-Knife", "--repo",
                                                  "octo-org/octo-repo", "--state", "open"],
                                                 environment: simulator.environment(configDirectory: home.path))
        #expect(result.status == 0)
        #expect(result.stdout.contains("Showing 5 of 5 issues"))
        let rows = try TableColumns.expectAligned(result.stdout, headings: ["REPO", "ID", "TITLE", "LABELS", "UPDATED"], rows: 5)
        #expect(rows.filter { $0.hasPrefix("octo-org/octo-repo ") }.count == 2)
        #expect(rows.filter { $0.hasPrefix("octocat/Spoon-Knife ") }.count == 3)
        let none = try GHLiteRun.runInTerminal(["search", "issues", "no-such-words-anywhere"],
                                               environment: simulator.environment(configDirectory: home.path))
        #expect(none.status == 0 && none.stdout.contains("no issues matched your search"))
    }

    @Test func pipedRowsAreGhsTabSeparatedFields() throws {
        let result = try search(["--repo", "octo-org/octo-repo", "--sort", "created", "--order", "asc"])
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        try #require(rows.count == 3)
        #expect(rows.map { $0.prefix(4).joined(separator: "|") } == ["octo-org/octo-repo|1|open|Org issue",
                                                                     "octo-org/octo-repo|2|open|Dark mode",
                                                                     "octo-org/octo-repo|3|closed|Write the release notes"])
        #expect(rows.allSatisfy { $0.count == 6 })
    }

    @Test func hostileTitlesAndLabelsNeverReachTheTerminalRaw() throws {
        let piped = try search(["--repo", "octocat/hostile"])
        #expect(piped.status == 0)
        #expect(!piped.stdout.contains("\u{1B}") && !piped.stdout.contains("\u{202E}") && !piped.stdout.contains("\u{7}"))
        #expect(piped.stdout.split(separator: "\n").allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 6 })
        var environment = simulator.environment(configDirectory: home.path)
        environment["NO_COLOR"] = "1"
        let terminal = try GHLiteRun.runInTerminal(["search", "issues", "--repo", "octocat/hostile"], environment: environment)
        #expect(!terminal.stdout.contains("\u{1B}") && !terminal.stdout.contains("\u{202E}") && !terminal.stdout.contains("\u{7}"))
    }
}
