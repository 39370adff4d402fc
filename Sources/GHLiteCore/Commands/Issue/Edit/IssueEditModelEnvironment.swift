/// What editing issues may call, each named as the `GitHubClient` operation it is, with the repository already
/// bound in; the local files a body comes from and a draft goes to; and how a run over several issues asks,
/// waits and stops.
public struct IssueEditModelEnvironment: Sendable {
    /// The container adds the `repo:` qualifier.
    public var searchIssues: @Sendable (IssueSearchQuery) throws -> IssueSearchPage
    public var getIssue: @Sendable (_ number: Int) throws -> Issue
    public var listLabels: @Sendable () throws -> [Label]
    public var listAssignees: @Sendable () throws -> [String]
    /// Open and closed milestones, every page.
    public var listMilestones: @Sendable () throws -> [Milestone]
    /// The signed-in user's login, for `@me`.
    public var viewerLogin: @Sendable () throws -> String
    /// Sent once; answers the issue as GitHub now has it.
    public var updateIssue: @Sendable (_ number: Int, IssueUpdate) throws -> Issue
    /// Each sent once, answering the issue's labels now.
    public var addLabelsToIssue: @Sendable (_ number: Int, _ names: [String]) throws -> [Label]
    public var removeLabelFromIssue: @Sendable (_ number: Int, _ name: String) throws -> [Label]
    /// Each sent once, answering the issue as GitHub now has it.
    public var addAssigneesToIssue: @Sendable (_ number: Int, _ logins: [String]) throws -> Issue
    public var removeAssigneesFromIssue: @Sendable (_ number: Int, _ logins: [String]) throws -> Issue
    /// A local body file, at most `maximumBytes` + 1 bytes of it; nil when it does not exist.
    public var readFile: @Sendable (_ path: String, _ maximumBytes: Int) throws -> Data?
    /// Writes a draft privately under the cache directory and returns its path.
    public var saveDraft: @Sendable (_ number: Int, Data) throws -> String
    public var removeFile: @Sendable (_ path: String) throws -> Void
    /// Opens the text in the user's editor and returns what they saved.
    public var editText: @Sendable (_ text: String) throws -> String
    public var bulk: BulkRunEnvironment

    public init(searchIssues: @escaping @Sendable (IssueSearchQuery) throws -> IssueSearchPage,
                getIssue: @escaping @Sendable (Int) throws -> Issue,
                listLabels: @escaping @Sendable () throws -> [Label],
                listAssignees: @escaping @Sendable () throws -> [String],
                listMilestones: @escaping @Sendable () throws -> [Milestone],
                viewerLogin: @escaping @Sendable () throws -> String,
                updateIssue: @escaping @Sendable (Int, IssueUpdate) throws -> Issue,
                addLabelsToIssue: @escaping @Sendable (Int, [String]) throws -> [Label],
                removeLabelFromIssue: @escaping @Sendable (Int, String) throws -> [Label],
                addAssigneesToIssue: @escaping @Sendable (Int, [String]) throws -> Issue,
                removeAssigneesFromIssue: @escaping @Sendable (Int, [String]) throws -> Issue,
                readFile: @escaping @Sendable (String, Int) throws -> Data?,
                saveDraft: @escaping @Sendable (Int, Data) throws -> String,
                removeFile: @escaping @Sendable (String) throws -> Void,
                editText: @escaping @Sendable (String) throws -> String,
                bulk: BulkRunEnvironment) {
        self.searchIssues = searchIssues
        self.getIssue = getIssue
        self.listLabels = listLabels
        self.listAssignees = listAssignees
        self.listMilestones = listMilestones
        self.viewerLogin = viewerLogin
        self.updateIssue = updateIssue
        self.addLabelsToIssue = addLabelsToIssue
        self.removeLabelFromIssue = removeLabelFromIssue
        self.addAssigneesToIssue = addAssigneesToIssue
        self.removeAssigneesFromIssue = removeAssigneesFromIssue
        self.readFile = readFile
        self.saveDraft = saveDraft
        self.removeFile = removeFile
        self.editText = editText
        self.bulk = bulk
    }

    /// Every closure throws "unimplemented: IssueEditModelEnvironment.NAME": tests override what their case needs.
    public static var failing: IssueEditModelEnvironment {
        @Sendable func fail(_ name: String) -> Unimplemented { Unimplemented("IssueEditModelEnvironment.\(name)") }
        return IssueEditModelEnvironment(
            searchIssues: { _ in throw fail("searchIssues") }, getIssue: { _ in throw fail("getIssue") },
            listLabels: { throw fail("listLabels") }, listAssignees: { throw fail("listAssignees") },
            listMilestones: { throw fail("listMilestones") }, viewerLogin: { throw fail("viewerLogin") },
            updateIssue: { _, _ in throw fail("updateIssue") },
            addLabelsToIssue: { _, _ in throw fail("addLabelsToIssue") },
            removeLabelFromIssue: { _, _ in throw fail("removeLabelFromIssue") },
            addAssigneesToIssue: { _, _ in throw fail("addAssigneesToIssue") },
            removeAssigneesFromIssue: { _, _ in throw fail("removeAssigneesFromIssue") },
            readFile: { _, _ in throw fail("readFile") },
            saveDraft: { _, _ in throw fail("saveDraft") }, removeFile: { _ in throw fail("removeFile") },
            editText: { _ in throw fail("editText") },
            bulk: .failing)
    }
}

extension IssueEditModelEnvironment {
    /// `repo`'s issues and lists from `services` (the lists fetched once per run); questions on `io`'s terminal.
    static func bound(to services: ContainerEnvironment, repo: RepoRef, io: IO, style: TerminalStyle,
                      configuration: Configuration, runCache: RunCache) -> IssueEditModelEnvironment {
        let gitHub = services.gitHub
        let lists = RepositoryLists(gitHub: gitHub, repo: repo, runCache: runCache)
        return IssueEditModelEnvironment(
            searchIssues: { query in try gitHub.searchIssues(query.restricted(to: repo)) },
            getIssue: { number in try gitHub.getIssue(repo, number) },
            listLabels: lists.labels,
            listAssignees: lists.assignees,
            listMilestones: { try lists.milestones(.all) },
            viewerLogin: gitHub.viewerLogin,
            updateIssue: { number, update in try gitHub.updateIssue(repo, number, update) },
            addLabelsToIssue: { number, names in try gitHub.addLabelsToIssue(repo, number, names) },
            removeLabelFromIssue: { number, name in try gitHub.removeLabelFromIssue(repo, number, name) },
            addAssigneesToIssue: { number, logins in try gitHub.addAssigneesToIssue(repo, number, logins) },
            removeAssigneesFromIssue: { number, logins in try gitHub.removeAssigneesFromIssue(repo, number, logins) },
            readFile: services.files.readFile,
            saveDraft: { number, data in
                try DraftFiles.saver(prefix: "issue-edit-\(number)", services: services, configuration: configuration)(data)
            },
            removeFile: services.files.removeFile,
            editText: { text in try services.editor.edit(configuration.editor, text, "ISSUE_BODY.md") },
            bulk: .bound(to: services, io: io, style: style, configuration: configuration))
    }
}
