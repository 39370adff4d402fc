/// One label of a repository by name (GitHub matches it in any case) with every field `label list --json` has: for a
/// write's `--json`, which REST's answer lacks the dates and the page's URL for.
struct LabelQuery {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.getRepositoryLabel = { repo, name in try LabelQuery(api: api).label(repo, name) }
    }

    func label(_ repo: RepoRef, _ name: String) throws -> RepositoryLabel? {
        let result = try api.query(Self.document, variables: ["owner": repo.owner, "repo": repo.name, "name": name],
                                   as: Data.self)
        guard let repository = result.data.repository else { throw result.missingRepository(repo) }
        return repository.label
    }

    static let document = """
        query Label($owner: String!, $repo: String!, $name: String!) {
          repository(owner: $owner, name: $repo) {
            label(name: $name) { id name color description isDefault createdAt updatedAt url }
          }
        }
        """

    struct Data: Decodable {
        var repository: Repository?
    }

    struct Repository: Decodable {
        var label: RepositoryLabel?
    }
}
