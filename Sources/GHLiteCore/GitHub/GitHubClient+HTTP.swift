extension GitHubClient {
    /// The client backed by GitHub's REST and GraphQL APIs; each endpoint group fills in its own closures.
    public static func http(_ api: GitHubAPI) -> GitHubClient {
        var client = GitHubClient()
        RepositoriesEndpoint.install(api, into: &client)
        IssuesEndpoint.install(api, into: &client)
        IssueListQuery.install(api, into: &client)
        IssueLinksQuery.install(api, into: &client)
        IssueViewQuery.install(api, into: &client)
        IssueChangesGraphQL.install(api, into: &client)
        IssuesInCreationOrderEndpoint.install(api, into: &client)
        NewestIssuesEndpoint.install(api, into: &client)
        IssueStatusGraphQL.install(api, into: &client)
        IssueExtrasQuery.install(api, into: &client)
        CommentViewerDetailsQuery.install(api, into: &client)
        IssueSearchEndpoint.install(api, into: &client)
        MilestonesEndpoint.install(api, into: &client)
        UsersEndpoint.install(api, into: &client)
        IssueCreationEndpoint.install(api, into: &client)
        ContentsEndpoint.install(api, into: &client)
        IssueStateMutations.install(api, into: &client)
        IssueCommentMutations.install(api, into: &client)
        IssueCommentCreationEndpoint.install(api, into: &client)
        IssueLifecycleMutations.install(api, into: &client)
        IssueLinkLookupGraphQL.install(api, into: &client)
        RepositoryLookupGraphQL.install(api, into: &client)
        IssueLinkMutations.install(api, into: &client)
        IssueEditDocument.install(api, into: &client)
        LabelListQuery.install(api, into: &client)
        LabelsEndpoint.install(api, into: &client)
        APIRequestEndpoint.install(api, into: &client)
        return client
    }
}
