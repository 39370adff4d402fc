import GHLiteCore
import GHLiteMock
import Testing

fileprivate typealias Issue = GHLiteCore.Issue

/// `issue view` of an issue's type and links, in memory: GitHub's REST issue says whether it has links, and only
/// then are they asked for.
@Suite(.strictDoubles) struct IssueLinksViewTests {
    static let now = MockGitHubData.epoch

    fileprivate static func linked(_ number: Int, _ title: String, _ state: Issue.State, repository: String = "octo-org/octo-repo")
        -> LinkedIssue {
        LinkedIssue(id: "I_\(number)", number: number, title: title, state: state,
                    url: "https://github.com/\(repository)/issues/\(number)", repository: repository)
    }

    static func environment(counts: IssueLinkCounts, links: IssueLinks?) -> ContainerEnvironment {
        var environment = ContainerEnvironment.signedOut
        environment.clock.now = { now }
        environment.clock.sleep = { _ in }
        environment.gitHub.getIssue = { _, number in
            var issue = Issue.fixture(number, title: "Parent",
                                      htmlURL: "https://github.com/octo-org/octo-repo/issues/\(number)", createdAt: now)
            issue.issueType = IssueType(id: "IT_1", name: "Bug", color: "red")
            issue.linkCounts = counts
            return issue
        }
        if let links { environment.gitHub.getIssueLinks = { _, _, _ in links } }
        return environment
    }

    func run(_ arguments: [String], terminal: Bool, environment: ContainerEnvironment) -> (ExitCode, MemoryIO) {
        let memory = MemoryIO(terminal: terminal, width: 120)
        let code = CommandLineInterface.run(["issue", "view"] + arguments + ["-R", "octo-org/octo-repo"],
                                            variables: ["NO_COLOR": "1"], io: memory.io,
                                            makeEnvironment: { _ in environment })
        return (code, memory)
    }

    static let links = IssueLinks(
        parent: linked(9, "Epic\u{1B}[2J", .open, repository: "octo-org/plans"),
        subIssues: [linked(3, "Done part", .closed), linked(4, "Open part", .open)],
        subIssuesSummary: SubIssuesSummary(total: 2, completed: 1, percentCompleted: 50),
        blockedBy: [linked(5, "Old blocker", .closed), linked(6, "New blocker", .open)], blocking: [])

    @Test func aTerminalShowsTypeParentTreeAndOpenBlockersFirst() {
        let (code, io) = run(["1"], terminal: true, environment: Self.environment(
            counts: IssueLinkCounts(hasParent: true, subIssues: 2, dependencies: 2), links: Self.links))
        #expect(code == .ok)
        #expect(io.output.contains("""
            Type: Bug
            Parent: octo-org/plans#9 Epic^[[2J (Open)
            Sub-issues: 1 of 2 done
              ├─ #3 Done part (Closed)
              └─ #4 Open part (Open)
            Blocked by:
              ├─ #6 New blocker (Open)
              └─ #5 Old blocker (Closed)

            """), "\(io.output)")
        #expect(!io.output.contains("Blocking:"))
        #expect(!io.output.contains("\u{1B}"), "a linked title's escape is shown, not obeyed")
    }

    @Test func pipedTheyAreMetadataLines() {
        let (code, io) = run(["1"], terminal: false, environment: Self.environment(
            counts: IssueLinkCounts(hasParent: true, subIssues: 2, dependencies: 2), links: Self.links))
        #expect(code == .ok)
        #expect(io.output.contains("""
            number:\t1
            type:\tBug
            parent:\tocto-org/plans#9 OPEN
            sub-issues:\t#3 CLOSED, #4 OPEN
            sub-issues-done:\t1 of 2
            blocked-by:\t#6 OPEN, #5 CLOSED
            --

            """), "\(io.output)")
    }

    /// `getIssueLinks` is left failing: the strict double fails the test if it is called.
    @Test func anIssueWithoutLinksCostsNoSecondRequestAndAsksNoDependenciesOfAServerWithout() {
        let (code, io) = run(["1", "--json", "subIssues,blockedBy"], terminal: false,
                             environment: Self.environment(counts: IssueLinkCounts(dependencies: nil), links: nil))
        #expect(code == .ok)
        #expect(io.output.contains(#""subIssues": []"#) || io.output.contains(#""subIssues":[]"#), "\(io.output)")
    }
}
