import Testing

/// `issue edit` adds and removes labels and assignees, so what someone else changes on the issue while gh-lite
/// works stays: the simulator makes hubot's change right after gh-lite has read the issues (one request for all of
/// them and the lists). octocat/Hello-World's #4 has the label "help wanted" and the assignee hubot; #6 has no label
/// and the assignee octocat.
@Suite struct IssueEditConcurrentChangeBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    /// Right after gh-lite's lookup, hubot changes issue `issue` as `change` says (`"add_labels": ["enhancement"]`, ...).
    func afterLookingUp(hubotChanges issue: Int, _ change: String) throws {
        try simulator.control("after", """
            {"match": {"operation": "RepositoryLookup"},
             "action": {"repo": "octocat/Hello-World", "issue": \(issue), "as": "hubot", \(change)}}
            """)
    }

    /// The issue's labels and assignees as GitHub's REST API has them.
    func sets(_ number: Int) throws -> (labels: Set<String>, assignees: Set<String>) {
        let issue = try helloWorldREST(number)
        func names(_ key: String, _ field: String) -> Set<String> {
            Set(((issue[key] as? [[String: Any]]) ?? []).compactMap { $0[field] as? String })
        }
        return (names("labels", "name"), names("assignees", "login"))
    }

    @Test func aLabelAddedMeanwhileStays() throws {
        try afterLookingUp(hubotChanges: 4, #""add_labels": ["enhancement"]"#)
        let result = try helloWorldIssue(["edit", "4", "--add-label", "bug"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sets(4).labels == ["help wanted", "enhancement", "bug"])

        try afterLookingUp(hubotChanges: 4, #""add_labels": ["question"]"#)
        let removed = try helloWorldIssue(["edit", "4", "--remove-label", "help wanted"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(try sets(4).labels == ["enhancement", "bug", "question"])
    }

    @Test func aLabelRemovedMeanwhileIsNotAFailure() throws {
        try afterLookingUp(hubotChanges: 4, #""remove_labels": ["help wanted"]"#)
        let result = try helloWorldIssue(["edit", "4", "--remove-label", "help wanted", "--add-label", "bug"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sets(4).labels == ["bug"])
    }

    @Test func anAssigneeRemovedMeanwhileIsNotAFailure() throws {
        try afterLookingUp(hubotChanges: 4, #""remove_assignees": ["hubot"]"#)
        let result = try helloWorldIssue(["edit", "4", "--remove-assignee", "hubot", "--add-assignee", "@me"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sets(4).assignees == ["octocat"])
    }

    @Test func anAssigneeAddedMeanwhileStays() throws {
        try afterLookingUp(hubotChanges: 4, #""add_assignees": ["monalisa"]"#)
        let result = try helloWorldIssue(["edit", "4", "--add-assignee", "@me"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sets(4).assignees == ["hubot", "monalisa", "octocat"])
    }

    @Test func aChangeToAnIssueReadEarlierInABulkEditStays() throws {
        // hubot labels #4 after gh-lite has read #4 and #6.
        try afterLookingUp(hubotChanges: 4, #""add_labels": ["enhancement"]"#)
        let result = try helloWorldIssue(["edit", "4", "6", "--add-label", "bug", "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sets(4).labels == ["help wanted", "enhancement", "bug"])
        #expect(try sets(6).labels == ["bug"])
    }
}
