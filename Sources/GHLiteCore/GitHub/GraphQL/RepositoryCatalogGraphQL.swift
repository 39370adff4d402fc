/// A repository's labels and milestones, every one by node ID, and its owner's issue types (GitHub allows an
/// organisation 25, so one page): the first page of each rides in the mirror's query for changes (`fields`), so a
/// repository with at most 100 of each costs no request more; the rest are read here, both lists in the same
/// requests.
struct RepositoryCatalogGraphQL {
    var api: GitHubAPI

    /// The selection inside `repository`, with `$labelsAfter` and `$milestonesAfter` as the pages' cursors;
    /// `issueTypes` only where the server has them (GitHub Enterprise Server may refuse the field).
    static func fields(issueTypes: Bool) -> String {
        """
        labels(first: 100, after: $labelsAfter, orderBy: {field: NAME, direction: ASC}) {
              pageInfo { hasNextPage endCursor }
              nodes { id name color description }
            }
            milestones(first: 100, after: $milestonesAfter) {
              pageInfo { hasNextPage endCursor }
              nodes { id number title }
            }
        """ + (issueTypes ? "\n    issueTypes(first: 100) { nodes { id name color description isEnabled } }" : "")
    }

    static func document(issueTypes: Bool) -> String {
        """
        query RepositoryCatalog($owner: String!, $repo: String!, $labelsAfter: String, $milestonesAfter: String) {
          repository(owner: $owner, name: $repo) {
            \(fields(issueTypes: issueTypes))
          }
        }
        """
    }

    struct Variables: Encodable {
        var owner: String
        var repo: String
        var labelsAfter: String?
        var milestonesAfter: String?
    }

    struct Connection<Node: Decodable>: Decodable {
        var pageInfo: GraphQLPageInfo
        /// Null where GitHub left one out of a partial answer.
        var nodes: [Node?]

        /// Whether a page follows that can be asked for.
        var continues: Bool { pageInfo.hasNextPage && pageInfo.endCursor != nil }
    }

    struct LabelNode: Decodable {
        var id: String
        var name: String
        var color: String?
        var description: String?
    }

    struct MilestoneNode: Decodable {
        var id: String
        var number: Int
        var title: String
    }

    /// The part of `repository` this reads, in either query.
    struct Pages: Decodable {
        var labels: Connection<LabelNode>
        var milestones: Connection<MilestoneNode>
        /// Null or empty for a user's repository.
        var issueTypes: TypeConnection?

        struct TypeConnection: Decodable { var nodes: [IssueType?] }

        var catalog: RepositoryCatalog {
            RepositoryCatalog(
                labels: labels.nodes.compactMap { $0 }.map { node in
                    .init(id: node.id, label: Label(name: node.name, color: node.color ?? "", description: node.description,
                                                    id: node.id))
                },
                milestones: milestones.nodes.compactMap { $0 }.map { .init(id: $0.id, number: $0.number, title: $0.title) },
                issueTypes: issueTypes?.nodes.compactMap { $0 } ?? [])
        }
    }

    struct Data: Decodable {
        var repository: Pages?
    }

    /// The catalog `first` begins, with every page that follows it.
    func completing(_ first: Pages, of repo: RepoRef) throws -> RepositoryCatalog {
        var catalog = first.catalog
        var labels = first.labels, milestones = first.milestones
        var trail = PageTrail(of: .cursor)
        while labels.continues || milestones.continues {
            let labelsAfter = labels.pageInfo.endCursor, milestonesAfter = milestones.pageInfo.endCursor
            _ = try trail.follow("\(labelsAfter ?? "")\u{0}\(milestonesAfter ?? "")")
            let variables = Variables(owner: repo.owner, repo: repo.name, labelsAfter: labelsAfter,
                                      milestonesAfter: milestonesAfter)
            let result = try api.query(Self.document(issueTypes: !api.lacksNewIssueFields), variables: variables, as: Data.self)
            guard let next = result.data.repository else { throw result.missingRepository(repo) }
            // A list already read in full is asked again after its last cursor (an empty page) and left as it is.
            if labels.continues {
                catalog.labels += next.catalog.labels
                labels = next.labels
            }
            if milestones.continues {
                catalog.milestones += next.catalog.milestones
                milestones = next.milestones
            }
        }
        return catalog
    }
}
