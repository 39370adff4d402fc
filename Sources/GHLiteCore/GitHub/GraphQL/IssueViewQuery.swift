/// One issue with everything `issue view --comments` shows, in one request: its fields, reactions, type, links and
/// first 100 comments (REST takes the issue, then its comments, then its links when it has some).
struct IssueViewQuery {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.getIssueWithComments = { repo, number in try IssueViewQuery(api: api).issue(repo, number) }
    }

    /// nil where GraphQL has no issue to give (a pull request's number, a moved or deleted issue, a repository
    /// GitHub does not show) or may lack a field asked (an Enterprise server has no types nor dependencies).
    func issue(_ repo: RepoRef, _ number: Int) throws -> Issue? {
        guard !api.lacksNewIssueFields else { return nil }
        let variables = IssueLinksQuery.Variables(owner: repo.owner, repo: repo.name, number: number)
        let result = try api.query(Self.document, variables: variables, reading: IssueLinksQuery.Data.init(scanning:))
        guard let repository = result.data.repository else { return nil }
        if repository.hasIssuesEnabled == false { throw IssueLookupError.issuesDisabled }
        return repository.issue?.issue
    }

    static let document = """
        query IssueView($owner: String!, $repo: String!, $number: Int!) {
          repository(owner: $owner, name: $repo) {
            hasIssuesEnabled
            issue(number: $number) { \(selection) }
          }
        }
        """

    private static let selection = "id " + IssueListQuery.nodeSelection(
        includingBody: true, includingComments: true, fields: IssueFields.all.union([.issueType, .links]))
        + " " + IssueCommentNode.reactionGroups
}
