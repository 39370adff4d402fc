/// The parts of issues `--json` asks for that only GraphQL has (people's names, project cards, pinning), in one
/// request for up to 100 issues of one repository: one aliased `issue(number:)` each, selecting only those parts.
struct IssueExtrasQuery {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.getIssueExtras = { repo, numbers, parts in try IssueExtrasQuery(api: api).extras(repo, numbers, parts) }
    }

    func extras(_ repo: RepoRef, _ numbers: [Int], _ parts: Set<IssueExtras.Part>) throws -> [Int: IssueExtras] {
        guard !numbers.isEmpty, !parts.isEmpty else { return [:] }
        let result = try api.query(Self.document(numbers, parts), variables: Variables(owner: repo.owner, repo: repo.name),
                                   as: Data.self)
        guard let issues = result.data.repository else { throw result.missingRepository(repo) }
        // An issue GitHub would not show (null, with its error) keeps what the list had.
        return issues.reduce(into: [:]) { found, entry in
            guard let node = entry.value, let number = Int(entry.key.dropFirst()) else { return }
            found[number] = node.extras(parts)
        }
    }

    struct Variables: Encodable {
        var owner: String
        var repo: String
    }

    static func document(_ numbers: [Int], _ parts: Set<IssueExtras.Part>) -> String {
        let selections: [(IssueExtras.Part, String)] = [
            (.id, "id"), (.author, "author { login ... on User { id name } }"),
            (.assignees, "assignees(first: 100) { nodes { id login name } }"),
            (.reactionGroups, IssueCommentNode.reactionGroups),
            (.projectCards, "projectCards(first: 100) { nodes { project { name } column { name } } }"),
            (.isPinned, "isPinned"),
        ]
        let fields = selections.filter { parts.contains($0.0) }.map(\.1).joined(separator: " ")
        let issues = numbers.map { "i\($0): issue(number: \($0)) { \(fields) }" }.joined(separator: "\n    ")
        return """
            query IssueExtras($owner: String!, $repo: String!) {
              repository(owner: $owner, name: $repo) {
                \(issues)
              }
            }
            """
    }

    struct Data: Decodable {
        /// Each alias (`i12`) to its issue.
        var repository: [String: Node?]?
    }

    struct Node: Decodable {
        struct Nodes<Item: Decodable>: Decodable { var nodes: [Item?] }
        struct User: Decodable {
            var login: String
            /// Absent for a bot, which is not a `User`.
            var id: String?
            var name: String?
        }
        struct Named: Decodable { var name: String }
        struct Card: Decodable {
            var project: Named
            var column: Named?
        }

        var id: String?
        var author: User?
        var assignees: Nodes<User>?
        var reactionGroups: [IssueCommentNode.Group]?
        var projectCards: Nodes<Card>?
        var isPinned: Bool?

        func extras(_ parts: Set<IssueExtras.Part>) -> IssueExtras {
            func person(_ user: User) -> Person { Person(login: user.login, id: user.id, name: user.name) }
            var extras = IssueExtras(id: id, reactionGroups: reactionGroups.map(IssueCommentNode.used))
            if parts.contains(.author) { (extras.author, extras.hasAuthor) = (author.map(person), true) }
            extras.assignees = assignees?.nodes.compactMap { $0.map(person) }
            extras.projectCards = projectCards?.nodes.compactMap { $0.map { ProjectCard(project: $0.project.name,
                                                                                       column: $0.column?.name) } }
            // GitHub's isPinned is nullable; gh reads a null as false.
            if parts.contains(.isPinned) { extras.isPinned = isPinned ?? false }
            return extras
        }
    }
}
