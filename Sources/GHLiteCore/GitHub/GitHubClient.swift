/// The GitHub operations gh-lite uses, one closure each. Every closure starts out throwing
/// "unimplemented: GitHubClient.NAME" (that is `.failing`); `.http(_:)` and `.mock(_:)` fill them in,
/// and a test overrides just the ones its case needs.
public struct GitHubClient: Sendable {
    /// One page of the signed-in user's own repositories, private ones included.
    public var listViewerRepos: @Sendable (_ query: ReposQuery) throws -> ReposPage
        = { _ in throw Unimplemented("GitHubClient.listViewerRepos") }
    /// One page of the repositories `owner` owns that are public (GitHub's `/users/{owner}/repos` lists no
    /// others, even your own).
    public var listUserRepos: @Sendable (_ owner: String, _ query: ReposQuery) throws -> ReposPage
        = { _, _ in throw Unimplemented("GitHubClient.listUserRepos") }
    /// One page of an organization's repositories that the signed-in user can see, private ones included;
    /// GitHub answers 404 when `org` is not an organization.
    public var listOrganizationRepos: @Sendable (_ org: String, _ query: ReposQuery) throws -> ReposPage
        = { _, _ in throw Unimplemented("GitHubClient.listOrganizationRepos") }
    /// One page of a repository's issues, pull requests included (GitHub's issues endpoint mixes them in).
    public var listIssues: @Sendable (_ repo: RepoRef, _ query: IssuesQuery) throws -> IssuesPage
        = { _, _ in throw Unimplemented("GitHubClient.listIssues") }
    /// One page of a repository's issues, and only issues, from the GraphQL API.
    public var listRepositoryIssues: @Sendable (_ repo: RepoRef, _ query: IssueConnectionQuery) throws
        -> IssueConnectionPage = { _, _ in throw Unimplemented("GitHubClient.listRepositoryIssues") }
    /// Every issue of every state from pages read side by side; nil when they do not fit together (read them another
    /// way). Whether they are exact is for the caller to prove (`IssuesInCreationOrder.isExact`).
    public var listIssuesInCreationOrder: @Sendable (_ repo: RepoRef, _ afterPages: @escaping @Sendable (Date) -> Void)
        throws -> IssuesInCreationOrder?
        = { _, _ in throw Unimplemented("GitHubClient.listIssuesInCreationOrder") }
    /// A cold list's issues, newest first, from REST's pages read side by side; nil when they cannot be proven exact
    /// (read the cursors).
    public var listNewestIssues: @Sendable (_ repo: RepoRef, _ query: NewestIssuesQuery) throws -> NewestIssues?
        = { _, _ in throw Unimplemented("GitHubClient.listNewestIssues") }
    /// The issues of every state changed since a time, with the repository's issue counts and labels.
    public var listIssueChanges: @Sendable (_ repo: RepoRef, _ query: IssueChangesQuery) throws
        -> IssueChangesPage = { _, _ in throw Unimplemented("GitHubClient.listIssueChanges") }
    /// The open issues assigned to, mentioning and opened by one user, in one request.
    public var getIssueStatus: @Sendable (_ repo: RepoRef, _ query: IssueStatusQuery) throws -> IssueStatus
        = { _, _ in throw Unimplemented("GitHubClient.getIssueStatus") }
    /// One page of `/search/issues`.
    public var searchIssues: @Sendable (_ query: IssueSearchQuery) throws -> IssueSearchPage
        = { _ in throw Unimplemented("GitHubClient.searchIssues") }
    /// One issue (or pull request) by number.
    public var getIssue: @Sendable (_ repo: RepoRef, _ number: Int) throws -> Issue
        = { _, _ in throw Unimplemented("GitHubClient.getIssue") }
    /// An issue's parent, sub-issues and, with `dependencies` (github.com only), what blocks it and what it blocks.
    public var getIssueLinks: @Sendable (_ repo: RepoRef, _ number: Int, _ dependencies: Bool) throws -> IssueLinks
        = { _, _, _ in throw Unimplemented("GitHubClient.getIssueLinks") }
    /// For up to 100 of a repository's issues, the `parts` only GraphQL has, by number (an issue GitHub would
    /// not show is left out).
    public var getIssueExtras: @Sendable (_ repo: RepoRef, _ numbers: [Int], _ parts: Set<IssueExtras.Part>) throws
        -> [Int: IssueExtras] = { _, _, _ in throw Unimplemented("GitHubClient.getIssueExtras") }
    /// One issue with its first 100 comments, reactions, type and links, in one request; nil where that request
    /// cannot answer for it (then `getIssue` and `listIssueComments` say what it is).
    public var getIssueWithComments: @Sendable (_ repo: RepoRef, _ number: Int) throws -> Issue?
        = { _, _ in throw Unimplemented("GitHubClient.getIssueWithComments") }
    /// One page of an issue's comments, oldest first.
    public var listIssueComments: @Sendable (_ repo: RepoRef, _ number: Int, _ query: IssueCommentsQuery) throws
        -> IssueCommentsPage = { _, _, _ in throw Unimplemented("GitHubClient.listIssueComments") }
    /// What REST leaves out of comments, by node id (GraphQL, one request per 100); an id GitHub no longer knows is
    /// left out.
    public var getCommentViewerDetails: @Sendable (_ ids: [String]) throws -> [String: CommentViewerDetails]
        = { _ in throw Unimplemented("GitHubClient.getCommentViewerDetails") }
    /// One page of a repository's milestones.
    public var listMilestones: @Sendable (_ repo: RepoRef, _ query: MilestonesQuery) throws -> MilestonesPage
        = { _, _ in throw Unimplemented("GitHubClient.listMilestones") }
    /// Creates a milestone (`fields.title` is required); returns it as GitHub has it. Sent once.
    public var createMilestone: @Sendable (_ repo: RepoRef, _ fields: MilestoneFields) throws -> Milestone
        = { _, _ in throw Unimplemented("GitHubClient.createMilestone") }
    /// Changes milestone `number` (its title, description, state or due date); returns it. Sent once.
    public var updateMilestone: @Sendable (_ repo: RepoRef, _ number: Int, _ fields: MilestoneFields) throws -> Milestone
        = { _, _, _ in throw Unimplemented("GitHubClient.updateMilestone") }
    /// Deletes milestone `number`; GitHub takes it off its issues. Sent once.
    public var deleteMilestone: @Sendable (_ repo: RepoRef, _ number: Int) throws -> Void
        = { _, _ in throw Unimplemented("GitHubClient.deleteMilestone") }
    /// The signed-in user's login (`GET /user`), for `@me`.
    public var viewerLogin: @Sendable () throws -> String
        = { throw Unimplemented("GitHubClient.viewerLogin") }
    /// Who `token` belongs to and the scopes it grants (`GET /user` with that token, stored or not).
    public var getAuthenticatedUser: @Sendable (_ token: AuthToken) throws -> AuthenticatedUser
        = { _ in throw Unimplemented("GitHubClient.getAuthenticatedUser") }
    /// Every label of a repository.
    public var listLabels: @Sendable (_ repo: RepoRef) throws -> [Label]
        = { _ in throw Unimplemented("GitHubClient.listLabels") }
    /// One page of a repository's labels from the GraphQL API, searched or ordered, with their total.
    public var listRepositoryLabels: @Sendable (_ repo: RepoRef, _ query: LabelConnectionQuery) throws
        -> LabelConnectionPage = { _, _ in throw Unimplemented("GitHubClient.listRepositoryLabels") }
    /// Creates a label (`fields.name` is required); returns it as REST answers, without the fields REST's label
    /// lacks (`RepositoryLabel.restFields`), or nil when the answer cannot be read (the label was made). Sent once.
    public var createLabel: @Sendable (_ repo: RepoRef, _ fields: LabelFields) throws -> RepositoryLabel?
        = { _, _ in throw Unimplemented("GitHubClient.createLabel") }
    /// Changes the label called `name` (in any case): renames it with `fields.name`; returns it as `createLabel`
    /// does. Sent once.
    public var updateLabel: @Sendable (_ repo: RepoRef, _ name: String, _ fields: LabelFields) throws -> RepositoryLabel?
        = { _, _, _ in throw Unimplemented("GitHubClient.updateLabel") }
    /// The label called `name` (in any case) with every field, from the GraphQL API; nil when there is none.
    public var getRepositoryLabel: @Sendable (_ repo: RepoRef, _ name: String) throws -> RepositoryLabel?
        = { _, _ in throw Unimplemented("GitHubClient.getRepositoryLabel") }
    /// Deletes the label called `name` (in any case). Sent once.
    public var deleteLabel: @Sendable (_ repo: RepoRef, _ name: String) throws -> Void
        = { _, _ in throw Unimplemented("GitHubClient.deleteLabel") }
    /// The logins of everyone who can be assigned to the repository's issues.
    public var listAssignees: @Sendable (_ repo: RepoRef) throws -> [String]
        = { _ in throw Unimplemented("GitHubClient.listAssignees") }
    /// The lists a write's names are checked against, the signed-in login and the issues it changes, as `query`
    /// asks (GraphQL: one request for lists of at most 100).
    public var lookUpRepository: @Sendable (_ repo: RepoRef, _ query: RepositoryLookupQuery) throws -> RepositoryLookup
        = { _, _ in throw Unimplemented("GitHubClient.lookUpRepository") }
    /// Creates an issue. Sent once: a failed create is never retried automatically.
    public var createIssue: @Sendable (_ repo: RepoRef, _ request: NewIssueRequest) throws -> CreatedIssue
        = { _, _ in throw Unimplemented("GitHubClient.createIssue") }
    /// One issue's edit as one GraphQL document (`IssueEditMutations`): GitHub runs its mutations in order and
    /// answers which it refused. Sent once, never retried.
    public var editIssue: @Sendable (_ mutations: IssueEditMutations) throws -> IssueEditAnswer
        = { _ in throw Unimplemented("GitHubClient.editIssue") }
    /// A file or a directory listing of the repository's default branch.
    public var getContents: @Sendable (_ repo: RepoRef, _ path: String) throws -> RepositoryContent
        = { _, _ in throw Unimplemented("GitHubClient.getContents") }

    /// An issue's node id, title and state, for a write to it (GraphQL).
    public var getIssueTarget: @Sendable (_ repo: RepoRef, _ number: Int) throws -> IssueTarget
        = { _, _ in throw Unimplemented("GitHubClient.getIssueTarget") }
    /// Issues by node id, as `getIssueTarget` gives them, where they are now (a transferred issue answers from its new
    /// repository); an id that names no issue any more is left out. One request per 100 ids.
    public var getIssueTargetsByID: @Sendable (_ ids: [String]) throws -> [String: IssueTarget]
        = { _ in throw Unimplemented("GitHubClient.getIssueTargetsByID") }
    /// `getIssueTarget` with the issue's newest comment (nil: none) in the same query.
    public var getIssueTargetWithNewestComment: @Sendable (_ repo: RepoRef, _ number: Int) throws
        -> (IssueTarget, NewestComment?) = { _, _ in throw Unimplemented("GitHubClient.getIssueTargetWithNewestComment") }
    /// A comment on an issue and then its close or reopen, in one GraphQL document: one request, each part answered
    /// for. Sent once, never retried.
    public var commentAndWriteIssueState: @Sendable (_ body: String, _ write: IssueStateWrite) throws
        -> CommentedStateOutcome = { _, _ in throw Unimplemented("GitHubClient.commentAndWriteIssueState") }
    /// Comments on an issue (by node id) and returns the comment's URL. Sent once, never retried.
    public var addComment: @Sendable (_ subjectID: String, _ body: String) throws -> String
        = { _, _ in throw Unimplemented("GitHubClient.addComment") }
    /// Comments on an issue (or a pull request: REST's endpoint takes both) by number and returns the comment as
    /// GitHub answered: one request, no look-up first. Sent once, never retried.
    public var createIssueComment: @Sendable (_ repo: RepoRef, _ number: Int, _ body: String) throws -> IssueComment
        = { _, _, _ in throw Unimplemented("GitHubClient.createIssueComment") }
    /// Closes an issue, with a reason and the issue it duplicates when given. Sent once, never retried.
    public var closeIssue: @Sendable (_ closing: IssueClosing) throws -> Void
        = { _ in throw Unimplemented("GitHubClient.closeIssue") }
    /// Reopens an issue (by node id). Sent once, never retried.
    public var reopenIssue: @Sendable (_ issueID: String) throws -> Void
        = { _ in throw Unimplemented("GitHubClient.reopenIssue") }
    /// The newest comment the signed-in user wrote on an issue; nil when they wrote none (GraphQL).
    public var lastViewerComment: @Sendable (_ repo: RepoRef, _ number: Int) throws -> ViewerComment?
        = { _, _ in throw Unimplemented("GitHubClient.lastViewerComment") }
    /// Replaces a comment's body (by node id) and returns the comment as GitHub answered (nil: its answer left it
    /// out). Sent once, never retried.
    public var updateIssueComment: @Sendable (_ commentID: String, _ body: String) throws -> IssueComment?
        = { _, _ in throw Unimplemented("GitHubClient.updateIssueComment") }
    /// Deletes a comment (by node id). Sent once, never retried.
    public var deleteIssueComment: @Sendable (_ commentID: String) throws -> Void
        = { _ in throw Unimplemented("GitHubClient.deleteIssueComment") }
    /// Locks an issue's conversation (by node id), with a reason when given. Sent once, never retried.
    public var lockIssue: @Sendable (_ issueID: String, _ reason: IssueLockReason?) throws -> Void
        = { _, _ in throw Unimplemented("GitHubClient.lockIssue") }
    /// Unlocks an issue's conversation (by node id). Sent once, never retried.
    public var unlockIssue: @Sendable (_ issueID: String) throws -> Void
        = { _ in throw Unimplemented("GitHubClient.unlockIssue") }
    /// Pins an issue (by node id) to its repository; GitHub allows three. Sent once, never retried.
    public var pinIssue: @Sendable (_ issueID: String) throws -> Void
        = { _ in throw Unimplemented("GitHubClient.pinIssue") }
    /// Unpins an issue (by node id). Sent once, never retried.
    public var unpinIssue: @Sendable (_ issueID: String) throws -> Void
        = { _ in throw Unimplemented("GitHubClient.unpinIssue") }
    /// Deletes an issue (by node id) for good; GitHub allows it to admins. Sent once, never retried.
    public var deleteIssue: @Sendable (_ issueID: String) throws -> Void
        = { _ in throw Unimplemented("GitHubClient.deleteIssue") }
    /// A repository's node id (GraphQL), for a mutation that names it.
    public var getRepositoryID: @Sendable (_ repo: RepoRef) throws -> String
        = { _ in throw Unimplemented("GitHubClient.getRepositoryID") }
    /// Moves an issue (by node id) to the repository `repositoryID` names; returns its new URL. Sent once.
    public var transferIssue: @Sendable (_ issueID: String, _ repositoryID: String) throws -> String
        = { _, _ in throw Unimplemented("GitHubClient.transferIssue") }

    /// The owner's kind and issue types, and each issue named with its node id, parent, type and (`dependencies`)
    /// blockers (GraphQL, one request).
    public var lookUpIssueLinks: @Sendable (_ repo: RepoRef, _ issues: [IssueLinkReference], _ dependencies: Bool) throws
        -> IssueLinkLookup = { _, _, _ in throw Unimplemented("GitHubClient.lookUpIssueLinks") }
    /// Changes one issue's type, parent, sub-issue or dependency. Sent once, never retried.
    public var changeIssueLink: @Sendable (_ change: IssueLinkChange) throws -> Void
        = { _ in throw Unimplemented("GitHubClient.changeIssueLink") }
    /// Any request as `gh-lite api` writes it (`endpoint` a path under the API, `graphql`, or a whole URL), with the
    /// token for this API's host only; GitHub's answer whatever its status. Only a GET or HEAD is ever retried.
    public var exchange: @Sendable (_ request: APIRequest) throws -> HTTPResponse
        = { _ in throw Unimplemented("GitHubClient.exchange") }

    public init() {}

    public static var failing: GitHubClient { GitHubClient() }
}
