/// Knows the services and builds one model per command, binding the command's arguments into
/// the closures it hands over: a model never sees a whole service.
public struct Container: Sendable {
    public var environment: ContainerEnvironment
    public var configuration: Configuration
    private let labels = OncePerRun<[Label]>()
    private let assignees = OncePerRun<[String]>()

    public init(environment: ContainerEnvironment, configuration: Configuration) {
        self.environment = environment
        self.configuration = configuration
    }

    public func makeReposModel(owner: String?) -> ReposModel {
        let gitHub = environment.gitHub
        return ReposModel(environment: ReposModelEnvironment(
            requestViewerRepos: { query in try gitHub.listRepos(nil, query) },
            namedOwner: owner.map { owner in ReposModelEnvironment.NamedOwner(
                requestOrganizationRepos: { query in try gitHub.listOrganizationRepos(owner, query) },
                requestUserRepos: { query in try gitHub.listRepos(owner, query) },
                // Logins are ASCII and GitHub ignores their case.
                isViewer: { try gitHub.viewerLogin().lowercased() == owner.lowercased() }) }))
    }

    /// Signs in to this host: the client id and the host's token key are bound in here.
    public func makeLoginModel() -> LoginModel {
        let environment = self.environment
        let configuration = self.configuration
        @Sendable func clientID() throws -> String {
            guard let clientID = configuration.clientID else { throw LoginError.missingClientID(host: configuration.host) }
            return clientID
        }
        return LoginModel(environment: LoginModelEnvironment(
            requestDeviceCode: { scopes in try environment.deviceFlow.requestCode(clientID(), scopes) },
            pollForToken: { code in try environment.deviceFlow.pollToken(clientID(), code.deviceCode) },
            fetchUser: { token in try environment.gitHub.getAuthenticatedUser(AuthToken(value: token, source: .unsaved)) },
            saveToken: { token in try environment.tokens.write(configuration.tokenKey, token) },
            openBrowser: environment.browser.open,
            sleep: environment.clock.sleep,
            now: environment.clock.now,
            catchInterrupts: environment.interrupts.startCatching,
            checkInterrupted: environment.interrupts.check))
    }

    /// This host's sign-in as it stands, for `auth status`, `auth token` and `auth logout`.
    public func makeAuthModel() -> AuthModel {
        let environment = self.environment
        let configuration = self.configuration
        return AuthModel(environment: AuthModelEnvironment(
            currentToken: { try environment.tokens.current(for: configuration) },
            fetchUser: environment.gitHub.getAuthenticatedUser,
            deleteStoredToken: { try environment.tokens.delete(configuration.tokenKey) }))
    }

    /// The repository a command means: the one named, else `GH_REPO`, else the current directory's git remotes,
    /// else `fallback`.
    public func resolveRepository(_ named: String?, otherwise fallback: RepoRef? = nil) throws -> RepoRef {
        try GHLiteCore.resolveRepository(named, configuration: configuration, remotes: environment.git, otherwise: fallback)
    }

    /// The draft `new-issue --recover` names, read before there is a model: it may be what names the repository.
    public func readIssueDraft(_ path: String) throws -> IssueDraft {
        try IssueDraft.read(path, readFile: environment.files.readFile)
    }

    public func makeIssueModel(repo: RepoRef) -> IssueModel {
        let gitHub = environment.gitHub
        let browser = environment.browser
        let webURL = "https://\(configuration.host)/\(repo.owner)/\(repo.name)/"
        return IssueModel(environment: IssueModelEnvironment(
            requestIssues: { query in try gitHub.listIssues(repo, query) },
            requestIssueConnection: { query in try gitHub.listRepositoryIssues(repo, query) },
            searchIssues: { query in try gitHub.searchIssues(query.restricted(to: repo)) },
            requestIssue: { number in try gitHub.getIssue(repo, number) },
            requestComments: { number, query in try gitHub.listIssueComments(repo, number, query) },
            requestMilestones: { query in try gitHub.listMilestones(repo, query) },
            requestViewerLogin: { try gitHub.viewerLogin() },
            openInBrowser: { path in
                try browser.open(webURL + path)
                return webURL + path
            }))
    }

    /// Creating an issue in `repo`. Templates come from the local checkout when `templatesFromCheckout`
    /// (no repository was named) and there is one, else through the contents API.
    public func makeNewIssueModel(repo: RepoRef, templatesFromCheckout: Bool) -> NewIssueModel {
        let gitHub = environment.gitHub
        let files = environment.files
        let editor = environment.editor
        let clock = environment.clock
        let editorCommand = configuration.editor
        let drafts = configuration.cacheDirectory + "/drafts"
        let (labels, assignees) = (self.labels, self.assignees)
        return NewIssueModel(repository: repo, webURL: "https://\(configuration.host)/\(repo.owner)/\(repo.name)",
                             environment: NewIssueModelEnvironment(
            listLabels: { try labels.value(for: "\(repo)") { try gitHub.listLabels(repo) } },
            listAssignees: { try assignees.value(for: "\(repo)") { try gitHub.listAssignees(repo) } },
            listMilestones: { try Page.all { try gitHub.listMilestones(repo, MilestonesQuery(state: .all, pageURL: $0)) } },
            viewerLogin: { try gitHub.viewerLogin() },
            createIssue: { request in try gitHub.createIssue(repo, request) },
            loadTemplates: {
                let root = try templatesFromCheckout
                    ? IssueTemplates.Source.checkoutRoot(from: files.currentDirectory(), listDirectory: files.listDirectory)
                    : nil
                return try IssueTemplates.load(from: root.map {
                    .checkout(root: $0, files: files)
                } ?? .contents { path in try gitHub.getContents(repo, path) })
            },
            readFile: files.readFile,
            saveDraft: { data in
                let name = try IssueDraft.fileName(at: clock.now()) { try files.readFile(drafts + "/" + $0, 0) != nil }
                try files.writeFile(drafts + "/" + name, data)
                return drafts + "/" + name
            },
            removeFile: files.removeFile,
            editText: { text in try editor.edit(editorCommand, text, "ISSUE_BODY.md") },
            openInBrowser: environment.browser.open,
            catchInterrupts: environment.interrupts.startCatching))
    }

    /// A picker over one of `repo`'s lists: labels, assignable people, or open milestones.
    public func makeOptionSelectModel(repo: RepoRef, kind: OptionSelectModel.Kind) -> OptionSelectModel {
        let gitHub = environment.gitHub
        let (labels, assignees) = (self.labels, self.assignees)
        let load: @Sendable () throws -> [OptionSelectModel.Option]
        switch kind {
        case .labels:
            load = { try labels.value(for: "\(repo)") { try gitHub.listLabels(repo) }.map(OptionSelectModel.Option.init(label:)) }
        case .assignees:
            load = {
                try assignees.value(for: "\(repo)") { try gitHub.listAssignees(repo) }.map(OptionSelectModel.Option.init(assignee:))
            }
        case .milestone:
            load = {
                try Page.all { try gitHub.listMilestones(repo, MilestonesQuery(state: .open, pageURL: $0)) }
                    .map(OptionSelectModel.Option.init(milestone:))
            }
        }
        return OptionSelectModel(kind: kind, environment: OptionSelectModelEnvironment(loadOptions: load))
    }
}
