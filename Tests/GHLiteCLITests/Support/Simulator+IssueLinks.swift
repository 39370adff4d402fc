import Foundation
import Testing

/// An issue's type, parent, sub-issues and blockers as the simulator holds them.
struct IssueLinksState: Equatable {
    var type: String?
    var parent: Int?
    var subIssues: [Int]
    var blockedBy: Set<Int>
}

extension Simulator {
    /// octo-org/octo-repo's issue `number` with its links, read over GraphQL (the request log is cleared after it).
    func links(_ number: Int) throws -> IssueLinksState {
        let answer = try graphQL("""
            { repository(owner: "octo-org", name: "octo-repo") { issue(number: \(number)) {
              issueType { name } parent { number } subIssues(first: 100) { nodes { number } }
              blockedBy(first: 100) { nodes { number } } } } }
            """)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])
        let issue = try #require(((json["data"] as? [String: Any])?["repository"] as? [String: Any])?["issue"]
                                 as? [String: Any], "\(answer)")
        func numbers(_ key: String) -> [Int] {
            ((issue[key] as? [String: Any])?["nodes"] as? [[String: Any]] ?? []).compactMap { $0["number"] as? Int }
        }
        return IssueLinksState(type: (issue["issueType"] as? [String: Any])?["name"] as? String,
                               parent: (issue["parent"] as? [String: Any])?["number"] as? Int,
                               subIssues: numbers("subIssues"), blockedBy: Set(numbers("blockedBy")))
    }

    /// The GraphQL mutations received since the log was last cleared.
    func mutations() throws -> [String] {
        try requests().filter { $0.path == "/graphql" && $0.body.contains("\"mutation ") }.map(\.body)
    }
}
