import GHLiteCore
import GHLiteMock
import Testing

@Suite(.strictDoubles) struct NewIssueModelTests {
    static let repo = RepoRef(owner: "octocat", name: "Hello-World")
    static let labels = ["bug", "documentation", "help wanted"].map { Label(name: $0) }
    static let milestones = [Milestone(number: 1, title: "v1.0"), Milestone(number: 4, title: "Someday", state: "closed")]

    /// The one lookup, answering what it is asked from these lists; `asked` gets each query.
    static func lookUp(labels: [Label] = [], assignees: [String] = [], milestones: [Milestone] = [],
                       viewer: String? = nil, asked: Locked<[RepositoryLookupQuery]> = Locked([]))
        -> @Sendable (RepositoryLookupQuery) throws -> RepositoryLookup {
        { query in
            asked.withLock { $0.append(query) }
            return RepositoryLookup(labels: query.labels ? labels : [], assignees: query.assignees ? assignees : [],
                                    milestones: query.milestones ? milestones : [],
                                    viewerLogin: query.viewerLogin ? viewer : nil)
        }
    }

    func model(_ configure: (inout NewIssueModelEnvironment) -> Void) -> NewIssueModel {
        var environment = NewIssueModelEnvironment.failing
        configure(&environment)
        return NewIssueModel(repository: Self.repo, webURL: "https://github.com/octocat/Hello-World", environment: environment)
    }

    // MARK: Checking names

    @Test func namesMatchWithoutCaseAndComeBackAsGitHubSpellsThem() throws {
        let asked = Locked<[RepositoryLookupQuery]>([])
        let model = model {
            $0.lookUpRepository = Self.lookUp(labels: Self.labels, assignees: ["octocat", "hubot"], milestones: Self.milestones,
                                              viewer: "hubot", asked: asked)
        }
        let (metadata, warnings) = try model.resolve(WantedMetadata(labels: ["BUG", "Help Wanted", "bug"],
                                                                    assignees: ["OctoCat", "@me"], milestone: "someday"))
        #expect(metadata == IssueMetadata(labels: ["bug", "help wanted"], assignees: ["octocat", "hubot"],
                                          milestone: Milestone(number: 4, title: "Someday", state: "closed")))
        #expect(warnings.isEmpty)
        #expect(asked.value == [RepositoryLookupQuery(labels: true, assignees: true, milestones: true, viewerLogin: true)])
    }

    @Test func aMilestoneMayBeNamedByNumber() throws {
        let model = model { $0.lookUpRepository = Self.lookUp(milestones: Self.milestones) }
        #expect(try model.resolve(WantedMetadata(milestone: "#1")).metadata.milestone?.number == 1)
        #expect(try model.resolve(WantedMetadata(milestone: "4")).metadata.milestone?.title == "Someday")
    }

    @Test func onlyTheListsThatAreNeededAreFetched() throws {
        // The lookup throws "unimplemented": it may not be called when nothing is asked for.
        let (metadata, _) = try model { _ in }.resolve(WantedMetadata())
        #expect(metadata == IssueMetadata())
        let asked = Locked<[RepositoryLookupQuery]>([])
        let labelsOnly = model { $0.lookUpRepository = Self.lookUp(labels: Self.labels, asked: asked) }
        #expect(try labelsOnly.resolve(WantedMetadata(labels: ["bug"])).metadata.labels == ["bug"])
        #expect(asked.value == [RepositoryLookupQuery(labels: true)])
    }

    @Test func everyUnknownNameIsReportedWithCloseMatches() {
        let model = model {
            $0.lookUpRepository = Self.lookUp(labels: Self.labels, assignees: ["octocat", "hubot"], milestones: Self.milestones)
        }
        #expect(throws: MetadataError(problems: [
            "no label \"bugg\" in octocat/Hello-World; did you mean 'bug'?",
            "no label \"wontfix\" in octocat/Hello-World; see its labels with `gh-lite label list -R octocat/Hello-World`",
            "no assignable user \"octocatt\" in octocat/Hello-World; did you mean 'octocat'?",
            "no milestone \"v1.1\" in octocat/Hello-World; did you mean 'v1.0'?",
        ])) {
            try model.resolve(WantedMetadata(labels: ["bugg", "wontfix"], assignees: ["octocatt"], milestone: "v1.1"))
        }
    }

    @Test func aTemplatesUnknownNamesAreLeftOutWithAWarning() throws {
        let model = model { $0.lookUpRepository = Self.lookUp(labels: Self.labels, assignees: ["octocat"]) }
        let (metadata, warnings) = try model.resolve(WantedMetadata(templateLabels: ["bug", "triage"],
                                                                    templateAssignees: ["monalisa"]))
        #expect(metadata.labels == ["bug"])
        #expect(metadata.assignees.isEmpty)
        #expect(warnings == ["the template's label 'triage' is not in octocat/Hello-World: left out",
                             "the template's assignee 'monalisa' cannot be assigned in octocat/Hello-World: left out"])
    }

    // MARK: Creating

    @Test func createsOnceAndReportsWhatGitHubDropped() throws {
        let sent = Locked<[NewIssueRequest]>([])
        let model = model {
            $0.createIssue = { request in
                sent.withLock { $0.append(request) }
                return CreatedIssue(number: 81, htmlURL: "https://github.com/octocat/Hello-World/issues/81", labels: ["BUG"])
            }
        }
        let submission = NewIssueSubmission(title: "Crash", body: "Steps", metadata: IssueMetadata(
            labels: ["bug", "documentation"], assignees: ["octocat"], milestone: Milestone(number: 1, title: "v1.0")))
        let outcome = try model.create(submission)
        guard case .created(let result) = outcome else {
            Issue.record("not created: \(outcome)")
            return
        }
        #expect(result.issue.number == 81)
        #expect(result.dropped == DroppedOptions(labels: ["documentation"], assignees: ["octocat"], milestone: "v1.0"))
        #expect(sent.value == [NewIssueRequest(title: "Crash", body: "Steps", labels: ["bug", "documentation"],
                                               assignees: ["octocat"], milestone: 1)])
    }

    @Test func aServerErrorSavesTheDraftSaysTheIssueMayExistAndIsNotRetried() throws {
        let attempts = Locked(0)
        let saved = Locked<[Data]>([])
        let model = model {
            $0.createIssue = { _ in
                attempts.withLock { $0 += 1 }
                throw GitHubAPIError(status: 502, message: "Bad Gateway", url: "https://api.github.com/repos/octocat/Hello-World/issues")
            }
            $0.saveDraft = { data in
                saved.withLock { $0.append(data) }
                return "/cache/gh-lite/drafts/new-issue-1.json"
            }
        }
        let submission = NewIssueSubmission(title: "Crash", body: "Steps", metadata: IssueMetadata(labels: ["bug"]))
        let error = try #require(throws: UnsavedIssueError.self) { try model.create(submission) }
        #expect(attempts.value == 1)
        #expect(error.draftPath == "/cache/gh-lite/drafts/new-issue-1.json")
        #expect(error.userMessage == """
            could not create the issue in octocat/Hello-World: HTTP 502: Bad Gateway
            The issue may have been created anyway: check https://github.com/octocat/Hello-World/issues before you try again.
            Your text is saved. To restore: gh-lite new-issue octocat/Hello-World --recover /cache/gh-lite/drafts/new-issue-1.json
            """)
        let draft = try JSONDecoder().decode(IssueDraft.self, from: try #require(saved.value.first))
        #expect(draft == IssueDraft(repository: "octocat/Hello-World", title: "Crash", body: "Steps", labels: ["bug"],
                                    assignees: [], milestone: nil))
    }

    @Test func anIssueGitHubCouldNotBeReachedForWaitsInTheOutbox() throws {
        let queued = Locked<[OutboxWrite]>([])
        let model = model {
            $0.createIssue = { _ in throw TransportError(kind: .couldNotResolveHost, host: "api.github.com", detail: "no DNS") }
            $0.enqueue = { write in
                queued.withLock { $0.append(write) }
                return OutboxEntry(id: 7, repository: "octocat/Hello-World", queuedAt: "2026-01-10T12:00:00Z", write: write)
            }
        }
        let submission = NewIssueSubmission(title: "Crash", body: "Steps", metadata: IssueMetadata(
            labels: ["bug"], milestone: Milestone(number: 2, title: "v2")))
        guard case .queued(let entry, let unreachable?) = try model.create(submission) else {
            Issue.record("not queued")
            return
        }
        #expect(entry.id == 7)
        #expect(unreachable.contains("api.github.com"))
        #expect(queued.value == [.create(title: "Crash", body: "Steps", labels: ["bug"], assignees: [], milestone: 2)])
    }

    @Test func a422IsShownFieldByField() throws {
        let client = RESTStub.client([HTTPResponse(status: 422, body: Data("""
            {"message":"Validation Failed","errors":[{"resource":"Issue","field":"title","code":"missing_field"},
            {"resource":"Issue","field":"body","code":"custom","message":"body is too long (maximum is 65536 characters)"},
            {"value":"nobody","resource":"Issue","field":"assignees","code":"invalid"}],
            "documentation_url":"https://docs.github.com/rest/issues/issues#create-an-issue","status":"422"}
            """.utf8))]).client
        let model = model {
            $0.createIssue = { try client.createIssue(Self.repo, $0) }
            $0.saveDraft = { _ in "/d.json" }
        }
        let error = try #require(throws: UnsavedIssueError.self) { try model.create(NewIssueSubmission(title: "x", body: "")) }
        #expect(error.issuesURL == nil)
        #expect(error.userMessage == """
            could not create the issue in octocat/Hello-World: Validation Failed
              title: missing_field
              body: body is too long (maximum is 65536 characters)
              assignees: invalid "nobody"
            Your text is saved. To restore: gh-lite new-issue octocat/Hello-World --recover /d.json
            """)
    }

    @Test func whetherTheIssueMayExistDependsOnHowFarTheRequestGot() {
        let unreadableCreated = RESTStub.client([HTTPResponse(status: 201, body: Data("<html>".utf8))]).client
        let cases: [(String, @Sendable (NewIssueRequest) throws -> CreatedIssue, Bool)] = [
            ("503", { _ in throw GitHubAPIError(status: 503, message: "", url: "") }, true),
            ("404", { _ in throw GitHubAPIError(status: 404, message: "", url: "") }, false),
            ("timeout", { _ in throw TransportError(kind: .timedOut, host: "h", detail: "") }, true),
            ("reset", { _ in throw TransportError(kind: .connectionLost, host: "h", detail: "Connection reset by peer") }, true),
            ("stalled", { _ in throw TransportError(kind: .stalled, host: "h", detail: "") }, true),
            ("no connection", { _ in throw TransportError(kind: .couldNotConnect, host: "h", detail: "") }, false),
            ("connect timeout", { _ in throw TransportError(kind: .connectTimedOut, host: "h", detail: "") }, false),
            ("tls", { _ in throw TransportError(kind: .tls, host: "h", detail: "") }, false),
            ("201 unreadable", { try unreadableCreated.createIssue(Self.repo, $0) }, true),
            ("not signed in", { _ in throw AuthenticationError(host: "github.com", reason: .notSignedIn) }, false),
        ]
        for (name, create, expected) in cases {
            let model = model {
                $0.createIssue = create
                $0.saveDraft = { _ in "/d.json" }
                // Nothing sent but no outbox to take it: the draft, as for any failure.
                $0.enqueue = { _ in throw CommandError("the outbox is damaged") }
            }
            let thrown = #expect(throws: UnsavedIssueError.self) { try model.create(NewIssueSubmission(title: "x", body: "")) }
            #expect((thrown?.issuesURL != nil) == expected, "\(name)")
        }
    }

    @Test func whenEvenTheDraftCannotBeSavedTheTextIsShown() throws {
        let model = model {
            $0.createIssue = { _ in throw AuthenticationError(host: "github.com", reason: .notSignedIn) }
            $0.saveDraft = { _ in throw CommandError("disk full") }
        }
        let error = try #require(throws: UnsavedIssueError.self) {
            try model.create(NewIssueSubmission(title: "Crash", body: "Line 1\nLine 2"))
        }
        #expect(error.exitCode == .authRequired)
        #expect(error.userMessage.hasSuffix("Your text could not be saved (disk full); here it is:\n\nCrash\n\nLine 1\nLine 2"))
    }

    @Test func ctrlCKeepsTypedTextInADraftAndExitsTwo() throws {
        let saved = Locked<[Data]>([])
        let model = model { $0.saveDraft = { data in
            saved.withLock { $0.append(data) }
            return "/cache/gh-lite/drafts/new-issue-1.json"
        } }
        let typed = NewIssueSubmission(title: "Crash", body: "Steps", metadata: IssueMetadata(labels: ["bug"]))
        let error = try #require(model.cancel(typed, givenOnCommandLine: NewIssueOptions().givesIssueContent,
                                              by: Interrupted()) as? UnsavedIssueError)
        #expect(error.exitCode == .cancelled)
        #expect(error.userMessage == """
            cancelled
            Your text is saved. To restore: gh-lite new-issue octocat/Hello-World --recover /cache/gh-lite/drafts/new-issue-1.json
            """)
        let draft = try JSONDecoder().decode(IssueDraft.self, from: try #require(saved.value.first))
        #expect(draft == IssueDraft(repository: "octocat/Hello-World", title: "Crash", body: "Steps", labels: ["bug"],
                                    assignees: [], milestone: nil))
    }

    @Test func ctrlCWithNothingGivenSavesNothingEvenWithATemplatesText() {
        // `.failing`: saving a draft would be an "unimplemented" call, and the error would not be the bare interrupt.
        let model = model { _ in }
        var onlyTheTemplate = NewIssueOptions()
        onlyTheTemplate.template = "Bug report"
        let fromTheTemplate = NewIssueSubmission(title: "", body: "**Describe the bug**\n",
                                                 metadata: IssueMetadata(labels: ["bug"], assignees: ["octocat"]))
        for (typed, options) in [(NewIssueSubmission(title: " ", body: ""), NewIssueOptions()),
                                 (fromTheTemplate, onlyTheTemplate)] {
            let error = model.cancel(typed, givenOnCommandLine: options.givesIssueContent, by: Interrupted())
            #expect(error as? Interrupted == Interrupted())
            #expect(error.userMessage == "cancelled")
            #expect(error.exitCode == .cancelled)
        }
    }

    @Test func ctrlCWithOnlyFlagsGivenKeepsThemInADraft() throws {
        let saved = Locked<[Data]>([])
        let model = model { $0.saveDraft = { data in
            saved.withLock { $0.append(data) }
            return "/d.json"
        } }
        var options = NewIssueOptions()
        options.milestone = "v1.0"
        let issue = NewIssueSubmission(title: "", body: "", metadata: IssueMetadata(milestone: Milestone(number: 1, title: "v1.0")))
        let error = try #require(model.cancel(issue, givenOnCommandLine: options.givesIssueContent, by: Interrupted()) as? UnsavedIssueError)
        #expect(error.draftPath == "/d.json")
        let draft = try JSONDecoder().decode(IssueDraft.self, from: try #require(saved.value.first))
        #expect(draft == IssueDraft(repository: "octocat/Hello-World", title: "", body: "", labels: [], assignees: [],
                                    milestone: "1"))
    }

    @Test func ctrlCInTheEditorKeepsWhatItsFileHeldTrimmedAsAnEdit() {
        let model = model { $0.editText = { _ in throw EditorInterrupted(text: "Half written\n\n") } }
        #expect(throws: EditorInterrupted(text: "Half written")) { try model.edit("") }
    }

    // MARK: Drafts and files

    @Test func aMissingBodyFileIsAnErrorBeforeAnyRequest() {
        let model = model { $0.readFile = { _, _ in nil } }
        #expect(throws: CommandError("could not read the body file notes.md: no such file")) { try model.readBodyFile("notes.md") }
    }

    @Test func theContainerSavesDraftsPrivatelyUnderTheCacheDirectory() throws {
        let files = Locked<[String: Data]>(["/home/u/.cache/gh-lite/drafts/new-issue-20240601T120000Z.json": Data()])
        var environment = ContainerEnvironment.failing
        environment.files = .memory(files)
        environment.clock.now = { MockGitHubData.epoch }
        environment.clock.sleep = { _ in }
        environment.gitHub.createIssue = { _, _ in throw GitHubAPIError(status: 404, message: "Not Found", url: "") }
        let container = Container(environment: environment, configuration: Configuration(variables: ["HOME": "/home/u"]))
        let model = container.makeNewIssueModel(repo: Self.repo, templatesFromCheckout: false)
        let error = try #require(throws: UnsavedIssueError.self) { try model.create(NewIssueSubmission(title: "T", body: "B")) }
        let path = "/home/u/.cache/gh-lite/drafts/new-issue-20240601T120000Z-2.json"
        #expect(error.draftPath == path)
        #expect(error.issuesURL == nil)
        #expect(try JSONDecoder().decode(IssueDraft.self, from: try #require(files.value[path])).title == "T")
    }

    @Test func theContainerOpensTheConfiguredEditorOnAMarkdownFile() throws {
        let calls = Locked<[[String]]>([])
        var environment = ContainerEnvironment.failing
        environment.editor.edit = { command, text, name in
            calls.withLock { $0.append([command, text, name]) }
            return text + "more\n\n\n"
        }
        let container = Container(environment: environment, configuration: Configuration(variables: ["VISUAL": "nano", "EDITOR": "vim"]))
        let model = container.makeNewIssueModel(repo: Self.repo, templatesFromCheckout: false)
        #expect(try model.edit("start ") == "start more")
        #expect(calls.value == [["nano", "start ", "ISSUE_BODY.md"]])
    }

    @Test func templatesComeFromTheCheckoutWhenThereIsOne() throws {
        let files = Locked<[String: Data]>([
            "/src/app/.git/HEAD": Data(),
            "/src/app/.github/ISSUE_TEMPLATE/bug.md": Data("---\nname: Local bug\n---\nbody".utf8),
        ])
        var environment = ContainerEnvironment.failing
        environment.files = .memory(files, currentDirectory: "/src/app/Sources")
        let container = Container(environment: environment, configuration: Configuration(variables: [:]))
        let local = container.makeNewIssueModel(repo: Self.repo, templatesFromCheckout: true)
        #expect(try local.templates().templates.map(\.name) == ["Local bug"])
        let asked = Locked<[String]>([])
        environment.gitHub.getContents = { repo, path in
            asked.withLock { $0.append("\(repo) \(path)") }
            throw GitHubAPIError(status: 404, message: "Not Found", url: "mock://contents")
        }
        let remote = Container(environment: environment, configuration: Configuration(variables: [:]))
            .makeNewIssueModel(repo: Self.repo, templatesFromCheckout: false)
        #expect(try remote.templates().templates.isEmpty)
        #expect(asked.value.first == "\(Self.repo) .github", "the repository's own templates were asked for")
    }
}
