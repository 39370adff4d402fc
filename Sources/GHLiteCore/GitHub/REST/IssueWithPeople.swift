/// One of REST's issue objects with its people as the changes query has them, names aside (REST's issue pages carry
/// none: `UserNamesQuery` reads them, `Issue.naming` puts them in). Only a `User` keeps its ID, as GraphQL's
/// `... on User { id name }` does; a bot's login loses REST's `[bot]`, as GraphQL's `Bot.login` has it (no user's
/// login can hold a bracket). A null author (a deleted account) stays unknown, as the changes query leaves it.
struct IssueWithPeople: Decodable {
    var issue: Issue

    private struct User: Decodable {
        var login: String
        var nodeID: String?
        var type: String?

        enum CodingKeys: String, CodingKey {
            case login, type
            case nodeID = "node_id"
        }

        var person: Person {
            let login = type == "Bot" && login.hasSuffix("[bot]") ? String(login.dropLast("[bot]".count)) : login
            return Person(login: login, id: type == "User" ? nodeID : nil, name: nil)
        }
    }

    private enum CodingKeys: String, CodingKey { case user, assignees }

    init(from decoder: any Decoder) throws {
        issue = try Issue(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let author = try container.decodeIfPresent(User.self, forKey: .user)?.person {
            (issue.authorLogin, issue.extras.author, issue.extras.hasAuthor) = (author.login, author, true)
        }
        issue.extras.assignees = try container.decodeLossyList(User.self, forKey: .assignees).map(\.person)
    }
}

extension Issue {
    /// The IDs of the users among its author and assignees.
    var userIDs: [String] {
        ([extras.author].compactMap { $0 } + (extras.assignees ?? [])).compactMap(\.id)
    }

    /// This issue with each user's name from `names` (by ID; none there: no name).
    func naming(_ names: [String: String]) -> Issue {
        var issue = self
        func named(_ person: Person) -> Person {
            var person = person
            person.name = person.id.flatMap { names[$0] }
            return person
        }
        issue.extras.author = extras.author.map(named)
        issue.extras.assignees = extras.assignees?.map(named)
        return issue
    }
}
