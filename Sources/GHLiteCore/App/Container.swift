/// Knows the services and builds one model per command; each feature binds the command's arguments into its
/// model's environment itself (`*ModelEnvironment.bound`), so a model never sees a whole service.
public struct Container: Sendable {
    public var environment: ContainerEnvironment
    public var configuration: Configuration
    private let runCache = RunCache()

    public init(environment: ContainerEnvironment, configuration: Configuration) {
        self.environment = environment
        self.configuration = configuration
    }

    public func makeReposModel(owner: String?) -> ReposModel {
        ReposModel(environment: .bound(to: environment, owner: owner))
    }

    public func makeSearchIssuesModel() -> SearchIssuesModel {
        SearchIssuesModel(environment: .bound(to: environment, configuration: configuration))
    }

    public func makeApiModel(io: IO) -> ApiModel {
        ApiModel(environment: .bound(to: environment, configuration: configuration, io: io, repository: {
            try GHLiteCore.resolveRepository(nil, configuration: configuration, remotes: environment.git,
                                             howToName: "set GH_REPO=OWNER/REPO for {owner} and {repo}, or write them")
        }))
    }

    public func makeCacheModel() -> CacheModel {
        CacheModel(environment: .bound(to: environment))
    }

    public func makeConfigModel() -> ConfigModel {
        ConfigModel(environment: .bound(to: environment, configuration: configuration))
    }

    public func makeAliasModel() -> AliasModel {
        AliasModel(environment: .bound(to: environment, configuration: configuration))
    }

    public func makeLoginModel() -> LoginModel {
        LoginModel(environment: .bound(to: environment, configuration: configuration))
    }

    public func makeAuthModel() -> AuthModel {
        AuthModel(environment: .bound(to: environment, configuration: configuration))
    }

    public func makeIssueModel(repo: RepoRef) -> IssueModel {
        IssueModel(environment: .bound(to: environment, repo: repo, configuration: configuration,
                                      mirror: mirrorAccess(repo: repo)))
    }

    public func makeIssueStatusModel(repo: RepoRef) -> IssueStatusModel {
        IssueStatusModel(environment: .bound(to: environment, repo: repo))
    }

    public func makeIssueStateModel(repo: RepoRef, io: IO, style: TerminalStyle) -> IssueStateModel {
        IssueStateModel(environment: .bound(to: environment, repo: repo, io: io, style: style, configuration: configuration))
    }

    public func makeIssueCommentModel(repo: RepoRef, io: IO, style: TerminalStyle) -> IssueCommentModel {
        IssueCommentModel(repository: repo, webURL: repo.webURL(host: configuration.host),
                          environment: .bound(to: environment, configuration: configuration, repo: repo, io: io, style: style))
    }

    public func makeIssueLockPinModel(repo: RepoRef, io: IO, style: TerminalStyle) -> IssueLockPinModel {
        IssueLockPinModel(environment: .bound(to: environment, repo: repo, io: io, style: style, configuration: configuration))
    }

    public func makeIssueDeleteModel(repo: RepoRef, io: IO, style: TerminalStyle) -> IssueDeleteModel {
        IssueDeleteModel(environment: .bound(to: environment, repo: repo, io: io, style: style))
    }

    public func makeIssueTransferModel(repo: RepoRef) -> IssueTransferModel {
        IssueTransferModel(environment: .bound(to: environment, repo: repo))
    }

    public func makeIssueEditModel(repo: RepoRef, io: IO, style: TerminalStyle) -> IssueEditModel {
        IssueEditModel(repository: repo, environment: .bound(to: environment, repo: repo, io: io, style: style,
                                                             configuration: configuration, runCache: runCache,
                                                             mirror: mirrorAccess(repo: repo)))
    }

    public func makeLabelsModel(repo: RepoRef) -> LabelsModel {
        LabelsModel(environment: .bound(to: environment, repo: repo, host: configuration.host))
    }

    public func makeMilestonesModel(repo: RepoRef) -> MilestonesModel {
        MilestonesModel(environment: .bound(to: environment, repo: repo))
    }

    public func makeNewIssueModel(repo: RepoRef, templatesFromCheckout: Bool) -> NewIssueModel {
        NewIssueModel(repository: repo, webURL: repo.webURL(host: configuration.host), environment: .bound(
            to: environment, configuration: configuration, repo: repo, templatesFromCheckout: templatesFromCheckout,
            runCache: runCache, mirror: mirrorAccess(repo: repo)))
    }

    public func makeOptionSelectModel(repo: RepoRef, kind: OptionSelectModel.Kind) -> OptionSelectModel {
        OptionSelectModel(kind: kind, environment: .bound(to: environment, repo: repo, kind: kind, runCache: runCache))
    }

    public func makeCompletionValuesModel() -> CompletionValuesModel {
        CompletionValuesModel(environment: .bound(to: environment, mirror: mirrorAccess,
                                                  configDirectory: configuration.configDirectory),
                              configuration: configuration)
    }

    /// The signed-in account's outbox, sent to GitHub; not signed in is exit 4.
    public func makeSyncModel() throws -> SyncModel {
        SyncModel(environment: try .bound(to: environment, configuration: configuration))
    }

    /// Where `--offline` writes, and writes GitHub could not be reached for, wait for `sync`.
    public func makeOutboxQueue() -> OutboxQueue {
        .bound(to: environment, configuration: configuration)
    }

    /// The repository a command means: the one named, else `GH_REPO`, else the current directory's git remotes,
    /// else `fallback`. A command resolves it once, where it starts, and passes the `RepoRef` to all it does.
    public func resolveRepository(_ named: RepoRef?, otherwise fallback: RepoRef? = nil) throws -> RepoRef {
        try GHLiteCore.resolveRepository(named, configuration: configuration, remotes: environment.git, otherwise: fallback)
    }

    /// The draft `issue create --recover` names, read before there is a model: it may be what names the repository.
    public func readIssueDraft(_ path: String) throws -> IssueDraft {
        try IssueDraft.read(path, readFile: environment.files.readFile)
    }
}
