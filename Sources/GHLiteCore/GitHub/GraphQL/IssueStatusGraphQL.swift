/// `issue status` in one GraphQL request, as gh asks it: three aliased `issues` connections of the repository,
/// open issues only, filtered by assignee, mention and author, most recently updated first.
struct IssueStatusGraphQL {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.getIssueStatus = { repo, query in try IssueStatusGraphQL(api: api).status(repo, query) }
    }

    func status(_ repo: RepoRef, _ query: IssueStatusQuery) throws -> IssueStatus {
        let variables = Variables(owner: repo.owner, repo: repo.name, viewer: query.viewer,
                                  perPage: min(max(query.perList, 1), 100))
        let document = Self.document(includingBody: query.includeBody, includingComments: query.includeComments)
        let result = try api.query(document, variables: variables, as: Data.self)
        guard let repository = result.data.repository else {
            throw result.missingRepository(repo)
        }
        func list(_ connection: Connection) -> IssueStatus.List {
            IssueStatus.List(issues: connection.nodes.compactMap { $0?.issue }, totalCount: connection.totalCount)
        }
        let status = IssueStatus(assigned: list(repository.assigned), mentioned: list(repository.mentioned),
                                 authored: list(repository.authored), hasIssuesEnabled: repository.hasIssuesEnabled)
        if let error = result.errors.first {
            let asked = [repository.assigned, repository.mentioned, repository.authored].map(\.nodes.count)
            let shown = [status.assigned, status.mentioned, status.authored].map(\.issues.count)
            api.notice(IssueListQuery.partialAnswerWarning(missing: asked.reduce(0, +) - shown.reduce(0, +), error,
                                                           among: result.errors.count))
        }
        return status
    }

    struct Variables: Encodable {
        var owner: String
        var repo: String
        var viewer: String
        var perPage: Int
    }

    static func document(includingBody: Bool, includingComments: Bool) -> String {
        let nodes = IssueListQuery.nodeSelection(includingBody: includingBody, includingComments: includingComments)
        func list(_ alias: String, _ filter: String) -> String {
            "\(alias): issues(filterBy: {\(filter): $viewer, states: OPEN}, first: $perPage, "
                + "orderBy: {field: UPDATED_AT, direction: DESC}) { totalCount nodes { \(nodes) } }"
        }
        return """
            query IssueStatus($owner: String!, $repo: String!, $viewer: String!, $perPage: Int = 10) {
              repository(owner: $owner, name: $repo) {
                hasIssuesEnabled
                \(list("assigned", "assignee"))
                \(list("mentioned", "mentioned"))
                \(list("authored", "createdBy"))
              }
            }
            """
    }

    struct Data: Decodable {
        var repository: Repository?
    }

    struct Repository: Decodable {
        var hasIssuesEnabled: Bool
        var assigned: Connection
        var mentioned: Connection
        var authored: Connection
    }

    struct Connection: Decodable {
        var totalCount: Int
        /// Null where GitHub left an issue out of a partial answer.
        var nodes: [IssueListQuery.Node?]
    }
}
