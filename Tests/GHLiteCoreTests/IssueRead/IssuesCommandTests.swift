import GHLiteCore
import GHLiteMock
import Testing

fileprivate typealias Issue = GHLiteCore.Issue

/// `gh-lite issues` run whole, in memory: against the mock GitHub, or `.failing` with a few closures set.
@Suite(.strictDoubles) struct IssuesCommandTests {
    func run(_ arguments: [String], terminal: Bool, variables: [String: String] = [:],
             environment: ContainerEnvironment = .mock, width: Int = 120) -> (ExitCode, MemoryIO) {
        let memory = MemoryIO(terminal: terminal, width: width)
        let code = CommandLineInterface.run(["issues"] + arguments, variables: variables, io: memory.io,
                                            makeEnvironment: { _ in environment })
        return (code, memory)
    }

    static let now = MockGitHubData.epoch

    fileprivate static func hostileEnvironment(_ issues: [Issue]) -> ContainerEnvironment {
        var environment = ContainerEnvironment.signedOut
        environment.clock.now = { now }
        environment.clock.sleep = { _ in }
        environment.gitHub.listRepositoryIssues = { _, _ in
            IssueConnectionPage(items: issues, totalCount: issues.count, nextCursor: nil)
        }
        return environment
    }

    fileprivate static let hostile: [Issue] = {
        let labels = [Label(name: "\u{1B}[32mgreen\u{1B}[0m", color: "00ff00"), Label(name: "tab\tlabel", color: "123456")]
        let titles = ["Tab\there, newline\nthere, carriage\rreturn", "\u{1B}[31mred\u{1B}[0m alert \u{1B}[2J\u{1B}[H cleared?",
                      "Click \u{1B}]8;;http://evil\u{07}here\u{1B}]8;;\u{07} now", "\u{202E}RTL override: gpj.exe\u{202C}",
                      "宽字符的标题 日本語のタイトル", "Emoji 🐛🔥 family 👩‍👩‍👧‍👦", "Controls \u{07}bell \u{7F}del \u{9B}csi"]
        return titles.enumerated().map { index, title in
            Issue.fixture(index + 1, title: title, author: "m\u{1B}[31mallory", labels: index % 2 == 0 ? labels : [],
                          htmlURL: "https://github.com/octocat/hostile/issues/\(index + 1)",
                          createdAt: now.addingTimeInterval(-86_400 * Double(index + 1)))
        }
    }()

    @Test func pipedListIsTabSeparatedWithStateAndRFC3339AndNoPullRequests() {
        let (code, io) = run(["octocat/Hello-World", "-L", "4"], terminal: false)
        #expect(code == .ok)
        #expect(io.output == """
            12\tOPEN\tPagination breaks after page 10\tbug\t2024-05-31T13:00:00Z
            10\tOPEN\tDocument the configuration file\tdocumentation, good first issue\t2024-05-27T13:00:00Z
            8\tOPEN\tUnicode in titles is mangled\tbug\t2024-05-22T13:00:00Z
            5\tOPEN\tSupport for Linux ARM64\t\t2024-05-07T13:00:00Z

            """)
        #expect(io.error.isEmpty)
    }

    @Test func terminalListHasGhsHeaderColumnsAndColours() {
        let (code, io) = run(["octocat/Hello-World", "--state", "all"], terminal: true, variables: ["COLORTERM": "truecolor"])
        #expect(code == .ok)
        let lines = io.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "")
        #expect(lines[1] == "Showing 9 of 9 issues in octocat/Hello-World that match your search")
        #expect(lines[3].contains("\u{1B}[1mID\u{1B}[0m"))
        #expect(lines[4].hasPrefix("\u{1B}[32m#12\u{1B}[0m"))
        #expect(lines[4].contains("\u{1B}[38;2;215;58;74mbug\u{1B}[0m"))
        #expect(lines[4].contains("\u{1B}[90mabout 23 hours ago\u{1B}[0m"))
        #expect(io.output.contains("\u{1B}[35m#11\u{1B}[0m"))   // closed: magenta
        #expect(io.output.contains("\u{1B}[90m#7\u{1B}[0m"))    // closed as not planned: gray
    }

    @Test func theHeaderIsHonestAboutTotals() {
        let (_, all) = run(["octocat/Hello-World"], terminal: true)
        #expect(all.output.hasPrefix("\nShowing 6 of 6 open issues in octocat/Hello-World\n\n"))
        let (_, some) = run(["octocat/Hello-World", "-L", "2"], terminal: true)
        #expect(some.output.hasPrefix("\nShowing 2 of 6 open issues in octocat/Hello-World\n\n"))
        // Several labels: GraphQL's issues of the first kept where they carry the others, counted at the list's end.
        let (_, labelled) = run(["octocat/Hello-World", "-l", "bug", "-l", "help wanted", "-L", "1"], terminal: true)
        #expect(labelled.output.hasPrefix("\nShowing 1 of 1 issue in octocat/Hello-World that matches your search\n\n"), "\(labelled.output)")
        let (_, one) = run(["octocat/Hello-World", "-a", "monalisa"], terminal: true)
        #expect(one.output.hasPrefix("\nShowing 1 of 1 issue in octocat/Hello-World that matches your search\n\n"))
        let (_, searched) = run(["octocat/Hello-World", "-S", "mock", "-L", "1"], terminal: true)
        #expect(searched.output.hasPrefix("\nShowing 1 of 3 issues in octocat/Hello-World that match your search\n\n"))
    }

    @Test func filtersReachTheMockLikeGitHub() {
        let (_, io) = run(["octocat/Hello-World", "-l", "BUG", "-m", "v1.0", "-a", "@me", "--json", "number"], terminal: false)
        #expect(io.output == "[{\"number\":1}]\n")
        let (_, mention) = run(["octocat/Hello-World", "--mention", "octocat", "-A", "hubot", "--json", "number"], terminal: false)
        #expect(mention.output == "[{\"number\":10}]\n")
        let (_, nobody) = run(["octocat/Hello-World", "-a", "none", "-s", "closed", "--json", "number"], terminal: false)
        #expect(nobody.output == "[{\"number\":11},{\"number\":7},{\"number\":4}]\n")
    }

    @Test func aListThatFailsHalfwayPrintsNoHalfJSONButPipedRowsStreamAsTheyCame() {
        var environment = ContainerEnvironment.signedOut
        environment.clock.now = { Self.now }
        environment.clock.sleep = { _ in }
        environment.gitHub.listRepositoryIssues = { _, query in
            guard query.after == nil else {
                throw GitHubAPIError(status: 502, message: "Bad Gateway", url: "https://api.github.com/graphql")
            }
            let first = Issue.fixture(9, title: "First page", createdAt: Self.now)
            return IssueConnectionPage(items: [first], totalCount: 2, nextCursor: "c1")
        }
        let (code, json) = run(["o/r", "-L", "2", "--json", "number"], terminal: false, environment: environment)
        #expect(code == .error)
        #expect(json.output.isEmpty)
        #expect(json.error == "HTTP 502: Bad Gateway (https://api.github.com/graphql)\n")
        let (_, rows) = run(["o/r", "-L", "2"], terminal: false, environment: environment)
        #expect(rows.output.hasPrefix("9\tOPEN\tFirst page\t"))
    }

    @Test func jsonUsesGhsNamesAndShapes() {
        // Comments have their own tests (IssueCommentsJSONTests).
        let fields = "assignees,author,body,closedAt,createdAt,labels,milestone,number,state,title,updatedAt,url"
        let (code, io) = run(["octocat/Hello-World", "-L", "1", "-l", "help wanted", "--json", fields], terminal: false)
        #expect(code == .ok)
        #expect(io.output == """
            [{"assignees":[{"id":"U_octocat","login":"octocat","name":""},{"id":"U_hubot","login":"hubot","name":""}],\
            "author":{"id":"U_octocat","is_bot":false,"login":"octocat","name":""},\
            "body":"I'm having a problem with this.\\n\\n@monalisa can you take a look?","closedAt":null,\
            "createdAt":"2024-04-22T12:00:00Z","labels":[{"color":"d73a4a","description":"Something isn't working","id":null,\
            "name":"bug"},{"color":"008672","description":"Extra attention is needed","id":null,"name":"help wanted"}],\
            "milestone":{"description":"Tracking milestone for version 1.0","dueOn":"2024-07-01T12:00:00Z","number":1,\
            "title":"v1.0"},"number":1,"state":"OPEN","title":"Found a bug",\
            "updatedAt":"2024-04-22T13:00:00Z","url":"https://github.com/octocat/Hello-World/issues/1"}]

            """)
        let (_, closed) = run(["octocat/Hello-World", "-s", "closed", "-L", "1", "--json", "state,closedAt,milestone,body"],
                              terminal: false)
        #expect(closed.output == "[{\"body\":\"Mock issue body.\",\"closedAt\":\"2024-05-30T13:00:00Z\",\"milestone\":{\"description\":\"\",\"dueOn\":null,\"number\":3,\"title\":\"Someday\"},\"state\":\"CLOSED\"}]\n")
    }

    @Test func anEmptyListIsAFriendlyLineOnStderrAndSuccess() {
        let (code, io) = run(["octocat/Spoon-Knife"], terminal: true)
        #expect(code == .ok)
        #expect(io.output.isEmpty)
        #expect(io.error == "no open issues in octocat/Spoon-Knife\n")
        let (_, filtered) = run(["octocat/Hello-World", "-l", "bug", "-A", "nobody-wrote-this"], terminal: true)
        #expect(filtered.error == "no issues match your search in octocat/Hello-World\n")
        let (pipedCode, piped) = run(["octocat/Hello-World", "-l", "bug", "-A", "nobody-wrote-this"], terminal: false)
        #expect(pipedCode == .ok)
        #expect(piped.output.isEmpty && piped.error.isEmpty)
        let (_, json) = run(["octocat/Spoon-Knife", "--json", "number"], terminal: false)
        #expect(json.output == "[]\n")
    }

    @Test func hostileTitlesCannotBreakPipedColumns() {
        let (code, io) = run(["octocat/hostile", "--state", "all"], terminal: false,
                             environment: Self.hostileEnvironment(Self.hostile))
        #expect(code == .ok)
        #expect(!io.output.contains("\u{1B}"))
        #expect(!io.output.contains("\u{202E}") && !io.output.contains("\u{9B}") && !io.output.contains("\u{07}"))
        let lines = io.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == Self.hostile.count)
        #expect(lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 5 })
        #expect(lines[0] == "1\tOPEN\tTab here, newline there, carriage return\t^[[32mgreen^[[0m, tab label\t2024-05-31T12:00:00Z")
        #expect(lines[1].hasPrefix("2\tOPEN\t^[[31mred^[[0m alert ^[[2J^[[H cleared?\t"))
    }

    @Test func hostileAndWideTitlesKeepTerminalColumnsAligned() {
        let (_, io) = run(["octocat/hostile"], terminal: true, variables: ["NO_COLOR": "1"],
                          environment: Self.hostileEnvironment(Self.hostile), width: 80)
        #expect(!io.output.contains("\u{1B}"))
        let rows = io.output.split(separator: "\n").dropFirst(2).map(String.init)
        #expect(rows.count == Self.hostile.count)
        // UPDATED starts at the same column on every row, whatever the titles held.
        let columns = Set(rows.map { row in DisplayWidth.of(String(row[..<row.firstRange(of: "about")!.lowerBound])) })
        #expect(columns.count == 1)
        #expect(rows.allSatisfy { DisplayWidth.of($0) <= 80 })
    }

    @Test func labelsKeepTheirColoursWhenTheCellIsCutShort() {
        let labels = [Label(name: "bug", color: "d73a4a"), Label(name: "a-very-long-label-name-indeed", color: "0075ca")]
        let issue = Issue.fixture(1, title: String(repeating: "t", count: 200), author: "o", labels: labels,
                                  createdAt: Self.now)
        let (_, io) = run(["o/r"], terminal: true, variables: ["COLORTERM": "24bit"],
                          environment: Self.hostileEnvironment([issue]), width: 60)
        #expect(io.output.contains("\u{1B}[38;2;215;58;74mbug\u{1B}[0m, \u{1B}[38;2;0;117;202ma-very-long-label-name-indeed\u{1B}[0m"))
    }

    @Test func viewOnATerminalShowsTheIssueAndOnlyTheNewestComment() {
        let (code, io) = run(["octocat/Hello-World", "1"], terminal: true, variables: ["NO_COLOR": "1"])
        #expect(code == .ok)
        #expect(io.output == """
            Found a bug octocat/Hello-World#1
            Open • octocat opened about 1 month ago • 3 comments
            Assignees: octocat, hubot
            Labels: bug, help wanted
            Milestone: v1.0

              I'm having a problem with this.

              @monalisa can you take a look?

            ———————— Not showing 2 comments ————————

            octocat (Owner) • about 3 days ago • Newest comment

              Fixed in the latest release.

            Use --comments to view the full conversation

            View this issue on GitHub: https://github.com/octocat/Hello-World/issues/1

            """)
    }

    @Test func viewWithCommentsShowsThemAllInOrder() {
        let (_, io) = run(["octocat/Hello-World", "1", "--comments"], terminal: true, variables: ["NO_COLOR": "1"])
        #expect(io.output.contains("""
            hubot (Collaborator) • about 1 month ago
            2 \u{1F44D}

              Me too

            monalisa (Member) • about 1 month ago

              Looking into it.

            octocat (Owner) • about 3 days ago • Newest comment

              Fixed in the latest release.

            View this issue
            """))
        #expect(!io.output.contains("Not showing"))
    }

    @Test func pipedViewIsGhsFieldLinesAndCommentsOnlyWithTheFlag() {
        let (_, io) = run(["octocat/Hello-World", "8"], terminal: false)
        #expect(io.output == "title:\tUnicode in titles is mangled\nstate:\tOPEN\nauthor:\toctocat\nlabels:\tbug\ncomments:\t0\n"
                + "assignees:\t\nmilestone:\tv1.0\nnumber:\t8\n--\n")
        let (_, comments) = run(["octocat/Hello-World", "5", "-c"], terminal: false)
        #expect(comments.output == "author:\toctocat\nassociation:\towner\nedited:\tfalse\nstatus:\tnone\n--\nThanks for the report!\n--\n")
    }

    @Test func viewJsonIsOneObject() {
        let (_, io) = run(["octocat/Hello-World", "4", "--json", "number,state,comments"], terminal: false)
        #expect(io.output == "{\"comments\":[],\"number\":4,\"state\":\"CLOSED\"}\n")
    }

    @Test func hostileIssueTextIsSanitisedInTheView() {
        var environment = ContainerEnvironment.signedOut
        environment.clock.now = { Self.now }
        environment.clock.sleep = { _ in }
        var hostile = Self.hostile[1]
        hostile.body = "Body \u{1B}]0;pwned\u{07} with\r\n\u{1B}[5mblink"
        hostile.commentCount = 1
        let issue = hostile
        environment.gitHub.getIssue = { _, _ in issue }
        environment.parseMarkdown = ContainerEnvironment.mock.parseMarkdown
        environment.gitHub.listIssueComments = { _, _, _ in
            IssueCommentsPage(items: [IssueComment(authorLogin: "\u{202E}eve", authorAssociation: "NONE",
                                                   body: "Reply with \u{1B}[31mcolour", createdAt: Self.now)])
        }
        let (_, io) = run(["octocat/hostile", "2"], terminal: true, variables: ["NO_COLOR": "1"], environment: environment)
        #expect(!io.output.contains("\u{1B}") && !io.output.contains("\u{07}") && !io.output.contains("\u{202E}"))
        #expect(io.output.contains("  Body ^[]0;pwned^G with\n  ^[[5mblink\n"))
        #expect(io.output.contains("eve • less than a minute ago • Newest comment"))
    }

    @Test func aPullRequestNumberSaysSo() {
        let (code, io) = run(["octocat/Hello-World", "3"], terminal: false)
        #expect(code == .error)
        #expect(io.error == "#3 in octocat/Hello-World is a pull request, not an issue: see https://github.com/octocat/Hello-World/pull/3\n")
    }

    @Test func errorsSayWhatHappenedToTheRepository() {
        let (code, unknown) = run(["octocat/nope"], terminal: false)
        #expect(code == .error)
        #expect(unknown.error == "repository octocat/nope not found (or you have no access)\n")
        let (_, disabled) = run(["octocat/linguist"], terminal: false)
        #expect(disabled.error == "the 'octocat/linguist' repository has disabled issues\n")
        let (_, missing) = run(["octocat/Hello-World", "999"], terminal: false)
        #expect(missing.error == "issue #999 not found in octocat/Hello-World; see its issues with `gh-lite issue list --state all -R octocat/Hello-World`\n")
        let (_, milestone) = run(["octocat/Hello-World", "-m", "v9"], terminal: false)
        #expect(milestone.error == "no milestone \"v9\" in octocat/Hello-World; see its milestones with `gh-lite milestone list --state all -R octocat/Hello-World`\n")
        let (_, number) = run(["octocat/Hello-World", "-m", "42"], terminal: false)
        #expect(number.error == "no milestone \"42\" in octocat/Hello-World; see its milestones with `gh-lite milestone list --state all -R octocat/Hello-World`\n")
    }

    @Test func aMalformedRepositoryIsAUsageErrorBeforeAnythingRuns() {
        let (code, io) = run(["octocat"], terminal: false, environment: .failing)
        #expect(code == .error)
        #expect(io.error == "expected the \"[HOST/]OWNER/REPO\" format, got \"octocat\"\n\n\(IssuesOptions.spec.usageLine)\n")
    }

    @Test func withoutARepositoryTheGitRemotesDecide() {
        var environment = ContainerEnvironment.mock
        environment.git.list = { [GitRemote(name: "origin", url: "git@github.com:octocat/Spoon-Knife.git"),
                                  GitRemote(name: "upstream", url: "https://github.com/octocat/Hello-World")] }
        let (_, io) = run(["-L", "1"], terminal: false, environment: environment)
        #expect(io.output.hasPrefix("12\tOPEN\t"))
        let (_, fromEnv) = run(["-L", "1"], terminal: true, variables: ["GH_REPO": "octocat/Spoon-Knife"], environment: environment)
        #expect(fromEnv.error == "no open issues in octocat/Spoon-Knife\n")
    }

    @Test func webOpensTheBrowserAndSaysSoOnlyOnATerminal() {
        var environment = ContainerEnvironment.failing
        let opened = Locked<[String]>([])
        environment.browser.open = { url in opened.withLock { $0.append(url) } }
        let (code, io) = run(["octocat/Hello-World", "-w", "-l", "bug"], terminal: true, environment: environment)
        #expect(code == .ok)
        #expect(io.error == "Opening https://github.com/octocat/Hello-World/issues in your browser.\n")
        let (_, piped) = run(["octocat/Hello-World", "9", "--web"], terminal: false, environment: environment)
        #expect(piped.error.isEmpty && piped.output.isEmpty)
        #expect(opened.value == ["https://github.com/octocat/Hello-World/issues?q=is%3Aissue%20label%3Abug%20state%3Aopen",
                                 "https://github.com/octocat/Hello-World/issues/9"])
    }

    @Test func aLargeSearchLimitWarnsAboutTheCap() {
        let (_, io) = run(["octocat/Hello-World", "-S", "bug", "-L", "1001"], terminal: false)
        #expect(io.error == "warning: this query uses the Search API which is capped at 1000 results maximum\n")
    }
}
