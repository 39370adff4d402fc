import GHLiteCore
import GHLiteMock
import Testing

/// `gh-lite new-issue` run whole, in memory: prompts answered through `MemoryIO`, GitHub mocked, files in memory.
@Suite(.strictDoubles) struct NewIssueCommandTests {
    /// The mock environment, with every create request recorded and the draft folder in memory.
    final class Harness: Sendable {
        let sent = Locked<[NewIssueRequest]>([])
        let files = Locked<[String: Data]>([:])
        let opened = Locked<[String]>([])
        let edited = Locked<[String]>([])
        let environment: ContainerEnvironment

        init(create: (@Sendable (NewIssueRequest) throws -> CreatedIssue)? = nil,
             edit: @escaping @Sendable (String) -> String = { $0 },
             configure: (inout ContainerEnvironment) -> Void = { _ in }) {
            var environment = ContainerEnvironment.mock
            let sent = self.sent, opened = self.opened, edited = self.edited
            let mockCreate = environment.gitHub.createIssue
            environment.gitHub.createIssue = { repo, request in
                sent.withLock { $0.append(request) }
                return try create?(request) ?? mockCreate(repo, request)
            }
            environment.files = .memory(files)
            environment.browser.open = { url in opened.withLock { $0.append(url) } }
            environment.editor.edit = { _, text, _ in
                edited.withLock { $0.append(text) }
                return edit(text)
            }
            configure(&environment)
            self.environment = environment
        }

        /// `interrupted`: Ctrl-C is pressed at the question after the last line of `input`.
        func run(_ arguments: [String], input: String = "", terminal: Bool, interrupted: Bool = false,
                 variables: [String: String] = ["HOME": "/home/u", "NO_COLOR": "1"]) -> (ExitCode, MemoryIO) {
            let io = MemoryIO(input: input, terminal: terminal, interruptedAtEnd: interrupted)
            let code = CommandLineInterface.run(["new-issue"] + arguments, variables: variables, io: io.io,
                                                makeEnvironment: { _ in self.environment })
            return (code, io)
        }

        var drafts: [String] { files.value.keys.filter { $0.hasPrefix("/home/u/.cache/gh-lite/drafts/") }.sorted() }
    }

    // MARK: Without a terminal

    @Test func withoutATerminalATitleIsRequiredAndNothingIsAsked() {
        // `.failing`: any request or service call would fail the run with "unimplemented".
        let io = MemoryIO(terminal: false)
        let code = CommandLineInterface.run(["new-issue", "-R", "octocat/Hello-World", "-b", "text"], variables: [:],
                                            io: io.io, makeEnvironment: { _ in .failing })
        #expect(code == .error)
        #expect(io.error == "must provide --title when not running interactively\n")
        #expect(io.output.isEmpty)
    }

    @Test func flagsAloneCreateTheIssueAndPrintOnlyItsURL() {
        let harness = Harness()
        let (code, io) = harness.run(["-R", "octocat/Hello-World", "-t", "Crash", "-b", "Steps", "-l", "BUG,help wanted",
                                      "-a", "@me", "-m", "v2.0"], terminal: false)
        #expect(code == .ok)
        #expect(io.output == "https://github.com/octocat/Hello-World/issues/101\n")
        #expect(io.error.isEmpty)
        #expect(harness.sent.value == [NewIssueRequest(title: "Crash", body: "Steps", labels: ["bug", "help wanted"],
                                                       assignees: ["octocat"], milestone: 2)])
    }

    @Test func unknownNamesStopEverythingBeforeTheCreate() {
        let harness = Harness()
        let (code, io) = harness.run(["-R", "octocat/Hello-World", "-t", "Crash", "-l", "bugs"], terminal: false)
        #expect(code == .error)
        #expect(io.error == "no label \"bugs\" in octocat/Hello-World; did you mean 'bug'?\n")
        #expect(harness.sent.value.isEmpty)
    }

    @Test func namesThatCannotBeCheckedBecauseGitHubIsUnreachableAreQueuedAsTyped() throws {
        let refused = TransportError(kind: .couldNotConnect, host: "api.github.com", detail: "refused")
        let harness = Harness(configure: { environment in
            environment.gitHub.lookUpRepository = { _, _ in throw refused }
        })
        let (code, io) = harness.run(["-R", "octocat/Hello-World", "-t", "Crash", "-b", "Steps", "-l", "BUG",
                                      "-a", "@me", "-m", "v2.0"], terminal: false)
        #expect(code == .ok)
        #expect(io.error.contains("! GitHub cannot be reached: new issue \"Crash\" queued (entry 1); send it with gh-lite sync\n"))
        #expect(harness.sent.value.isEmpty)
        let account = OutboxAccount(host: "github.com", account: "octocat")
        #expect(try harness.environment.outbox.entries(of: account).map(\.write) == [
            .create(title: "Crash", body: "Steps", labels: ["BUG"], assignees: ["@me"], milestone: nil, milestoneTitle: "v2.0"),
        ])
    }

    @Test func theBodyCanComeFromStandardInput() {
        let harness = Harness()
        let (code, _) = harness.run(["-R", "octocat/Hello-World", "-t", "T", "-F", "-"], input: "piped body\n", terminal: false)
        #expect(code == .ok)
        #expect(harness.sent.value.first?.body == "piped body\n")
    }

    @Test func aTemplateGivesTheBodyAndItsLabels() {
        let harness = Harness()
        let (code, _) = harness.run(["-R", "octocat/Hello-World", "-t", "Crash", "-T", "bug report"], terminal: false)
        #expect(code == .ok)
        #expect(harness.sent.value == [NewIssueRequest(title: "Crash", body: "**Describe the bug**\n", labels: ["bug"])])
        let (missing, io) = harness.run(["-R", "octocat/Hello-World", "-t", "Crash", "-T", "Bug reprot"], terminal: false)
        #expect(missing == .error)
        #expect(io.error == "template \"Bug reprot\" not found; did you mean 'Bug report'?\n")
    }

    @Test func optionsGitHubDroppedAreReported() {
        let harness = Harness(create: { _ in CreatedIssue(number: 7, htmlURL: "https://github.com/octocat/Hello-World/issues/7") })
        let (code, io) = harness.run(["-R", "octocat/Hello-World", "-t", "T", "-l", "bug", "-m", "1"], terminal: false)
        #expect(code == .ok)
        #expect(io.output == "https://github.com/octocat/Hello-World/issues/7\n")
        #expect(io.error == """
            warning: GitHub did not apply some of the options (setting them needs push access to octocat/Hello-World):
              labels: bug
              milestone: v1.0

            """)
    }

    // MARK: Prompts

    @Test func promptsForTemplateTitleBodyAndEachList() {
        let harness = Harness()
        let answers = [
            "1",              // Choose a template: Bug report
            "Crash on start", // Title, after the template's "[BUG] "
            "",               // Body: keep the template's
            "",               // Labels: keep the template's "bug"
            "hub", "1", "",   // Assignees: filter, toggle hubot, done
            "2",              // Milestone: v2.0
            "1",              // What's next? Submit
        ]
        let (code, io) = harness.run(["octocat/Hello-World"], input: answers.joined(separator: "\n") + "\n", terminal: true)
        #expect(code == .ok)
        #expect(io.output == "https://github.com/octocat/Hello-World/issues/101\n")
        #expect(harness.sent.value == [NewIssueRequest(title: "[BUG] Crash on start", body: "**Describe the bug**\n",
                                                       labels: ["bug"], assignees: ["hubot"], milestone: 2)])
        #expect(io.error.hasPrefix("\nCreating issue in octocat/Hello-World\n\n? Choose a template\n  1. Bug report\n  2. Feature request\n  3. Open a blank issue\n> "))
        #expect(io.error.contains("? Title (required) [BUG] "))
        #expect(io.error.contains("? Body [(e) to launch vi, enter to skip] "))
        #expect(io.error.contains("  1. [x] bug  Something isn't working\n"))
        #expect(io.error.contains("  matching \"hub\"\n  1. [ ] hubot\n"))
        #expect(io.error.contains("? What's next?\n  1. Submit\n  2. Edit body\n  3. Cancel\n> [Enter: Submit] "))
    }

    @Test func aBlankTitleIsAskedAgainAndTheBodyOpensTheEditor() {
        let harness = Harness(edit: { $0 + "Written in the editor" })
        let answers = ["3", "", "  ", "Real title", "e", "", "", "", "Submit"]
        let (code, io) = harness.run(["-R", "octocat/Hello-World"], input: answers.joined(separator: "\n") + "\n", terminal: true)
        #expect(code == .ok)
        #expect(io.error.components(separatedBy: "X Title cannot be blank\n").count == 3)
        #expect(harness.edited.value == [""])
        #expect(harness.sent.value == [NewIssueRequest(title: "Real title", body: "Written in the editor")])
    }

    @Test func editBodyReopensTheEditorWithTheBodySoFar() {
        let harness = Harness(edit: { $0.isEmpty ? "first" : $0 + " and second" })
        // Blank issue, open the editor, then "Edit body", then "Submit"; every list was given by a flag.
        let (code, _) = harness.run(["-R", "octocat/Hello-World", "-t", "T", "-l", "bug", "-a", "octocat", "-m", "1"],
                                    input: "3\ne\n2\n1\n", terminal: true)
        #expect(code == .ok)
        #expect(harness.edited.value == ["", "first"])
        #expect(harness.sent.value.first?.body == "first and second")
    }

    @Test func cancelDiscardsAndExitsTwoWithNothingSentOrSaved() {
        let harness = Harness()
        let (code, io) = harness.run(["-R", "octocat/Hello-World", "-t", "T", "-l", "bug", "-a", "octocat", "-m", "1"],
                                     input: "3\n\nCancel\n", terminal: true)
        #expect(code == .cancelled)
        #expect(io.error.hasSuffix("> [Enter: Submit] Discarding.\n"))
        #expect(harness.sent.value.isEmpty)
        #expect(harness.drafts.isEmpty)
    }

    @Test func theEndOfInputCancels() {
        let harness = Harness()
        let (code, io) = harness.run(["-R", "octocat/Hello-World"], input: "3\n", terminal: true)
        #expect(code == .cancelled)
        #expect(io.error.hasSuffix("? Title (required) cancelled\n"))
        #expect(harness.sent.value.isEmpty)
    }

    // MARK: Ctrl-C

    /// A harness that records when Ctrl-C starts being caught.
    static func catchingHarness(_ caught: Locked<Bool>, edit: @escaping @Sendable (String) -> String = { $0 }) -> Harness {
        Harness(edit: edit, configure: { environment in
            environment.interrupts.startCatching = { caught.withLock { $0 = true } }
            environment.interrupts.check = { Issue.record("only the prompts notice Ctrl-C") }
        })
    }

    @Test func ctrlCAtAPickerKeepsTheTitleAndBodyInADraftAndExitsTwo() throws {
        let caught = Locked(false)
        let harness = Self.catchingHarness(caught, edit: { _ in "Written in the editor\n\n" })
        // Blank issue, a title, the body from the editor, then Ctrl-C at the Labels picker.
        let (code, io) = harness.run(["-R", "octocat/Hello-World"], input: "3\nMy title\ne\n", terminal: true,
                                     interrupted: true)
        #expect(caught.value)
        #expect(code == .cancelled)
        #expect(io.error.contains("? Labels"))
        #expect(io.error.hasSuffix("> \ncancelled\nYour text is saved. To restore: gh-lite new-issue octocat/Hello-World "
                                   + "--recover /home/u/.cache/gh-lite/drafts/new-issue-20240601T120000Z.json\n"))
        #expect(io.output.isEmpty)
        #expect(harness.sent.value.isEmpty)
        #expect(harness.drafts == ["/home/u/.cache/gh-lite/drafts/new-issue-20240601T120000Z.json"])
        let draft = try JSONDecoder().decode(IssueDraft.self, from: try #require(harness.files.value[harness.drafts[0]]))
        #expect(draft == IssueDraft(repository: "octocat/Hello-World", title: "My title", body: "Written in the editor",
                                    labels: [], assignees: [], milestone: nil, unanswered: [.labels, .assignees, .milestone, .type]))
    }

    @Test func ctrlCBeforeAnythingIsTypedSavesNothing() {
        let caught = Locked(false)
        let harness = Self.catchingHarness(caught)
        // At the template choice, then at the title of a blank issue and of the "Bug report" template (by number,
        // by Enter, by flag): a template chosen is not typing.
        let atTemplateTitle = "? Title (required) [BUG] \ncancelled\n"
        for (arguments, input, shown) in [([], "", "> [Enter: Bug report] \ncancelled\n"),
                                          ([], "3\n", "? Title (required) \ncancelled\n"),
                                          ([], "1\n", atTemplateTitle), ([], "\n", atTemplateTitle),
                                          (["-T", "Bug report"], "", atTemplateTitle)] {
            let (code, io) = harness.run(["-R", "octocat/Hello-World"] + arguments, input: input, terminal: true,
                                         interrupted: true)
            #expect(code == .cancelled)
            #expect(io.error.hasSuffix(shown))
        }
        #expect(caught.value)
        #expect(harness.drafts.isEmpty)
        #expect(harness.sent.value.isEmpty)
    }

    /// The draft at `index` of `harness.drafts`.
    static func draft(_ harness: Harness, _ index: Int = 0) throws -> IssueDraft {
        try JSONDecoder().decode(IssueDraft.self, from: try #require(harness.files.value[harness.drafts[index]]))
    }

    @Test func ctrlCAfterATemplateKeepsTheIssueItWouldHaveMade() throws {
        let pickers: [IssueDraft.Question] = [.labels, .assignees, .milestone, .type]
        // "Bug report" (Enter, or 1), a title, then Ctrl-C at Body; or at Labels, where "bug" is preselected. The
        // recovery asks what was left: the body (Enter keeps it), then the pickers (Enter keeps "bug"), then "Submit".
        for (input, question, unanswered, answers) in [
            ("\ntmpl title\n", "? Body [(e) to launch vi, enter to skip] ", [.body] + pickers, "\n\n\n\n1\n"),
            ("1\ntmpl title\n\n", "  1. [x] bug  Something isn't working\n", pickers, "\n\n\n1\n"),
        ] {
            let template = IssueDraft(repository: "octocat/Hello-World", title: "[BUG] tmpl title",
                                      body: "**Describe the bug**\n", labels: ["bug"], assignees: [], milestone: nil,
                                      unanswered: unanswered)
            let harness = Self.catchingHarness(Locked(false))
            let (code, io) = harness.run(["-R", "octocat/Hello-World"], input: input, terminal: true, interrupted: true)
            #expect(code == .cancelled)
            #expect(io.error.contains(question))
            #expect(io.error.hasSuffix("\ncancelled\nYour text is saved. To restore: gh-lite new-issue octocat/Hello-World "
                                       + "--recover /home/u/.cache/gh-lite/drafts/new-issue-20240601T120000Z.json\n"))
            #expect(try Self.draft(harness) == template)
            #expect(harness.sent.value.isEmpty)

            // Recovered, it is the issue the template would have made: "Submit" at "What's next?" sends it.
            let path = harness.drafts[0]
            let (recovered, recoveredIO) = harness.run(["--recover", path], input: answers, terminal: true)
            #expect(recovered == .ok, "\(recoveredIO.error)")
            #expect(recoveredIO.error.contains("Recovered from \(path):\n  Title: [BUG] tmpl title\n  Labels: bug\n"))
            #expect(recoveredIO.error.contains("? Body") == unanswered.contains(.body))
            #expect(!recoveredIO.error.contains("? Title"))
            #expect(recoveredIO.error.contains("? Labels"))
            #expect(harness.sent.value == [NewIssueRequest(title: "[BUG] tmpl title", body: "**Describe the bug**\n",
                                                           labels: ["bug"])])
        }
    }

    @Test func ctrlCAtAPickerKeepsWhatWasConfirmedBeforeIt() throws {
        let harness = Self.catchingHarness(Locked(false))
        // "Bug report", a title, the template's body; at Labels drop "bug" and add "documentation"; Ctrl-C at Assignees.
        let (code, _) = harness.run(["-R", "octocat/Hello-World"], input: "1\nCrash\n\n1 2\n\n", terminal: true,
                                    interrupted: true)
        #expect(code == .cancelled)
        #expect(try Self.draft(harness) == IssueDraft(repository: "octocat/Hello-World", title: "[BUG] Crash",
                                                      body: "**Describe the bug**\n", labels: ["documentation"],
                                                      assignees: [], milestone: nil,
                                                      unanswered: [.assignees, .milestone, .type]))
    }

    @Test func ctrlCWithOnlyFlagsGivenKeepsThemAndARecoveryAsksForTheTitle() throws {
        let harness = Self.catchingHarness(Locked(false))
        // Ctrl-C at the template choice: the flags are all there is, and they are kept.
        let (code, _) = harness.run(["-R", "octocat/Hello-World", "-l", "BUG", "-m", "v1.0"], terminal: true, interrupted: true)
        #expect(code == .cancelled)
        let draft = try Self.draft(harness)
        #expect(draft == IssueDraft(repository: "octocat/Hello-World", title: "", body: "", labels: ["bug"], assignees: [],
                                    milestone: "1", unanswered: [.body, .assignees, .type]))
        // The title, then what the flags had not answered: the body (Enter), the assignees (Enter), and "Submit".
        let (recovered, io) = harness.run(["--recover", harness.drafts[0]], input: "Now a title\n\n\n1\n", terminal: true)
        #expect(recovered == .ok, "\(io.error)")
        #expect(!io.error.contains("? Labels") && !io.error.contains("? Milestone"))
        #expect(io.error.contains("? Title (required) "))
        #expect(harness.sent.value == [NewIssueRequest(title: "Now a title", body: "", labels: ["bug"], milestone: 1)])
    }

    @Test func ctrlCAtWhatsNextKeepsTheFlagsTitleAndThePickedLabel() throws {
        let harness = Self.catchingHarness(Locked(false))
        // Blank issue, Enter for no body, toggle "bug" and finish; assignee and milestone by flag; Ctrl-C at "What's next?".
        let (code, io) = harness.run(["-R", "octocat/Hello-World", "-t", "From the flag", "-a", "octocat", "-m", "1"],
                                     input: "3\n\n1\n\n", terminal: true, interrupted: true)
        #expect(code == .cancelled)
        #expect(io.error.contains("? What's next?"))
        let draft = try JSONDecoder().decode(IssueDraft.self, from: try #require(harness.files.value[harness.drafts.first ?? ""]))
        #expect(draft == IssueDraft(repository: "octocat/Hello-World", title: "From the flag", body: "", labels: ["bug"],
                                    assignees: ["octocat"], milestone: "1"))
    }

    @Test func serverTextInThePickersCannotReachTheTerminalRaw() {
        let harness = Harness(configure: { environment in
            environment.gitHub.listLabels = { _ in [Label(name: "\u{1B}[31mred\u{1B}[0m", description: "tab\there\u{202E}")] }
        })
        // Blank issue, keep the empty body, toggle the one label, done, submit.
        let (code, io) = harness.run(["-R", "octocat/Hello-World", "-t", "T", "-a", "octocat", "-m", "1"],
                                     input: "3\n\n1\n\n1\n", terminal: true)
        #expect(code == .ok)
        #expect(io.error.contains("  1. [ ] ^[[31mred^[[0m  tab here\n"))
        #expect(!io.error.contains("\u{1B}"))
        #expect(harness.sent.value.last?.labels == ["\u{1B}[31mred\u{1B}[0m"])
    }

    @Test func ctrlCInTheEditorCancelsAndKeepsWhatItsFileHeld() throws {
        // The file as the editor left it, or no file at all: then the body it was opened on.
        for (text, body) in [("Written before Ctrl-C\n", "Written before Ctrl-C"), (nil, "**Describe the bug**\n")] {
            let harness = Harness(configure: { $0.editor.edit = { _, _, _ in throw EditorInterrupted(text: text) } })
            // "Bug report", a title, `e` at Body.
            let (code, io) = harness.run(["-R", "octocat/Hello-World"], input: "1\nCrash\ne\n", terminal: true)
            #expect(code == .cancelled)
            #expect(io.error.hasSuffix("enter to skip] \ncancelled\nYour text is saved. To restore: gh-lite new-issue "
                                       + "octocat/Hello-World --recover /home/u/.cache/gh-lite/drafts/new-issue-20240601T120000Z.json\n"))
            #expect(try Self.draft(harness) == IssueDraft(repository: "octocat/Hello-World", title: "[BUG] Crash", body: body,
                                                          labels: ["bug"], assignees: [], milestone: nil,
                                                          unanswered: [.body, .labels, .assignees, .milestone, .type]))
            #expect(harness.sent.value.isEmpty)
        }
    }

    // MARK: Editor mode

    @Test func editorModeTakesTheTitleFromTheFirstLine() {
        let harness = Harness(edit: { _ in "Title line\n\n\nBody line 1\nBody line 2" })
        let (code, _) = harness.run(["-R", "octocat/Hello-World", "-e", "-T", "Bug report"], terminal: true)
        #expect(code == .ok)
        #expect(harness.edited.value == ["[BUG] \n\n**Describe the bug**\n"])
        #expect(harness.sent.value == [NewIssueRequest(title: "Title line", body: "Body line 1\nBody line 2", labels: ["bug"])])
    }

    @Test func editorModeNeedsATerminal() {
        let (code, io) = Harness().run(["-R", "octocat/Hello-World", "-e"], terminal: false)
        #expect(code == .error)
        #expect(io.error == "`--editor` is not supported in non-tty mode\n")
    }

    @Test func anEmptyTitleFromTheEditorKeepsTheBodyInADraft() throws {
        let harness = Harness(edit: { _ in "\nA body worth keeping" })
        let (code, io) = harness.run(["-R", "octocat/Hello-World", "-e"], terminal: true)
        #expect(code == .error)
        #expect(io.error.contains("title can't be blank\nYour text is saved. To restore: gh-lite new-issue octocat/Hello-World --recover /home/u/.cache/gh-lite/drafts/new-issue-20240601T120000Z.json\n"))
        #expect(harness.sent.value.isEmpty)
        let draft = try JSONDecoder().decode(IssueDraft.self, from: try #require(harness.files.value[harness.drafts[0]]))
        #expect(draft.body == "A body worth keeping")
    }

    // MARK: Drafts

    @Test func aFailedCreateIsSavedAndRecoveredWithoutBeingResent() throws {
        let fail = Locked(true)
        let harness = Harness(create: { request in
            if fail.value { throw GitHubAPIError(status: 502, message: "Bad Gateway", url: "u") }
            return CreatedIssue(number: 9, htmlURL: "https://github.com/octocat/Hello-World/issues/9", labels: request.labels)
        })
        let (code, io) = harness.run(["-R", "octocat/Hello-World", "-t", "Crash", "-b", "Steps", "-l", "bug"], terminal: false)
        #expect(code == .error)
        #expect(harness.sent.value.count == 1)
        let path = try #require(harness.drafts.first)
        #expect(io.error == """
            could not create the issue in octocat/Hello-World: HTTP 502: Bad Gateway
            The issue may have been created anyway: check https://github.com/octocat/Hello-World/issues before you try again.
            Your text is saved. To restore: gh-lite new-issue octocat/Hello-World --recover \(path)

            """)

        fail.withLock { $0 = false }
        let (recovered, recoveredIO) = harness.run(["octocat/Hello-World", "--recover", path], terminal: false)
        #expect(recovered == .ok)
        #expect(recoveredIO.output == "https://github.com/octocat/Hello-World/issues/9\n")
        #expect(harness.sent.value.count == 2)
        #expect(harness.sent.value[1] == harness.sent.value[0])
        #expect(harness.drafts.isEmpty)
    }

    @Test func aListThatFailsAfterTheTitleWasTypedKeepsTheText() throws {
        let harness = Harness(configure: { environment in
            environment.gitHub.listLabels = { _ in throw GitHubAPIError(status: 500, message: "Server Error", url: "u") }
        })
        let (code, io) = harness.run(["-R", "octocat/Hello-World", "-b", "B"], input: "My title\n", terminal: true)
        #expect(code == .error)
        #expect(io.error.contains("HTTP 500: Server Error (u)\nYour text is saved."))
        let draft = try JSONDecoder().decode(IssueDraft.self, from: try #require(harness.files.value[harness.drafts[0]]))
        #expect(draft.title == "My title")
        #expect(harness.sent.value.isEmpty)
    }

    @Test func aRecoveredDraftOnATerminalGoesStraightToTheLastQuestion() throws {
        let harness = Harness()
        let draft = IssueDraft(repository: "octocat/Hello-World", title: "Saved", body: "Saved body", labels: ["bug"],
                               assignees: [], milestone: "1")
        harness.files.withLock { $0["/tmp/d.json"] = try! draft.encoded() }
        let (code, io) = harness.run(["-R", "octocat/Hello-World", "--recover", "/tmp/d.json", "-t", "New title"],
                                     input: "1\n", terminal: true)
        #expect(code == .ok)
        #expect(!io.error.contains("? Labels"))
        #expect(harness.sent.value == [NewIssueRequest(title: "New title", body: "Saved body", labels: ["bug"], milestone: 1)])
        #expect(harness.files.value["/tmp/d.json"] == nil)
    }

    @Test func aRecoveredBlankTitleIsRefusedWithoutATerminalBeforeAnyRequest() throws {
        let harness = Harness()
        let draft = IssueDraft(repository: "octocat/Spoon-Knife", title: " ", body: "Saved body")
        harness.files.withLock { $0["/tmp/d.json"] = try! draft.encoded() }
        let (code, io) = harness.run(["octocat/Spoon-Knife", "--recover", "/tmp/d.json"], terminal: false)
        #expect(code == .error)
        #expect(io.error == "must provide --title when not running interactively\n")
        #expect(harness.sent.value.isEmpty)
        #expect(harness.drafts.isEmpty)
        #expect(harness.files.value["/tmp/d.json"] != nil)

        let (titled, _) = harness.run(["octocat/Spoon-Knife", "--recover", "/tmp/d.json", "-t", "Given now"], terminal: false)
        #expect(titled == .ok)
        #expect(harness.sent.value == [NewIssueRequest(title: "Given now", body: "Saved body")])
    }

    @Test func withNoRepositoryAnywhereADraftGoesToItsOwn() throws {
        let harness = Harness(configure: { $0.git.list = { [] } })
        let draft = IssueDraft(repository: "octocat/Spoon-Knife", title: "Saved", body: "Saved body")
        harness.files.withLock { $0["/tmp/d.json"] = try! draft.encoded() }
        let (code, io) = harness.run(["--recover", "/tmp/d.json"], terminal: false)
        #expect(code == .ok)
        #expect(io.output == "https://github.com/octocat/Spoon-Knife/issues/101\n")
        #expect(harness.sent.value == [NewIssueRequest(title: "Saved", body: "Saved body")])
    }

    @Test(arguments: [
        (["-R", "octocat/Hello-World"], [:]),
        (["octocat/Hello-World"], [:]),
        ([], ["GH_REPO": "octocat/Hello-World"]),
        ([], [:]),  // the mock's git remote: octocat/Hello-World
    ] as [([String], [String: String])])
    func aDraftIsNeverSentToAnotherRepository(arguments: [String], variables: [String: String]) throws {
        let harness = Harness()
        let draft = IssueDraft(repository: "octocat/Spoon-Knife", title: "Saved", body: "Saved body")
        harness.files.withLock { $0["/tmp/d.json"] = try! draft.encoded() }
        let (code, io) = harness.run(arguments + ["--recover", "/tmp/d.json"], terminal: false,
                                     variables: variables.merging(["HOME": "/home/u"]) { $1 })
        #expect(code == .error)
        #expect(io.error == "the draft /tmp/d.json is for octocat/Spoon-Knife, not octocat/Hello-World: "
                            + "run `gh-lite new-issue octocat/Spoon-Knife --recover /tmp/d.json`\n")
        #expect(harness.sent.value.isEmpty)
        #expect(harness.files.value["/tmp/d.json"] != nil)
    }

    // MARK: Web

    @Test func webOpensTheNewIssuePageFilledIn() {
        let harness = Harness()
        let (code, io) = harness.run(["-R", "octocat/Hello-World", "-w", "-t", "A title", "-l", "bug", "-a", "@me"], terminal: true)
        #expect(code == .ok)
        #expect(io.output.isEmpty)
        #expect(io.error == "Opening https://github.com/octocat/Hello-World/issues/new in your browser.\n")
        #expect(harness.opened.value == ["https://github.com/octocat/Hello-World/issues/new?title=A%20title&labels=bug&assignees=octocat"])
        #expect(harness.sent.value.isEmpty)
    }
}
