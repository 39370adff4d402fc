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

    /// The repositories a lookup's references are in, each once (the command's first), and the numbers asked of each.
    struct Plan: Equatable {
        var others: [RepoRef] = []
        var numbers: [[Int]] = [[]]

        init(_ repo: RepoRef, _ references: [IssueLinkReference]) {
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
        }

        /// `$owner1: String!, $repo1: String!`, ... for the other repositories (`$owner` and `$repo` are the command's).
        var variableDeclarations: [String] {
            others.indices.map { "$owner\($0 + 1): String!, $repo\($0 + 1): String!" }
        }

        /// The other repositories' variables, by name.
        var variables: [String: String] {
            var variables: [String: String] = [:]
            for (index, other) in others.enumerated() {
                variables["owner\(index + 1)"] = other.owner
                variables["repo\(index + 1)"] = other.name
            }
            return variables
        }

        /// The selections: the command's repository as `key` (with the owner's kind and types), others as `r1`,
        /// `r2`...; each issue as `iN` with N its number.
        func selections(key: String) -> String {
            func issues(_ numbers: [Int]) -> String {
                numbers.map { "i\($0): issue(number: \($0)) { ...IssueLinkTarget }" }.joined(separator: " ")
            }
            var selections = ["\(key == "repository" ? "" : key + ": ")repository(owner: $owner, name: $repo) { "
                              + "id owner { __typename } issueTypes(first: 100) { nodes { id name color description isEnabled } } "
                              + "\(issues(numbers[0])) }"]
            for index in others.indices {
                selections.append("r\(index + 1): repository(owner: $owner\(index + 1), name: $repo\(index + 1)) { "
                                  + "\(issues(numbers[index + 1])) }")
            }
            return selections.joined(separator: " ")
        }

        /// The fragment the issues use, or nothing when none is asked: GitHub refuses a fragment no selection uses.
        func fragment(dependencies: Bool) -> String {
            numbers.joined().isEmpty ? "" : " " + IssueLinkLookupGraphQL.issueFields(dependencies: dependencies)
        }

        /// The answer's repositories (the command's under `key`) read back by reference; nil when the command's
        /// repository is missing.
        func read(_ repositories: [String: RepositoryNode?], key: String) -> IssueLinkLookup? {
            guard let repository = repositories[key] ?? nil else { return nil }
            var links = IssueLinkLookup(repositoryID: repository.id, ownerIsOrganization: repository.ownerType == "Organization",
                                        issueTypes: repository.issueTypes?.nodes.compactMap { $0 } ?? [])
            for (index, numbers) in numbers.enumerated() {
                guard let found = repositories[index == 0 ? key : "r\(index)"] ?? nil else { continue }
                for number in numbers {
                    guard let node = found.issues[number] else { continue }
                    let reference = IssueLinkReference(repository: index == 0 ? nil : others[index - 1].description,
                                                       number: number)
                    links.issues[reference] = node.linked
                }
            }
            return links
        }
    }

    /// The lookup's document on its own.
    static func document(_ plan: Plan, dependencies: Bool) -> String {
        let variables = (["$owner: String!, $repo: String!"] + plan.variableDeclarations).joined(separator: ", ")
        return "query IssueLinkLookup(\(variables)) { \(plan.selections(key: "repository")) }"
            + plan.fragment(dependencies: dependencies)
    }

    func links(_ repo: RepoRef, _ references: [IssueLinkReference], dependencies: Bool) throws -> IssueLinkLookup {
        let plan = Plan(repo, references)
        let variables = plan.variables.merging(["owner": repo.owner, "repo": repo.name]) { $1 }
        let result = try api.query(Self.document(plan, dependencies: dependencies), variables: variables, as: LinksData.self)
        guard let links = plan.read(result.data.repositories, key: "repository") else {
            throw result.missingRepository(repo)
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
