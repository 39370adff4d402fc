/// What a change to issue types, sub-issues or dependencies needs first, in one GraphQL request: the owner's kind,
/// its issue types and every issue a command names (aliases, one per issue, grouped by repository), with node ids
/// for the mutations (`IssueLinkMutations`). REST would need a request per issue to find the database ids its link
/// endpoints take.
struct IssueLinkLookupGraphQL {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        let graphQL = IssueLinkLookupGraphQL(api: api)
        client.lookUpIssueLinks = { repo, references, dependencies in
            try graphQL.links(repo, references, dependencies: dependencies)
        }
    }

    /// `blockedBy` only when dependencies change: GitHub Enterprise Server has no such field.
    static func issueFields(dependencies: Bool) -> String {
        "fragment IssueLinkTarget on Issue { id number url repository { nameWithOwner } "
            + "parent { id number repository { nameWithOwner } } issueType { id } subIssuesSummary { total }"
            + (dependencies ? " blockedBy(first: 100) { nodes { id } } }" : " }")
    }

    /// The lookup's document: the command's repository first (`repository`), other repositories as `r1`, `r2`...;
    /// each issue as `iN` with N its number.
    static func document(_ others: [RepoRef], _ numbers: [[Int]], dependencies: Bool) -> String {
        func issues(_ numbers: [Int]) -> String {
            numbers.map { "i\($0): issue(number: \($0)) { ...IssueLinkTarget }" }.joined(separator: " ")
        }
        let variables = (["$owner: String!, $repo: String!"]
                         + others.indices.map { "$owner\($0 + 1): String!, $repo\($0 + 1): String!" })
            .joined(separator: ", ")
        var selections = ["repository(owner: $owner, name: $repo) { id owner { __typename } "
                          + "issueTypes(first: 100) { nodes { id name color description isEnabled } } "
                          + "\(issues(numbers[0])) }"]
        for index in others.indices {
            selections.append("r\(index + 1): repository(owner: $owner\(index + 1), name: $repo\(index + 1)) { "
                              + "\(issues(numbers[index + 1])) }")
        }
        // GitHub refuses a fragment no selection uses.
        let fragment = numbers.joined().isEmpty ? "" : " " + issueFields(dependencies: dependencies)
        return "query IssueLinkLookup(\(variables)) { \(selections.joined(separator: " ")) }\(fragment)"
    }

    func links(_ repo: RepoRef, _ references: [IssueLinkReference], dependencies: Bool) throws -> IssueLinkLookup {
        var others: [RepoRef] = []
        var numbers: [[Int]] = [[]]
        for reference in references {
            let keyed = reference.normalized(in: repo)
            var index = 0
            if keyed.repository != nil {
                let other = keyed.repo(in: repo)
                if let found = others.firstIndex(where: { $0.description.lowercased() == other.description.lowercased() }) {
                    index = found + 1
                } else {
                    others.append(other)
                    numbers.append([])
                    index = others.count
                }
            }
            if !numbers[index].contains(keyed.number) { numbers[index].append(keyed.number) }
        }
        var variables = ["owner": repo.owner, "repo": repo.name]
        for (index, other) in others.enumerated() {
            variables["owner\(index + 1)"] = other.owner
            variables["repo\(index + 1)"] = other.name
        }
        let result = try api.query(Self.document(others, numbers, dependencies: dependencies), variables: variables, as: LinksData.self)
        guard let repository = result.data.repositories["repository"] ?? nil else {
            throw result.missingRepository(repo)
        }
        var links = IssueLinkLookup(repositoryID: repository.id, ownerIsOrganization: repository.ownerType == "Organization",
                               issueTypes: repository.issueTypes?.nodes.compactMap { $0 } ?? [])
        for (index, numbers) in numbers.enumerated() {
            let key = index == 0 ? "repository" : "r\(index)"
            guard let found = result.data.repositories[key] ?? nil else { continue }
            for number in numbers {
                guard let node = found.issues[number] else { continue }
                let reference = IssueLinkReference(repository: index == 0 ? nil : others[index - 1].description,
                                                   number: number)
                links.issues[reference] = node.linked
            }
        }
        return links
    }

    struct LinksData: Decodable {
        var repositories: [String: RepositoryNode?]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: GraphQLAliasKey.self)
            repositories = [:]
            for key in container.allKeys {
                repositories[key.stringValue] = try container.decodeIfPresent(RepositoryNode.self, forKey: key)
            }
        }
    }

    struct RepositoryNode: Decodable {
        /// Asked of the command's repository only.
        var id: String?
        var ownerType: String?
        /// Null (or absent, in another repository's block) for a user's repository.
        var issueTypes: TypeConnection?
        /// By number; an issue GitHub did not find is left out.
        var issues: [Int: IssueNode]

        struct TypeConnection: Decodable { var nodes: [IssueType?] }
        struct Owner: Decodable {
            var typename: String
            enum CodingKeys: String, CodingKey { case typename = "__typename" }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: GraphQLAliasKey.self)
            var issues: [Int: IssueNode] = [:]
            for key in container.allKeys where key.stringValue.hasPrefix("i") {
                guard let number = Int(key.stringValue.dropFirst()) else { continue }
                issues[number] = try container.decodeIfPresent(IssueNode.self, forKey: key)
            }
            self.issues = issues
            id = try container.decodeIfPresent(String.self, forKey: GraphQLAliasKey(stringValue: "id"))
            ownerType = try container.decodeIfPresent(Owner.self, forKey: GraphQLAliasKey(stringValue: "owner"))?.typename
            issueTypes = try container.decodeIfPresent(TypeConnection.self, forKey: GraphQLAliasKey(stringValue: "issueTypes"))
        }
    }

    struct IssueNode: Decodable {
        struct Repository: Decodable { var nameWithOwner: String }
        struct Parent: Decodable {
            var id: String
            var number: Int
            var repository: Repository
        }
        struct IDNode: Decodable { var id: String }
        struct IDs: Decodable { var nodes: [IDNode?] }

        var id: String
        var number: Int
        var url: String
        var repository: Repository
        var parent: Parent?
        var issueType: IDNode?
        var blockedBy: IDs?
        struct Summary: Decodable { var total: Int }
        var subIssuesSummary: Summary?

        var linked: IssueLinkTarget {
            IssueLinkTarget(id: id, number: number, url: url, repository: repository.nameWithOwner,
                        parent: parent.map { .init(id: $0.id, number: $0.number, repository: $0.repository.nameWithOwner) },
                        issueTypeID: issueType?.id, blockedByIDs: blockedBy?.nodes.compactMap { $0?.id } ?? [],
                        subIssueCount: subIssuesSummary?.total ?? 0)
        }
    }
}
