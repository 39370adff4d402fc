/// A repository's issues through GraphQL, as gh lists them: only issues (the REST endpoint mixes pull
/// requests into every page, which can take several times the requests), the total count, and only the
/// fields gh-lite shows.
struct IssueListQuery {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.listRepositoryIssues = { repo, query in try IssueListQuery(api: api).page(repo, query) }
    }

    func page(_ repo: RepoRef, _ query: IssueConnectionQuery) throws -> IssueConnectionPage {
        if query.pinned { return try pinnedPage(repo, query) }
        let variables = Variables(owner: repo.owner, repo: repo.name, limit: min(max(query.first, 1), 100),
                                  endCursor: query.after, states: Self.states(query.state),
                                  labels: query.labels.isEmpty ? nil : query.labels,
                                  assignee: AssigneeVariable(query.assignee), author: query.author, mention: query.mentioned,
                                  milestone: query.milestoneNumber.map(String.init), type: query.issueType)
        let document = Self.document(includingBody: query.includeBody, includingComments: query.includeComments,
                                     fields: api.available(query.fields), byType: query.issueType != nil,
                                     countingEveryIssue: query.countsEveryIssue)
        let result = try api.query(document, variables: variables, reading: Data.init(scanning:))
        guard let repository = result.data.repository else {
            throw result.missingRepository(repo)
        }
        let issues = repository.issues
        let shown = issues.nodes.compactMap { $0?.issue }
        if let error = result.errors.first {
            api.notice(Self.partialAnswerWarning(missing: issues.nodes.count - shown.count, error, among: result.errors.count))
        }
        return IssueConnectionPage(items: shown, totalCount: issues.totalCount,
                                   nextCursor: issues.pageInfo.nextCursor,
                                   hasIssuesEnabled: repository.hasIssuesEnabled,
                                   everyIssueCount: repository.everyIssue?.totalCount)
    }

    /// What a partial answer (issues GitHub would not show, as null) lacks, and GitHub's reason.
    static func partialAnswerWarning(missing: Int, _ error: GraphQLAnswerError, among count: Int) -> String {
        let reason = GraphQLError.describe(type: error.type, message: error.message, others: count - 1)
        guard missing > 0 else { return "GitHub's answer is incomplete: \(reason)" }
        return "GitHub left out \(String.counted(missing, "issue")) it would not show: \(reason)"
    }

    static func states(_ state: IssuesQuery.State) -> [String] {
        switch state {
        case .open: return ["OPEN"]
        case .closed: return ["CLOSED"]
        case .all: return ["OPEN", "CLOSED"]
        }
    }

    /// Unset filters are left out of `variables` altogether: GitHub reads an explicit null assignee as
    /// "assigned to nobody".
    struct Variables: Encodable {
        var owner: String
        var repo: String
        var limit: Int
        var endCursor: String?
        var states: [String]
        var labels: [String]?
        var assignee: AssigneeVariable?
        var author: String?
        var mention: String?
        var milestone: String?
        var type: String?
    }

    /// `byType`: filtered by issue type, which a server without types does not know of at all.
    static func document(includingBody: Bool, includingComments: Bool, fields: IssueFields, byType: Bool = false,
                         countingEveryIssue: Bool = false) -> String {
        """
        query IssueList($owner: String!, $repo: String!, $limit: Int!, $endCursor: String, \
        $states: [IssueState!] = OPEN, $labels: [String!], $assignee: String, $author: String, $mention: String, $milestone: String\(byType ? ", $type: String" : "")) {
          repository(owner: $owner, name: $repo) {
            hasIssuesEnabled\(countingEveryIssue ? " everyIssue: issues { totalCount }" : "")
            issues(first: $limit, after: $endCursor, orderBy: {field: CREATED_AT, direction: DESC}, \
        states: $states, filterBy: {labels: $labels, assignee: $assignee, createdBy: $author, mentioned: $mention, \
        milestoneNumber: $milestone\(byType ? ", type: $type" : "")}) {
              totalCount
              pageInfo { hasNextPage endCursor }
              nodes { \(nodeSelection(includingBody: includingBody, includingComments: includingComments, fields: fields)) }
            }
          }
        }
        """
    }

    /// What `Node` decodes, also for `issue status`'s three lists.
    static func nodeSelection(includingBody: Bool, includingComments: Bool, fields: IssueFields = .all) -> String {
        let labels = fields.contains(.labelDetails) ? "id name color description" : "name"
        let selections: [(Bool, String)] = [
            (true, "number"), (fields.contains(.title), "title"), (includingBody, "body"),
            (fields.contains(.state), "state stateReason"), (fields.contains(.url), "url"),
            (fields.contains(.createdAt), "createdAt"), (fields.contains(.updatedAt), "updatedAt"),
            (fields.contains(.closedAt), "closedAt"),
            // IDs and names are gh's `--json` shapes of people; a bot is no `User` and has neither.
            (fields.contains(.author), "author { login ... on User { id name } }"),
            (!fields.isDisjoint(with: [.labelNames, .labelDetails]), "labels(first: 100) { nodes { \(labels) } }"),
            (fields.contains(.assignees), "assignees(first: 100) { nodes { id login name } }"),
            (fields.contains(.milestone), "milestone { number title description dueOn }"),
            (includingComments, IssueCommentNode.selection),
            (!includingComments && fields.contains(.commentCount), "comments { totalCount }"),
            (fields.contains(.issueType), IssueLinksGraphQL.issueType),
            (fields.contains(.links), IssueLinksGraphQL.links(dependencies: true)),
        ]
        return selections.filter(\.0).map(\.1).joined(separator: " ")
    }

    struct Data: Decodable {
        var repository: Repository?
    }

    struct Repository: Decodable {
        struct Count: Decodable { var totalCount: Int }

        var hasIssuesEnabled: Bool
        var everyIssue: Count?
        var issues: GraphQLConnection<Node>
    }

    /// An issue as the query above selects it.
    struct Node: Decodable {
        struct Login: Decodable {
            var login: String
            /// With `... on User { id name }`: nil for a bot, and for a user without a name.
            var id: String? = nil
            var name: String? = nil

            var person: Person { Person(login: login, id: id, name: name) }
        }
        struct Nodes<Item: Decodable>: Decodable { var nodes: [Item] }
        struct Comments: Decodable {
            var totalCount: Int
            var nodes: [IssueCommentNode]?
        }
        struct MilestoneRef: Decodable {
            var number: Int
            var title: String
            var description: String?
            var dueOn: Date?
        }

        /// With `issue view`'s query (`IssueViewQuery`): the node ID and the reactions.
        var id: String?
        var reactionGroups: [IssueCommentNode.Group]?
        var number: Int
        var title: String?
        var body: String?
        /// This and what follows are nil where the list did not ask for them (`IssueFields`).
        var state: String?
        var stateReason: String?
        var url: String?
        var createdAt: Date?
        var updatedAt: Date?
        var closedAt: Date?
        /// Null for a deleted account.
        var author: Login?
        var labels: Nodes<Label>?
        var assignees: Nodes<Login>?
        var milestone: MilestoneRef?
        var comments: Comments?
        var issueType: IssueLinksGraphQL.TypeNode?
        var parent: IssueLinksGraphQL.LinkedNode?
        var subIssuesSummary: SubIssuesSummary?
        var subIssues: IssueLinksGraphQL.LinkedNodes?
        var blockedBy: IssueLinksGraphQL.LinkedNodes?
        var blocking: IssueLinksGraphQL.LinkedNodes?

        var issue: Issue {
            var issue = Issue(number: number, title: title ?? "", body: body, state: state == "CLOSED" ? .closed : .open,
                              stateReason: stateReason?.lowercased(), authorLogin: author?.login ?? "ghost",
                              labels: labels?.nodes ?? [], assigneeLogins: assignees?.nodes.map(\.login) ?? [],
                              milestone: milestone.map { Milestone(number: $0.number, title: $0.title, description: $0.description,
                                                                   dueOn: $0.dueOn) },
                              commentCount: comments?.totalCount ?? 0, htmlURL: url ?? "",
                              createdAt: createdAt ?? updatedAt ?? Date(timeIntervalSince1970: 0),
                              updatedAt: updatedAt, closedAt: closedAt)
            issue.comments = comments?.nodes?.map(\.comment)
            issue.nodeID = id
            issue.extras.reactionGroups = reactionGroups.map(IssueCommentNode.used)
            issue.issueType = issueType?.issueType
            issue.links = IssueLinksGraphQL.links(parent: parent, summary: subIssuesSummary, subIssues: subIssues,
                                                  blockedBy: blockedBy, blocking: blocking)
            // A deleted account's null author is left to `IssueExtrasQuery`, which tells it from one not asked for.
            if let author { (issue.extras.author, issue.extras.hasAuthor) = (author.person, true) }
            issue.extras.assignees = assignees?.nodes.map(\.person)
            return issue
        }
    }
}
