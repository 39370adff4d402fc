import GHLiteCore
import Testing

fileprivate typealias Issue = GHLiteCore.Issue

/// `--json`'s GraphQL-only parts: asked only for what the issues' source did not send, 100 issues at a time.
@Suite(.strictDoubles) struct IssueModelExtrasTests {
    fileprivate static func issue(_ number: Int) -> Issue {
        var issue = Issue.fixture(number)
        issue.extras = IssueExtras(id: "I_\(number)", reactionGroups: [])
        return issue
    }

    @Test func onlyTheMissingPartsAreAskedAHundredIssuesAtATime() throws {
        let asked = Locked<[(numbers: [Int], parts: Set<IssueExtras.Part>)]>([])
        var environment = IssueModelEnvironment.failing
        environment.getIssueExtras = { numbers, parts in
            asked.withLock { $0.append((numbers, parts)) }
            return Dictionary(uniqueKeysWithValues: numbers.filter { $0 != 7 }.map { number in
                var extras = IssueExtras()
                (extras.author, extras.hasAuthor) = (Person(login: "octocat", id: "U_1", name: "The Octocat"), true)
                return (number, extras)
            })
        }
        let issues = try IssueModel(environment: environment).withExtras((1...150).map { Self.issue($0) }, [.id, .author])
        #expect(asked.value.map(\.numbers) == [Array(1...100), Array(101...150)])
        #expect(asked.value.allSatisfy { $0.parts == [.author] })
        #expect(issues[0].extras.author?.name == "The Octocat" && issues[0].extras.id == "I_1")
        // One GitHub would not show keeps what its list had.
        #expect(!issues[6].extras.hasAuthor && issues[6].extras.id == "I_7")
    }

    @Test func nothingIsAskedWhenTheSourceSentEverything() throws {
        let issues = try IssueModel(environment: .failing).withExtras([Self.issue(1)], [.id, .reactionGroups])
        #expect(issues == [Self.issue(1)])
    }
}
