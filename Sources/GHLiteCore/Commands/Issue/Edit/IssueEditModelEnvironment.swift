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
    /// Sent once; answers the issue as GitHub now has it.
    public var updateIssue: @Sendable (_ number: Int, IssueUpdate) throws -> Issue
        = { _, _ in throw Unimplemented("IssueEditModelEnvironment.updateIssue") }
    /// Each sent once, answering the issue's labels now.
    public var addLabelsToIssue: @Sendable (_ number: Int, _ names: [String]) throws -> [Label]
        = { _, _ in throw Unimplemented("IssueEditModelEnvironment.addLabelsToIssue") }
    public var removeLabelFromIssue: @Sendable (_ number: Int, _ name: String) throws -> [Label]
        = { _, _ in throw Unimplemented("IssueEditModelEnvironment.removeLabelFromIssue") }
    /// Each sent once, answering the issue as GitHub now has it.
    public var addAssigneesToIssue: @Sendable (_ number: Int, _ logins: [String]) throws -> Issue
        = { _, _ in throw Unimplemented("IssueEditModelEnvironment.addAssigneesToIssue") }
    public var removeAssigneesFromIssue: @Sendable (_ number: Int, _ logins: [String]) throws -> Issue
        = { _, _ in throw Unimplemented("IssueEditModelEnvironment.removeAssigneesFromIssue") }
    /// Sent once.
    public var changeIssueLink: @Sendable (IssueLinkChange) throws -> Void
        = { _ in throw Unimplemented("IssueEditModelEnvironment.changeIssueLink") }
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
        environment.updateIssue = { number, update in try gitHub.updateIssue(repo, number, update) }
        environment.addLabelsToIssue = { number, names in try gitHub.addLabelsToIssue(repo, number, names) }
        environment.removeLabelFromIssue = { number, name in try gitHub.removeLabelFromIssue(repo, number, name) }
        environment.addAssigneesToIssue = { number, logins in try gitHub.addAssigneesToIssue(repo, number, logins) }
        environment.removeAssigneesFromIssue = { number, logins in try gitHub.removeAssigneesFromIssue(repo, number, logins) }
        environment.changeIssueLink = gitHub.changeIssueLink
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
