import Foundation
import Testing

/// The first `sync` of a repository of more than one page reads REST's pages in creation order side by side, and
/// keeps them only when the changes since prove them exact: issues deleted, transferred or filed between two pages make it read
/// the changes' cursors one page after another, as before. Each test then compares the mirror with GitHub's issues.
@Suite struct ParallelSyncBinaryTests {
    static let repo = "octocat/big"
    /// 250 items less the 62 pull requests.
    static let issueCount = 188
    static let sync = ["sync", repo]
    static let list = ["issue", "list", "-R", repo, "--offline", "--state", "all", "-L", "1000", "--json",
                       "number,title,state,labels,assignees,author,milestone,body,comments,createdAt,updatedAt,"
                       + "closedAt,url,issueType,parent,subIssues,subIssuesSummary,blockedBy,blocking"]

    /// A world whose `octocat/big` holds 250 items over three pages, every 4th a pull request, and #5 with #7 as its
    /// sub-issue.
    static func bigRepository() throws -> FaultScenario {
        let scenario = try FaultScenario(arguments: ["--big-repo-issues", "250"])
        let seven = try #require(try object(scenario.simulator.send("GET", "/repos/\(repo)/issues/7"))["id"] as? Int)
        try scenario.simulator.send("POST", "/repos/\(repo)/issues/5/sub_issues", json: #"{"sub_issue_id":\#(seven)}"#)
        return scenario
    }

    static func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// GitHub's issues (number and state), read from the simulator's REST list.
    static func gitHubIssues(_ scenario: FaultScenario) throws -> [Int: String] {
        var issues: [Int: String] = [:]
        for page in 1...4 {
            let json = try scenario.simulator.send("GET", "/repos/\(repo)/issues?state=all&per_page=100&page=\(page)")
            let items = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
            for issue in items where issue["pull_request"] == nil {
                issues[try #require(issue["number"] as? Int)] = issue["state"] as? String
            }
        }
        return issues
    }

    /// The mirror's issues (number and state), from an `--offline` list.
    static func mirroredIssues(_ scenario: FaultScenario) async throws -> [Int: String] {
        let listed = try await scenario.run(list)
        #expect(listed.status == 0, "\(listed.stderr)")
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        var mirrored: [Int: String] = [:]
        for issue in issues {
            let number = try #require(issue["number"] as? Int)
            #expect(mirrored[number] == nil, "#\(number) listed twice")
            mirrored[number] = (issue["state"] as? String)?.lowercased()
        }
        return mirrored
    }

    /// The REST pages in creation order and the changes queries sent for them, the latter with a cursor or not.
    static func reads(_ scenario: FaultScenario) throws -> (pages: Set<Int>, changes: Int, followedCursors: Int) {
        let requests = try scenario.requests()
        let pages = requests.filter { $0.path.hasPrefix("/repos/\(repo)/issues?") && $0.path.contains("sort=created") }
            .compactMap { $0.path.split(separator: "&").first { $0.hasPrefix("page=") }.flatMap { Int($0.dropFirst(5)) } }
        let changes = requests.filter { $0.body.contains("query IssueChanges") }
        return (Set(pages), changes.count, changes.filter { $0.body.contains("\"endCursor\":\"") }.count)
    }

    @Test func theFirstSyncReadsThePagesSideBySideAndMirrorsWhatAReadOneByOneDoes() async throws {
        let parallel = try Self.bigRepository()
        let synced = try await parallel.run(Self.sync)
        #expect(synced.status == 0, "\(synced.stderr)")
        #expect(synced.stderr.contains("Synced \(Self.issueCount) issues of \(Self.repo)"), "\(synced.stderr)")
        let reads = try Self.reads(parallel)
        #expect(reads.pages == [1, 2, 3])
        #expect(reads.followedCursors == 0, "the changes' cursors are not followed")
        #expect(try await Self.mirroredIssues(parallel) == Self.gitHubIssues(parallel))

        // The same repository synced where REST's pages are refused, so the changes' cursors are read instead.
        let sequential = try Self.bigRepository()
        try sequential.fault(#"{"method":"GET","path":"sort=created","status":422,"body":{"message":"Validation Failed"}}"#)
        #expect(try await sequential.run(Self.sync).status == 0)
        #expect(try Self.reads(sequential).followedCursors == 1)
        let fromPages = try await parallel.run(Self.list)
        let fromCursors = try await sequential.run(Self.list)
        #expect(fromPages.stdout == fromCursors.stdout)
        #expect(fromPages.stdout.contains(#""subIssues":[{"#))
    }

    /// REST's pages carry people's logins and IDs but not their names: one GraphQL request names every user of the sync.
    @Test func thePeopleOfThePagesAreNamedInOneRequest() async throws {
        let scenario = try Self.bigRepository()
        #expect(try await scenario.run(Self.sync).status == 0)
        #expect(try scenario.requests().count { $0.body.contains("query UserNames") } == 1)
        #expect(try Self.reads(scenario).followedCursors == 0)
        let hubot = try Self.object(scenario.simulator.send("GET", "/users/hubot"))
        let listed = try await scenario.run(["issue", "list", "-R", Self.repo, "--offline", "--state", "all", "-L", "1000",
                                             "--json", "number,author,assignees"])
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        let first = try #require(issues.first { $0["number"] as? Int == 1 }, "\(listed.stdout)")
        let author = try #require(first["author"] as? [String: Any])
        #expect(author["name"] as? String == "Hubot" && author["id"] as? String == hubot["node_id"] as? String)
        #expect(author["is_bot"] as? Bool == false)
        let assignees = try #require(first["assignees"] as? [[String: Any]])
        #expect(assignees.map { $0["name"] as? String } == ["Mona Lisa Octocat"])
    }

    /// Between page 2's answer and page 3's, `action` changes the repository (page 3 is held back so it comes after);
    /// `afterFirstPage` right after page 1's.
    static func changedBetweenPages(_ action: String, afterFirstPage: String? = nil) throws -> FaultScenario {
        let scenario = try bigRepository()
        for (page, action) in [(1, afterFirstPage), (2, action)] {
            guard let action else { continue }
            try scenario.simulator.control("after", #"{"match":{"method":"GET","path_regex":"sort=created.*&page=\#(page)$"},"action":\#(action)}"#)
        }
        try scenario.fault(#"{"method":"GET","path":"sort=created.*&page=3$","action":"delay_ms","ms":1500}"#)
        return scenario
    }

    /// Closed #3, on page 1, deleted once every page was answered (page 3, the last, held back): nothing shifts, no
    /// change shows it, only the closed count tells the pages hold one issue too many.
    @Test func aClosedIssueDeletedAfterItsPageWasReadIsNotLeftInTheMirror() async throws {
        let scenario = try Self.bigRepository()
        #expect(try Self.gitHubIssues(scenario)[3] == "closed")
        try scenario.simulator.control("after", #"{"match":{"method":"GET","path_regex":"sort=created.*&page=3$"},"action":{"repo":"octocat/big","issue":3,"as":"octocat","delete":true}}"#)
        try scenario.fault(#"{"method":"GET","path":"sort=created.*&page=3$","action":"delay_ms","ms":1500}"#)
        #expect(try await scenario.run(Self.sync).status == 0)
        let reads = try Self.reads(scenario)
        #expect(reads.pages == [1, 2, 3] && reads.followedCursors == 1, "\(reads)")
        let rulesLeft = try scenario.simulator.send("GET", "/_simulator/after")
        #expect(rulesLeft == "[]", "the deletion was made")
        let mirrored = try await Self.mirroredIssues(scenario)
        let gitHub = try Self.gitHubIssues(scenario)
        #expect(mirrored[3] == nil && mirrored == gitHub)
    }

    static let deleteFifty = #"{"repo":"octocat/big","issue":50,"as":"octocat","delete":true}"#
    static let transferFifty = #"{"repo":"octocat/big","issue":50,"as":"octocat","transfer_to":"octocat/Hello-World"}"#

    @Test(arguments: [deleteFifty, transferFifty])
    func anIssueDeletedOrTransferredBetweenTwoPagesMakesTheSyncReadTheCursorsInstead(change: String) async throws {
        let scenario = try Self.changedBetweenPages(change)
        #expect(try await scenario.run(Self.sync).status == 0)
        let reads = try Self.reads(scenario)
        #expect(reads.pages == [1, 2, 3])
        #expect(reads.followedCursors == 1)
        let mirrored = try await Self.mirroredIssues(scenario)
        #expect(mirrored == (try Self.gitHubIssues(scenario)))
        #expect(mirrored[50] == nil && mirrored[201] == "closed")
    }

    /// The deletion shifts page 3 so that #201 (closed, as #3) falls between two pages, and the issue filed after
    /// page 1 keeps the open count even: only its date gives it away.
    @Test func anIssueDeletedAndAnotherFiledBetweenTwoPagesMakeTheSyncReadTheCursorsInstead() async throws {
        let filed = #"{"repo":"octocat/big","as":"hubot","create":"Filed meanwhile"}"#
        let deleteThree = #"{"repo":"octocat/big","issue":3,"as":"octocat","delete":true}"#
        let scenario = try Self.changedBetweenPages(deleteThree, afterFirstPage: filed)
        #expect(try await scenario.run(Self.sync).status == 0)
        #expect(try Self.reads(scenario).followedCursors == 1)
        let mirrored = try await Self.mirroredIssues(scenario)
        #expect(mirrored == (try Self.gitHubIssues(scenario)))
        #expect(mirrored[3] == nil && mirrored[201] == "closed" && mirrored.count == Self.issueCount)
    }

    @Test func anIssueChangedAfterItsPageWasReadIsMirroredAsItIsNow() async throws {
        let labelled = #"{"repo":"octocat/big","issue":150,"as":"octocat","add_labels":["meanwhile"]}"#
        let scenario = try Self.changedBetweenPages(labelled)
        #expect(try await scenario.run(Self.sync).status == 0)
        #expect(try Self.reads(scenario).followedCursors == 0)
        let listed = try await scenario.run(["issue", "list", "-R", Self.repo, "--offline", "--state", "all", "-l", "meanwhile", "--json", "number"])
        #expect(listed.stdout == #"[{"number":150}]"# + "\n")
    }
}
