import Foundation
import GHLiteCore
import Testing

/// `gh-lite issues` as a user runs it: the built binary, through libcurl, against the GitHub simulator.
/// Seed facts (Scripts/simulator/README.md): octocat/Hello-World has 80 items, 20 of them pull requests
/// (`n % 4 == 3`); 36 open issues; #1 has 45 comments; octocat/big has 1,500 items, every 4th a pull request.
@Suite struct IssuesBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    /// Every list here is a cold list, the requests it makes being what is checked: without `GH_LITE_NO_CACHE`, a
    /// second list of the same small repository would be mirrored by itself (`MirrorMadeByItselfBinaryTests`).
    var environment: [String: String] {
        simulator.environment(configDirectory: home.path).merging(["GH_LITE_NO_CACHE": "1"]) { $1 }
    }

    func run(_ arguments: [String], variables: [String: String] = [:], directory: URL? = nil) throws -> GHLiteRun {
        try GHLiteRun.run(["issues"] + arguments, environment: environment.merging(variables) { $1 }, directory: directory)
    }

    func paths() throws -> [String] { try simulator.requests().map(\.path) }

    /// What each request asked for: a GET's path, or a GraphQL query's variables, e.g.
    /// `graphql octocat/Hello-World limit=30 states=OPEN` (a cursor shows as `after`, its value opaque).
    func asked() throws -> [String] {
        try simulator.requests().map { request in
            guard request.path == "/graphql" else { return request.path }
            let body = try JSONSerialization.jsonObject(with: Data(request.body.utf8)) as? [String: Any]
            var variables = body?["variables"] as? [String: Any] ?? [:]
            let repo = "\(variables.removeValue(forKey: "owner") ?? "?")/\(variables.removeValue(forKey: "repo") ?? "?")"
            let pairs = variables.map { key, value in
                key == "endCursor" ? "after" : "\(key)=\((value as? [String])?.joined(separator: ",") ?? "\(value)")"
            }
            return (["graphql", repo] + pairs.sorted()).joined(separator: " ")
        }
    }

    func numbers(_ run: GHLiteRun) throws -> [Int] {
        let objects = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
        return objects.compactMap { $0["number"] as? Int }
    }

    /// Rows of piped output, split into their tab-separated fields.
    func rows(_ run: GHLiteRun) -> [[String]] {
        run.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    // MARK: listing and paging

    @Test func pullRequestsNeverAppearAndOneQueryAsksForExactlyTheLimit() throws {
        let result = try run(["octocat/Hello-World", "-L", "30"])
        #expect(result.status == 0)
        let listed = rows(result)
        #expect(listed.count == 30)
        #expect(listed.allSatisfy { $0.count == 5 && Int($0[0])! % 4 != 3 && $0[1] == "OPEN" })
        // GraphQL lists issues only: the 7 pull requests among them cost no second page.
        #expect(try asked() == ["graphql octocat/Hello-World limit=30 states=OPEN"])
    }

    /// 18 items are labelled bug, 14 of them issues: one label means the same in GraphQL's filter, whose list holds
    /// issues only, so one request lists them.
    @Test func withALabelGraphQLListsTheIssuesInOneRequest() throws {
        let result = try run(["octocat/Hello-World", "-L", "14", "-l", "bug", "-s", "all"])
        #expect(result.status == 0)
        let listed = rows(result)
        #expect(listed.count == 14)
        #expect(listed.allSatisfy { Int($0[0]).map { $0 % 4 != 3 } == true && $0[3].contains("bug") })
        #expect(try asked() == ["graphql octocat/Hello-World labels=bug limit=14 states=OPEN,CLOSED"])
    }

    /// The off-by-one's second test (the model's is the first): the issues fill exactly what is left, with no next
    /// page, so the list is known to be whole.
    @Test func aLabelledListWhoseLastPageFillsTheLimitExactlyKnowsItIsWhole() throws {
        let result = try GHLiteRun.runInTerminal(["issues", "octocat/Hello-World", "-L", "14", "-l", "bug", "-s", "all"],
                                                 environment: environment)
        #expect(result.status == 0)
        #expect(result.stdout.contains("Showing 14 of 14 issues in octocat/Hello-World that match your search\n"), "\(result.stdout)")
    }

    /// REST's first three newest-first pages side by side, beside the count for the total: the first page holds them.
    @Test func everyOpenIssueInOneRoundTripWhenTheLimitAllows() throws {
        let result = try run(["octocat/Hello-World", "-L", "1000", "--json", "number"])
        let listed = try numbers(result)
        #expect(listed.count == 36)
        #expect(listed == listed.sorted(by: >))
        #expect(listed.allSatisfy { $0 % 4 != 3 })
        let pages = ["per_page=100&page=1", "per_page=99&page=2", "per_page=98&page=3"].map {
            "/repos/octocat/Hello-World/issues?state=open&sort=created&direction=desc&" + $0
        }
        let sent = try asked().sorted()
        #expect(sent == (pages + ["graphql octocat/Hello-World states=OPEN"]).sorted())
    }

    /// People's names come only from the cursors, which then page one after another.
    @Test func aBigRepositoryPagesUntilTheLimitAndNoFurther() throws {
        let result = try run(["octocat/big", "-L", "250", "-s", "all", "--json", "number,author"])
        let listed = try numbers(result)
        #expect(listed.count == 250)
        #expect(Set(listed).count == 250 && listed.allSatisfy { $0 % 4 != 0 })
        // 100 issues a page, and the last page asks for what is left.
        #expect(try asked() == ["graphql octocat/big limit=100 states=OPEN,CLOSED",
                                "graphql octocat/big after limit=100 states=OPEN,CLOSED",
                                "graphql octocat/big after limit=50 states=OPEN,CLOSED"])
    }

    @Test func pipedRowsCarryNumberStateTitleLabelsAndRFC3339() throws {
        let listed = rows(try run(["octocat/Hello-World", "-s", "all", "-L", "100"]))
        let first = try #require(listed.first { $0[0] == "1" })
        #expect(first[1] == "OPEN" && first[2] == "Found a bug" && first[3] == "bug, priority: high")
        #expect(first[4].range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$"#, options: .regularExpression) != nil)
        #expect(listed.contains { $0[1] == "CLOSED" })
    }

    @Test func aTerminalGetsGhsHeaderAlignedColumnsAndLabelColours() throws {
        let result = try GHLiteRun.runInTerminal(["issues", "octocat/Hello-World", "-L", "3"],
                                                 environment: environment.merging(["COLORTERM": "truecolor"]) { $1 })
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("\nShowing 3 of 36 open issues in octocat/Hello-World\n\n"))
        try TableColumns.expectAligned(result.stdout, headings: ["ID", "TITLE", "LABELS", "UPDATED"], rows: 3)
        #expect(result.stdout.contains("\u{1B}[32m#"))
        #expect(result.stdout.contains("\u{1B}[38;2;"))
        #expect(result.stdout.contains(" ago"))
        let all = try GHLiteRun.runInTerminal(["issues", "octocat/Hello-World", "-L", "100"], environment: environment)
        #expect(all.stdout.contains("Showing 36 of 36 open issues in octocat/Hello-World\n"))
    }

    // MARK: every flag

    @Test func stateFilters() throws {
        #expect(try numbers(run(["octocat/Hello-World", "-s", "closed", "-L", "100", "--json", "number"])).count == 24)
        #expect(try numbers(run(["octocat/Hello-World", "--state", "all", "-L", "100", "--json", "number"])).count == 60)
        #expect(try asked() == ["graphql octocat/Hello-World limit=100 states=CLOSED",
                                "graphql octocat/Hello-World limit=100 states=OPEN,CLOSED"])
    }

    @Test func labelsRepeatedOrCommaSeparatedMustAllMatch() throws {
        let result = try run(["octocat/Hello-World", "-l", "bug", "--label", "priority: high", "-s", "all",
                              "--json", "number,labels"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(objects.contains { $0["number"] as? Int == 1 })
        for object in objects {
            let names = (object["labels"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            #expect(Set(["bug", "priority: high"]).isSubset(of: names))
        }
        let comma = try run(["octocat/Hello-World", "-l", "bug,priority: high", "-s", "all", "--json", "number"])
        #expect(try numbers(comma) == objects.compactMap { $0["number"] as? Int })
        // GraphQL's label filter is any of them: REST's, newest first, whose first page of 100 holds them all.
        #expect(try paths() == Array(repeating: "/repos/octocat/Hello-World/issues?state=all&labels=bug%2Cpriority%3A%20high"
                                     + "&sort=created&direction=desc&per_page=100&page=1", count: 2))
    }

    @Test func assigneeAtMeCostsOneUserRequestAndNoneIsPassedThrough() throws {
        let mine = try numbers(run(["octocat/Hello-World", "-a", "@me", "-s", "all", "--json", "number"]))
        let octocat = try numbers(run(["octocat/Hello-World", "-a", "octocat", "-s", "all", "--json", "number"]))
        #expect(!mine.isEmpty && mine == octocat)
        #expect(try asked() == ["/user", "graphql octocat/Hello-World assignee=octocat limit=30 states=OPEN,CLOSED",
                                "graphql octocat/Hello-World assignee=octocat limit=30 states=OPEN,CLOSED"])
        try simulator.clearRequests()
        let result = try run(["octocat/Hello-World", "-a", "none", "--json", "assignees"])
        #expect(result.stdout.contains("\"assignees\":[]") && !result.stdout.contains("login"))
        // GraphQL's filter spells "nobody" as an explicit null, and its list carries assignees' IDs and names.
        #expect(try asked() == ["graphql octocat/Hello-World assignee=<null> limit=30 states=OPEN"])
    }

    @Test func authorAndMentionFilters() throws {
        let authored = try run(["octocat/Hello-World", "-A", "defunkt", "-s", "all", "-L", "100", "--json", "author"])
        #expect(authored.stdout.contains("defunkt") && !authored.stdout.contains("\"octocat\""))
        let mentioned = try numbers(run(["octocat/Hello-World", "--mention", "monalisa", "-s", "all", "--json", "number"]))
        #expect(mentioned.contains(1))
        #expect(try asked() == ["graphql octocat/Hello-World author=defunkt limit=100 states=OPEN,CLOSED",
                                "graphql octocat/Hello-World limit=30 mention=monalisa states=OPEN,CLOSED"])
    }

    @Test func milestoneByNumberOrByTitle() throws {
        let byNumber = try numbers(run(["octocat/Hello-World", "-m", "1", "-s", "all", "-L", "100", "--json", "number"]))
        let byTitle = try numbers(run(["octocat/Hello-World", "-m", "V1.0", "-s", "all", "-L", "100", "--json", "number"]))
        #expect(!byNumber.isEmpty && byNumber == byTitle)
        #expect(try asked() == ["graphql octocat/Hello-World limit=100 milestone=1 states=OPEN,CLOSED",
                                "/repos/octocat/Hello-World/milestones?state=all&per_page=100",
                                "graphql octocat/Hello-World limit=100 milestone=1 states=OPEN,CLOSED"])
        let closedMilestone = try numbers(run(["octocat/Hello-World", "-m", "Someday", "-s", "all", "--json", "number"]))
        #expect(!closedMilestone.isEmpty)
    }

    @Test func unknownMilestonesSaySo() throws {
        let title = try run(["octocat/Hello-World", "-m", "v9"])
        #expect(title.status == 1)
        #expect(title.stderr == "no milestone \"v9\" in octocat/Hello-World; see its milestones with `gh-lite milestone list --state all -R octocat/Hello-World`\n")
        let number = try run(["octocat/Hello-World", "-m", "99"])
        #expect(number.status == 1)
        #expect(number.stderr == "no milestone \"99\" in octocat/Hello-World; see its milestones with `gh-lite milestone list --state all -R octocat/Hello-World`\n")
    }

    @Test func searchGoesThroughTheSearchAPIWithGhsQualifiers() throws {
        let result = try run(["octocat/Hello-World", "-S", "bug", "-l", "priority: high", "-a", "@me", "--json", "number"])
        #expect(try numbers(result).contains(1))
        let seen = try simulator.requests()
        #expect(seen.map(\.path) == ["/search/issues?q=bug%20assignee%3A%40me%20is%3Aissue%20label%3A%22priority%3A%20high%22"
                                     + "%20state%3Aopen%20repo%3Aoctocat%2FHello-World&per_page=30"])
        let terminal = try GHLiteRun.runInTerminal(["issues", "octocat/Hello-World", "-S", "a", "-L", "2"], environment: environment)
        #expect(terminal.stdout.range(of: #"Showing 2 of \d+ issues in octocat/Hello-World that match your search"#,
                                      options: .regularExpression) != nil)
    }

    @Test func searchIsCappedAtAThousandAndSaysSo() throws {
        let result = try run(["octocat/big", "-S", "Big", "-s", "all", "-L", "2000", "--json", "number"])
        #expect(result.status == 0)
        #expect(result.stderr == "warning: this query uses the Search API which is capped at 1000 results maximum\n")
        #expect(try numbers(result).count == 1000)
        let seen = try paths()
        try #require(seen.count == 10)
        #expect(seen[0] == "/search/issues?q=Big%20is%3Aissue%20repo%3Aoctocat%2Fbig&per_page=100")
        for (index, path) in seen.dropFirst().enumerated() {
            #expect(path.hasPrefix("/search/issues?q=") && path.hasSuffix("&per_page=100&page=\(index + 2)"))
        }
    }

    @Test func jsonHasGhsFieldNamesAndValues() throws {
        let result = try run(["octocat/Hello-World", "-L", "100", "--json",
                              "number,title,state,author,labels,assignees,milestone,body,url,createdAt,updatedAt,closedAt,comments"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let first = try #require(objects.first { $0["number"] as? Int == 1 })
        #expect(first["state"] as? String == "OPEN")
        #expect((first["author"] as? [String: Any])?["login"] as? String == "octocat")
        #expect((first["comments"] as? [[String: Any]])?.count == 45)
        #expect((first["milestone"] as? [String: Any])?["title"] as? String == "v1.0")
        #expect(first["closedAt"] is NSNull)
        #expect(first["url"] as? String == "https://github.com/octocat/Hello-World/issues/1")
        let label = try #require((first["labels"] as? [[String: Any]])?.first)
        #expect(Set(label.keys) == ["id", "name", "color", "description"])
        #expect((first["assignees"] as? [[String: Any]])?.compactMap { $0["login"] as? String } == ["octocat", "hubot"])
    }

    @Test func repoFlagAndGHRepo() throws {
        #expect(try run(["-R", "octocat/Spoon-Knife", "--json", "number"]).stdout == "[{\"number\":5},{\"number\":3},{\"number\":1}]\n")
        #expect(try run(["--json", "number"], variables: ["GH_REPO": "octocat/Spoon-Knife"]).stdout
                == "[{\"number\":5},{\"number\":3},{\"number\":1}]\n")
        #expect(try asked() == Array(repeating: "graphql octocat/Spoon-Knife limit=30 states=OPEN", count: 2))
    }

    @Test func webOpensTheBrowserWithoutAnyRequest() throws {
        let log = home.url.appendingPathComponent("opened")
        let browser = home.url.appendingPathComponent("browser.sh")
        try "#!/bin/sh\necho \"$1\" >> '\(log.path)'\n".write(to: browser, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser.path)
        let list = try run(["octocat/Hello-World", "-w", "-l", "bug", "-a", "@me"], variables: ["BROWSER": browser.path])
        let one = try run(["octocat/Hello-World", "12", "--web"], variables: ["BROWSER": browser.path])
        #expect(list.status == 0 && one.status == 0)
        #expect(list.stdout.isEmpty && list.stderr.isEmpty)
        var opened: [String] = []
        for _ in 0..<100 where opened.count < 2 {
            opened = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init).sorted()
            if opened.count < 2 { usleep(20_000) }
        }
        #expect(opened == ["https://github.com/octocat/Hello-World/issues/12",
                           "https://github.com/octocat/Hello-World/issues?q=assignee%3A%40me%20is%3Aissue%20label%3Abug%20state%3Aopen"])
        #expect(try paths().isEmpty)
        let terminal = try GHLiteRun.runInTerminal(["issues", "octocat/Hello-World", "1", "-w"],
                                                   environment: environment.merging(["BROWSER": browser.path]) { $1 })
        #expect(terminal.stdout == "Opening https://github.com/octocat/Hello-World/issues/1 in your browser.\n")
    }

    // MARK: one issue

    @Test func viewingAnIssueFetchesItAndOnlyItsNewestComment() throws {
        let result = try GHLiteRun.runInTerminal(["issues", "octocat/Hello-World", "1"],
                                                 environment: environment.merging(["NO_COLOR": "1"]) { $1 })
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Found a bug octocat/Hello-World#1\nOpen • octocat opened about "))
        #expect(result.stdout.contains(" • 45 comments\n5 \u{1F44D} • 2 \u{2764}\u{FE0F} • 1 \u{1F440}\n"
                                       + "Assignees: octocat, hubot\nLabels: bug, priority: high\nMilestone: v1.0\n"))
        #expect(result.stdout.contains("———————— Not showing 44 comments ————————"))
        #expect(result.stdout.contains("• Newest comment\n\n  Comment 45 on the bug.\n"))
        #expect(result.stdout.hasSuffix("View this issue on GitHub: https://github.com/octocat/Hello-World/issues/1\n"))
        #expect(try paths() == ["/repos/octocat/Hello-World/issues/1",
                                "/repos/octocat/Hello-World/issues/1/comments?per_page=1&page=45"])
    }

    @Test func everyCommentComesWithTheIssue() throws {
        let result = try run(["octocat/Hello-World", "1", "--comments"])
        #expect(result.status == 0)
        #expect(result.stdout.components(separatedBy: "author:\t").count - 1 == 45)
        #expect(result.stdout.hasPrefix("author:\toctocat\nassociation:\towner\nedited:\tfalse\nstatus:\tnone\n--\nMe too\n--\n"))
        // The issue and its 45 comments in one GraphQL query (IssueViewCommentsBinaryTests counts it).
        #expect(try paths() == ["/graphql"])
        #expect(try run(["octocat/Hello-World", "#1", "-c"]).stdout == result.stdout)
    }

    @Test func pipedViewIsGhsRawForm() throws {
        let result = try run(["octocat/Hello-World", "1"])
        #expect(result.stdout.hasPrefix("""
            title:\tFound a bug
            state:\tOPEN
            author:\toctocat
            labels:\tbug, priority: high
            comments:\t45
            assignees:\toctocat, hubot
            milestone:\tv1.0
            number:\t1
            --
            I'm having a problem with this.
            """))
        #expect(try paths() == ["/repos/octocat/Hello-World/issues/1"])
        let json = try run(["https://github.com/octocat/Hello-World/issues/1", "--json", "number,state"])
        #expect(json.stdout == "{\"number\":1,\"state\":\"OPEN\"}\n")
    }

    @Test func aPullRequestNumberSaysSo() throws {
        let result = try run(["octocat/Hello-World", "3"])
        #expect(result.status == 1)
        #expect(result.stderr == "#3 in octocat/Hello-World is a pull request, not an issue: see https://github.com/octocat/Hello-World/pull/3\n")
    }

    // MARK: hostile text

    @Test func hostileTitlesNeverReachTheTerminalRaw() throws {
        let piped = try run(["octocat/hostile", "-s", "all"])
        #expect(piped.status == 0)
        #expect(!piped.stdout.contains("\u{1B}") && !piped.stdout.contains("\u{202E}") && !piped.stdout.contains("\u{7}"))
        #expect(rows(piped).count == 7)  // 8 items, #4 a pull request
        #expect(rows(piped).allSatisfy { $0.count == 5 })
        let terminal = try GHLiteRun.runInTerminal(["issues", "octocat/hostile", "-s", "all"],
                                                   environment: environment.merging(["NO_COLOR": "1"]) { $1 }, columns: 100)
        #expect(!terminal.stdout.contains("\u{1B}") && !terminal.stdout.contains("\u{202E}"))
        let tableRows = terminal.stdout.split(separator: "\n").dropFirst(2).map(String.init)
        #expect(tableRows.count == 7)
        let column = { (row: String) -> Int in
            let cut = row.range(of: "about") ?? row.range(of: "less than")!
            return DisplayWidth.of(String(row[..<cut.lowerBound]))
        }
        #expect(Set(tableRows.map(column)).count == 1)
        let view = try GHLiteRun.runInTerminal(["issues", "octocat/hostile", "3", "--comments"], environment: environment)
        #expect(!view.stdout.contains("\u{1B}]8") && !view.stdout.contains("\u{1B}]0") && !view.stdout.contains("\u{7}"))
        #expect(view.stdout.contains("^[]8;;http://evil^Ghere"))
    }

    // MARK: the repository from git

    @Test func theRepositoryComesFromTheGitRemotesOfTheCurrentDirectory() throws {
        let checkout = try TestGit.checkout(origin: "https://github.com/octocat/Hello-World.git")
        try TestGit.run(["remote", "add", "upstream", "git@github.com:octocat/Spoon-Knife.git"], in: checkout.url)
        try TestGit.run(["remote", "add", "elsewhere", "https://gitlab.com/octocat/other.git"], in: checkout.url)
        let nested = checkout.url.appendingPathComponent("Sources/deep")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let result = try run(["--json", "number"], directory: nested)
        #expect(result.status == 0)
        #expect(result.stdout == "[{\"number\":5},{\"number\":3},{\"number\":1}]\n")
        #expect(try asked() == ["graphql octocat/Spoon-Knife limit=30 states=OPEN"])
        let view = try run(["2", "--json", "title"], directory: nested)
        #expect(view.stdout == "{\"title\":\"The spoon is bent\"}\n")
        try TestGit.run(["remote", "remove", "upstream"], in: checkout.url)
        let fromOrigin = try numbers(run(["--json", "number", "-L", "1"], directory: checkout.url))
        #expect(!fromOrigin.isEmpty)
        #expect(fromOrigin == (try numbers(run(["octocat/Hello-World", "--json", "number", "-L", "1"]))))
    }

    @Test func outsideAGitCheckoutTheErrorSaysWhatToPass() throws {
        let plain = try TemporaryDirectory()
        let result = try run([], directory: plain.url)
        #expect(result.status == 1)
        #expect(result.stderr == "no repository given and no git remotes found here: pass OWNER/REPO or -R OWNER/REPO\n")
        let checkout = try TestGit.checkout(origin: "https://gitlab.com/octocat/other.git")
        let foreign = try run([], directory: checkout.url)
        #expect(foreign.stderr == "none of the git remotes here (origin) point to github.com: pass OWNER/REPO or -R OWNER/REPO\n")
        #expect(try paths().isEmpty)
    }

    // MARK: errors

    @Test func anUnknownRepositoryIsNotFound() throws {
        let result = try run(["octocat/does-not-exist"])
        #expect(result.status == 1)
        #expect(result.stderr == "repository octocat/does-not-exist not found (or you have no access)\n")
        let hidden = try run(["octocat/secret-plans"], variables: ["GH_TOKEN": Simulator.hubotToken])
        #expect(hidden.stderr == "repository octocat/secret-plans not found (or you have no access)\n")
        let searched = try run(["octocat/does-not-exist", "-S", "x"])
        #expect(searched.stderr == "repository octocat/does-not-exist not found (or you have no access)\n")
    }

    @Test func disabledIssuesHaveTheirOwnMessage() throws {
        let result = try run(["octocat/no-issues"])
        #expect(result.status == 1)
        #expect(result.stderr == "the 'octocat/no-issues' repository has disabled issues\n")
        #expect(try run(["octocat/no-issues", "1"]).stderr == "the 'octocat/no-issues' repository has disabled issues\n")
    }

    @Test func aMissingIssueSaysSo() throws {
        let result = try run(["octocat/Hello-World", "999"])
        #expect(result.status == 1)
        #expect(result.stderr == "issue #999 not found in octocat/Hello-World; see its issues with `gh-lite issue list --state all -R octocat/Hello-World`\n")
    }

    @Test func malformedRepositoriesAreUsageErrorsBeforeAnyRequest() throws {
        for words in [["octocat"], ["-R", "octocat/"], ["octocat/Hello World"], ["a/b/c/d", "1"]] {
            let result = try run(words)
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("expected the \"[HOST/]OWNER/REPO\" format, got \""))
            #expect(result.stderr.contains("\n\nUsage:  gh-lite issues [OWNER/REPO] [NUMBER] [flags]\n"))
        }
        let badRepoVariable = try run([], variables: ["GH_REPO": "nope"])
        #expect(badRepoVariable.stderr == "GH_REPO: expected the \"[HOST/]OWNER/REPO\" format, got \"nope\"\n")
        #expect(try paths().isEmpty)
    }

    @Test func anEmptyListIsAFriendlyLineOnATerminalAndNothingInAPipe() throws {
        let terminal = try GHLiteRun.runInTerminal(["issues", "octocat/empty"], environment: environment)
        #expect(terminal.status == 0)
        #expect(terminal.stdout.contains("no open issues in octocat/empty"))
        let filtered = try GHLiteRun.runInTerminal(["issues", "octocat/Hello-World", "-A", "nobody"], environment: environment)
        #expect(filtered.stdout.contains("no issues match your search in octocat/Hello-World"))
        // As with gh, a script gets empty output and success.
        let piped = try run(["octocat/empty"])
        #expect(piped.status == 0 && piped.stdout.isEmpty && piped.stderr.isEmpty)
        #expect(try run(["octocat/empty", "--json", "number"]).stdout == "[]\n")
    }
}
