/// `RepositoryLookupQuery` in one GraphQL request: the labels, assignable people and milestones a write's names are
/// checked against, the signed-in login and the issues it changes (aliases `iN`, as `issueOrPullRequest` so a pull
/// request says what it is), where REST takes a request each; and, for a change to types or links, what
/// `IssueLinkLookupGraphQL` asks (as `links` and `r1`, `r2`...), in the same first request. A list longer than 100,
/// or more than 100 issues, take further requests, each asking only what is left.
struct RepositoryLookupGraphQL {
    var api: GitHubAPI

    static let issuesPerRequest = 100

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.lookUpRepository = { repo, query in try RepositoryLookupGraphQL(api: api).lookUp(repo, query) }
    }

    /// What one request asks: each list from after its cursor (`nil`: from the start), when it is asked at all.
    struct Request: Equatable {
        enum List: Equatable {
            case no
            case after(String?)

            var isAsked: Bool { self != .no }
            var cursor: String? { if case .after(let cursor) = self { return cursor } else { return nil } }
        }

        var labels = List.no
        var assignees = List.no
        var milestones = List.no
        var viewerLogin = false
        var issues: [Int] = []
        /// The link lookup's repositories and issues, and whether blockers are read.
        var links: Links?

        struct Links: Equatable {
            var plan: IssueLinkLookupGraphQL.Plan
            var dependencies: Bool
        }
    }

    /// The issue fields `issue edit` reads: what the confirmation shows, what leaves out writes already made, and
    /// the node id the writes go to.
    static let issueSelection = "id " + IssueListQuery.nodeSelection(
        includingBody: false, includingComments: false, fields: [.title, .state, .url, .labelNames, .assignees, .milestone])

    /// Only the variables the document uses are declared: GitHub refuses one declared and unused.
    static func document(_ request: Request) -> String {
        let pageInfo = "pageInfo { hasNextPage endCursor }"
        let lists: [(Request.List, String, String)] = [
            (request.labels, "labelsAfter", "labels(first: 100, after: $labelsAfter) { \(pageInfo) nodes { id name color description } }"),
            (request.assignees, "assigneesAfter", "assignableUsers(first: 100, after: $assigneesAfter) { \(pageInfo) nodes { id login } }"),
            (request.milestones, "milestonesAfter", "milestones(first: 100, after: $milestonesAfter) { \(pageInfo) nodes { id number title state } }"),
        ]
        let asked = lists.filter { $0.0.isAsked }
        let variables = ["$owner: String!, $repo: String!"] + asked.map { "$\($0.1): String" }
            + (request.links?.plan.variableDeclarations ?? [])
        let issues = request.issues.map {
            "i\($0): issueOrPullRequest(number: \($0)) { __typename ... on Issue { \(issueSelection) } ... on PullRequest { number url } }"
        }
        let repository = (asked.map(\.2) + issues).joined(separator: " ")
        return "query RepositoryLookup(\(variables.joined(separator: ", "))) { "
            + (request.viewerLogin ? "viewer { login } " : "")
            + "repository(owner: $owner, name: $repo) { \(repository.isEmpty ? "id" : repository) }"
            + (request.links.map { " " + $0.plan.selections(key: Self.linksKey) } ?? "") + " }"
            + (request.links.map { $0.plan.fragment(dependencies: $0.dependencies) } ?? "")
    }

    /// The alias of the command's repository as the link lookup reads it.
    static let linksKey = "links"

    struct Variables: Encodable {
        var owner: String
        var repo: String
        var labelsAfter: String?
        var assigneesAfter: String?
        var milestonesAfter: String?
        /// The link lookup's other repositories (`owner1`, `repo1`, ...).
        var others: [String: String] = [:]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: GraphQLAliasKey.self)
            try container.encode(owner, forKey: GraphQLAliasKey(stringValue: "owner"))
            try container.encode(repo, forKey: GraphQLAliasKey(stringValue: "repo"))
            for (key, value) in [("labelsAfter", labelsAfter), ("assigneesAfter", assigneesAfter),
                                 ("milestonesAfter", milestonesAfter)] {
                try container.encodeIfPresent(value, forKey: GraphQLAliasKey(stringValue: key))
            }
            for (key, value) in others { try container.encode(value, forKey: GraphQLAliasKey(stringValue: key)) }
        }
    }

    func lookUp(_ repo: RepoRef, _ query: RepositoryLookupQuery) throws -> RepositoryLookup {
        var found = RepositoryLookup()
        var request = Request(labels: query.labels ? .after(nil) : .no, assignees: query.assignees ? .after(nil) : .no,
                              milestones: query.milestones ? .after(nil) : .no, viewerLogin: query.viewerLogin,
                              links: query.links.map { Request.Links(plan: IssueLinkLookupGraphQL.Plan(repo, $0.references),
                                                                     dependencies: $0.dependencies) })
        var issuesLeft = query.issues[...]
        var trail = PageTrail(of: .cursor)
        while true {
            request.issues = Array(issuesLeft.prefix(Self.issuesPerRequest))
            issuesLeft = issuesLeft.dropFirst(request.issues.count)
            let variables = Variables(owner: repo.owner, repo: repo.name, labelsAfter: request.labels.cursor,
                                      assigneesAfter: request.assignees.cursor, milestonesAfter: request.milestones.cursor,
                                      others: request.links?.plan.variables ?? [:])
            let result = try api.query(Self.document(request), variables: variables, as: Data.self)
            // A number that names nothing is null with NOT_FOUND; any other error leaves the answer in doubt.
            if let error = result.errors.first(where: { $0.type != "NOT_FOUND" }) {
                throw GraphQLError(error, among: result.errors.count)
            }
            guard let repository = result.data.repository else { throw result.missingRepository(repo) }
            if request.viewerLogin {
                guard let login = result.data.viewer?.login else { throw result.missingRepository(repo) }
                found.viewerLogin = login
            }
            request.viewerLogin = false
            if let links = request.links {
                guard let read = links.plan.read(result.data.links, key: Self.linksKey) else {
                    throw result.missingRepository(repo)
                }
                found.links = read
            }
            request.links = nil
            request.labels = try Self.next(request.labels, repository.labels, result, repo) {
                found.labels += $0.map { Label(name: $0.name, color: $0.color ?? "", description: $0.description, id: $0.id) }
            }
            request.assignees = try Self.next(request.assignees, repository.assignableUsers, result, repo) {
                found.assignees += $0.map(\.login)
                for user in $0 { found.assigneeIDs[user.login] = user.id }
            }
            request.milestones = try Self.next(request.milestones, repository.milestones, result, repo) {
                found.milestones += $0.map { Milestone(number: $0.number, title: $0.title, state: $0.state.lowercased(), id: $0.id) }
            }
            for (number, node) in repository.issues { found.issues[number] = node.issue }
            let cursors = [request.labels, request.assignees, request.milestones].compactMap(\.cursor)
            guard !cursors.isEmpty || !issuesLeft.isEmpty else { return found }
            if !cursors.isEmpty { _ = try trail.follow(cursors.joined(separator: "\u{0}")) }
        }
    }

    /// Where `list` goes on after `page` (read by `keep`): `.no` once its last page is read.
    private static func next<Node>(_ list: Request.List, _ page: Connection<Node>?, _ result: GraphQLResult<Data>,
                                   _ repo: RepoRef, keep: ([Node]) -> Void) throws -> Request.List {
        guard list.isAsked else { return .no }
        guard let page else { throw result.missingRepository(repo) }
        keep(page.nodes.compactMap { $0 })
        guard page.pageInfo.hasNextPage, let cursor = page.pageInfo.endCursor else { return .no }
        return .after(cursor)
    }

    struct Connection<Node: Decodable>: Decodable {
        var pageInfo: GraphQLPageInfo
        /// Null where GitHub left one out of a partial answer.
        var nodes: [Node?]
    }

    struct LabelNode: Decodable {
        var id: String?
        var name: String
        var color: String?
        var description: String?
    }

    struct UserNode: Decodable {
        var id: String?
        var login: String
    }

    struct MilestoneNode: Decodable {
        var id: String?
        var number: Int
        var title: String
        var state: String
    }

    struct Data: Decodable {
        struct Viewer: Decodable { var login: String }
        var viewer: Viewer?
        var repository: RepositoryNode?
        /// The link lookup's repositories, by alias (`links`, `r1`, ...).
        var links: [String: IssueLinkLookupGraphQL.RepositoryNode?] = [:]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: GraphQLAliasKey.self)
            viewer = try container.decodeIfPresent(Viewer.self, forKey: GraphQLAliasKey(stringValue: "viewer"))
            repository = try container.decodeIfPresent(RepositoryNode.self, forKey: GraphQLAliasKey(stringValue: "repository"))
            for key in container.allKeys where key.stringValue == linksKey || key.stringValue.hasPrefix("r")
                && Int(key.stringValue.dropFirst()) != nil {
                links[key.stringValue] = try container.decodeIfPresent(IssueLinkLookupGraphQL.RepositoryNode.self, forKey: key)
            }
        }
    }

    struct RepositoryNode: Decodable {
        var labels: Connection<LabelNode>?
        var assignableUsers: Connection<UserNode>?
        var milestones: Connection<MilestoneNode>?
        /// By number; a number GitHub found nothing at is left out.
        var issues: [Int: IssueNode]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: GraphQLAliasKey.self)
            func list<Node>(_ name: String) throws -> Connection<Node>? {
                try container.decodeIfPresent(Connection<Node>.self, forKey: GraphQLAliasKey(stringValue: name))
            }
            labels = try list("labels")
            assignableUsers = try list("assignableUsers")
            milestones = try list("milestones")
            var issues: [Int: IssueNode] = [:]
            for key in container.allKeys where key.stringValue.hasPrefix("i") {
                guard let number = Int(key.stringValue.dropFirst()) else { continue }
                issues[number] = try container.decodeIfPresent(IssueNode.self, forKey: key)
            }
            self.issues = issues
        }
    }

    /// An issue as `issueSelection` reads it, or a pull request by its number and URL.
    struct IssueNode: Decodable {
        var issue: Issue

        enum CodingKeys: String, CodingKey { case typename = "__typename", number, url }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard try container.decode(String.self, forKey: .typename) == "PullRequest" else {
                issue = try IssueListQuery.Node(from: decoder).issue
                return
            }
            issue = Issue(number: try container.decode(Int.self, forKey: .number), title: "", authorLogin: "",
                          htmlURL: try container.decode(String.self, forKey: .url),
                          createdAt: Date(timeIntervalSince1970: 0), isPullRequest: true)
        }
    }
}
