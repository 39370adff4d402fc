import GHLiteCore

/// The lookup before a write, from the mock's own lists, issues and links (installed after them): what GitHub's one
/// GraphQL request answers, a number that names nothing left out.
enum MockRepositoryLookup {
    static func install(into client: inout GitHubClient) {
        let lists = client
        client.lookUpRepository = { repo, query in
            var found = RepositoryLookup()
            if query.labels { found.labels = try lists.listLabels(repo) }
            if query.assignees { found.assignees = try lists.listAssignees(repo) }
            if query.milestones {
                found.milestones = try Page.all { try lists.listMilestones(repo, MilestonesQuery(state: .all, pageURL: $0)) }
            }
            if query.viewerLogin { found.viewerLogin = try lists.viewerLogin() }
            if let links = query.links { found.links = try lists.lookUpIssueLinks(repo, links.references, links.dependencies) }
            for number in query.issues {
                do {
                    found.issues[number] = try lists.getIssue(repo, number)
                } catch let error as GitHubAPIError where error.status == 404 {
                    continue
                }
            }
            return found
        }
    }
}
