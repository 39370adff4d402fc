import Foundation
import Testing

/// `issue view` shows reactions as gh does: `5 👍 • 2 ❤️ • 1 👀` under the issue's state line and under each
/// comment's header on a terminal; piped, gh's fields carry none.
@Suite struct IssueViewReactionsBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    var environment: [String: String] { simulator.environment(configDirectory: home.path).merging(["NO_COLOR": "1"]) { $1 } }

    func lines(_ arguments: [String]) throws -> [String] {
        let result = try GHLiteRun.runInTerminal(["issue", "view"] + arguments, environment: environment)
        #expect(result.status == 0, "\(result.stdout)")
        return result.stdout.components(separatedBy: "\n")
    }

    @Test func theIssuesReactionsFollowItsStateLine() throws {
        let shown = try lines(["1", "-R", "octocat/Hello-World"])
        let state = try #require(shown.firstIndex { $0.hasPrefix("Open • octocat opened") })
        #expect(shown[state + 1] == "5 \u{1F44D} • 2 \u{2764}\u{FE0F} • 1 \u{1F440}")
        // What the simulator holds for #1: the same counts through GraphQL.
        let answer = try simulator.graphQL("""
            { repository(owner: "octocat", name: "Hello-World") { issue(number: 1) { reactionGroups { content users { totalCount } } } } }
            """)
        #expect(answer.contains(#"{"content":"THUMBS_UP","users":{"totalCount":5}}"#), "\(answer)")
        let piped = try GHLiteRun.run(["issue", "view", "1", "-R", "octocat/Hello-World"], environment: environment)
        #expect(piped.stdout.hasPrefix("title:\tFound a bug\n") && !piped.stdout.contains("\u{1F44D}"))
    }

    @Test func eachCommentsReactionsFollowItsHeaderAndOnlyWhereThereAreSome() throws {
        let shown = try lines(["1", "-R", "octocat/Hello-World", "--comments"])
        let first = try #require(shown.firstIndex { $0.hasPrefix("octocat (Owner) • ") })
        #expect(shown[first + 1] == "1 \u{1F44D}")
        #expect(shown[first + 2] == "")
        let unreacted = shown.indices.filter { $0 > first && shown[$0].contains(" • ") && shown[$0].hasSuffix(" ago") }
        #expect(!unreacted.isEmpty && unreacted.allSatisfy { shown[$0 + 1] == "" })
    }
}
