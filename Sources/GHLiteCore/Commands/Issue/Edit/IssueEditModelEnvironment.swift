/// What editing issues may call, each named as the `GitHubClient` operation it is, with the repository already
/// bound in; the local files a body comes from and a draft goes to; and how a run over several issues asks,
/// waits and stops. Every closure starts out failing with "unimplemented: IssueEditModelEnvironment.NAME" (that
/// is `.failing`); tests override what their case needs.
public struct IssueEditModelEnvironment: Sendable {
    /// Within the repository: `bound` adds the `repo:` qualifier.
    public var searchIssues: @Sendable (IssueSearchQuery) throws -> IssueSearchPage
        = { _ in throw Unimplemented("IssueEditModelEnvironment.searchIssues") }
    public var getIssue: @Sendable (_ number: Int) throws -> Issue
        = { _ in throw Unimplemented("IssueEditModelEnvironment.getIssue") }
    /// The issues to edit with the lists their names are checked against (and the login, for `@me`) and, for a type
    /// or link change, the owner's types and the issues named with their links: one request.
    public var lookUpRepository: @Sendable (RepositoryLookupQuery) throws -> RepositoryLookup
        = { _ in throw Unimplemented("IssueEditModelEnvironment.lookUpRepository") }
    /// One issue's changes as one GraphQL document, sent once: what GitHub refused, and the issue as it answered.
    public var editIssue: @Sendable (IssueEditMutations) throws -> IssueEditAnswer
        = { _ in throw Unimplemented("IssueEditModelEnvironment.editIssue") }
    /// Re-reads the links of these issues into the local mirror, those it holds (`MirrorAccess.refreshLinks`).
    public var refreshMirroredLinks: @Sendable (_ numbers: [Int]) -> Void
        = { _ in _ = Unimplemented("IssueEditModelEnvironment.refreshMirroredLinks") }
    /// The GitHub host the repository is on (`github.com`, or an Enterprise server's).
    public var host = "github.com"
    /// A local body file, at most `maximumBytes` + 1 bytes of it; nil when it does not exist.
    public var readFile: @Sendable (_ path: String, _ maximumBytes: Int) throws -> Data?
        = { _, _ in throw Unimplemented("IssueEditModelEnvironment.readFile") }
    /// Writes a draft privately under the cache directory and returns its path.
    public var saveDraft: @Sendable (_ number: Int, Data) throws -> String
        = { _, _ in throw Unimplemented("IssueEditModelEnvironment.saveDraft") }
    public var removeFile: @Sendable (_ path: String) throws -> Void
        = { _ in throw Unimplemented("IssueEditModelEnvironment.removeFile") }
    /// Opens the text in the user's editor and returns what they saved.
    public var editText: @Sendable (_ text: String) throws -> String
        = { _ in throw Unimplemented("IssueEditModelEnvironment.editText") }
    public var bulk = BulkRunEnvironment.failing

    public init() {}

    public static var failing: IssueEditModelEnvironment { IssueEditModelEnvironment() }
}

extension IssueEditModelEnvironment {
    /// `repo`'s issues and lists from `services` (the lists fetched once per run); questions on `io`'s terminal.
    static func bound(to services: ContainerEnvironment, repo: RepoRef, io: IO, style: TerminalStyle,
                      configuration: Configuration, runCache: RunCache, mirror: MirrorAccess?) -> IssueEditModelEnvironment {
        let gitHub = services.gitHub
        let lists = RepositoryLists(gitHub: gitHub, repo: repo, runCache: runCache)
        var environment = IssueEditModelEnvironment()
        environment.searchIssues = { query in try gitHub.searchIssues(query.restricted(to: repo)) }
        environment.getIssue = { number in try gitHub.getIssue(repo, number) }
        environment.lookUpRepository = lists.lookUp
        environment.editIssue = gitHub.editIssue
        environment.refreshMirroredLinks = { numbers in mirror?.refreshLinks(of: numbers, in: repo, gitHub: gitHub) }
        environment.host = repo.host ?? configuration.host
        environment.readFile = services.files.readFile
        environment.saveDraft = { number, data in
            try DraftFiles.saver(prefix: "issue-edit-\(number)", services: services, configuration: configuration)(data)
        }
        environment.removeFile = services.files.removeFile
        environment.editText = { text in try services.editor.edit(configuration.editor, text, "ISSUE_BODY.md") }
        environment.bulk = .bound(to: services, io: io, style: style, configuration: configuration)
        return environment
    }
}
