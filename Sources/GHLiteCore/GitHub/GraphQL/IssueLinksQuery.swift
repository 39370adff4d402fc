/// One issue's parent, sub-issues and dependencies, for `issue view` (REST has only their counts).
struct IssueLinksQuery {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.getIssueLinks = { repo, number, dependencies in
            try IssueLinksQuery(api: api).links(repo, number, dependencies: dependencies)
        }
    }

    func links(_ repo: RepoRef, _ number: Int, dependencies: Bool) throws -> IssueLinks {
        let variables = Variables(owner: repo.owner, repo: repo.name, number: number)
        let document = Self.document(dependencies: dependencies && !api.lacksNewIssueFields)
        let result = try api.query(document, variables: variables, reading: Data.init(scanning:))
        guard let repository = result.data.repository else { throw result.missingRepository(repo) }
        guard let node = repository.issue, let links = node.issue.links else {
            throw IssueLookupError.issueNotFound(number)
        }
        return links
    }

    struct Variables: Encodable {
        var owner: String
        var repo: String
        var number: Int
    }

    static func document(dependencies: Bool) -> String {
        """
        query IssueLinks($owner: String!, $repo: String!, $number: Int!) {
          repository(owner: $owner, name: $repo) {
            issue(number: $number) { number \(IssueLinksGraphQL.links(dependencies: dependencies)) }
          }
        }
        """
    }

    struct Data {
        var repository: Repository?
    }

    /// Also `IssueViewQuery`'s, which asks `hasIssuesEnabled` too.
    struct Repository {
        var hasIssuesEnabled: Bool?
        /// Null when the number is a pull request's or nobody's.
        var issue: IssueListQuery.Node?
    }
}

extension IssueLinksQuery.Data {
    init(scanning json: inout JSONScanner) throws {
        var repository: IssueLinksQuery.Repository?
        try json.object { json, key in
            guard key == "repository" else { return try json.skip() }
            repository = try json.optional { json in
                var hasIssuesEnabled: Bool?, issue: IssueListQuery.Node?
                try json.object { json, key in
                    switch key {
                    case "hasIssuesEnabled": hasIssuesEnabled = try json.bool()
                    case "issue": issue = try json.optional(IssueListQuery.Node.init(scanning:))
                    default: try json.skip()
                    }
                }
                return IssueLinksQuery.Repository(hasIssuesEnabled: hasIssuesEnabled, issue: issue)
            }
        }
        self.init(repository: repository)
    }
}
