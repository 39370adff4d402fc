import GHLiteCore

/// Canned issues, comments and milestones for `.mock`: octocat/Hello-World has a dozen items (pull requests
/// among them, as GitHub's issues endpoint returns them); octocat/linguist is a fork with issues turned off.
enum MockIssuesData {
    static let helloWorld = "octocat/Hello-World"
    static let issuesDisabled: Set<String> = ["octocat/linguist"]

    static let milestones = [
        Milestone(number: 1, title: "v1.0", description: "Tracking milestone for version 1.0",
                  dueOn: MockGitHubData.epoch.addingTimeInterval(30 * 86_400)),
        Milestone(number: 2, title: "v2.0"),
        Milestone(number: 3, title: "Someday", state: "closed"),
    ]

    static var issues: [Issue] {
        let labels = Dictionary(uniqueKeysWithValues: MockIssueCreationData.labels.map { ($0.name, $0) })
        func item(_ number: Int, _ title: String, by author: String, daysAgo: Double, labels names: [String] = [],
                  assignees: [String] = [], milestone: Int? = nil, comments: Int = 0, closed: String? = nil,
                  body: String? = "Mock issue body.", pullRequest: Bool = false) -> Issue {
            let created = MockGitHubData.epoch.addingTimeInterval(-daysAgo * 86_400)
            let updated = created.addingTimeInterval(3_600)
            return Issue(number: number, title: title, body: body, state: closed == nil ? .open : .closed,
                         stateReason: closed, authorLogin: author, labels: names.compactMap { labels[$0] },
                         assigneeLogins: assignees, milestone: milestone.map { number in milestones[number - 1] },
                         commentCount: comments,
                         htmlURL: "https://github.com/\(helloWorld)/\(pullRequest ? "pull" : "issues")/\(number)",
                         createdAt: created, updatedAt: updated, closedAt: closed == nil ? nil : updated,
                         isPullRequest: pullRequest)
        }
        return [
            item(1, "Found a bug", by: "octocat", daysAgo: 40, labels: ["bug", "help wanted"],
                 assignees: ["octocat", "hubot"], milestone: 1, comments: 3,
                 body: "I'm having a problem with this.\n\n@monalisa can you take a look?"),
            item(2, "Add a dark mode", by: "monalisa", daysAgo: 35, labels: ["enhancement"], milestone: 2),
            item(3, "Fix: typo in README", by: "hubot", daysAgo: 30, pullRequest: true),
            item(4, "Typo in README", by: "hubot", daysAgo: 28, labels: ["documentation"], closed: "completed"),
            item(5, "Support for Linux ARM64", by: "defunkt", daysAgo: 25, assignees: ["monalisa"], comments: 1),
            item(6, "Fix: crash on start", by: "monalisa", daysAgo: 20, pullRequest: true),
            item(7, "Question: how do I reset my token?", by: "defunkt", daysAgo: 15, labels: ["question"],
                 closed: "not_planned"),
            item(8, "Unicode in titles is mangled", by: "octocat", daysAgo: 10, labels: ["bug"], milestone: 1,
                 body: nil),
            item(9, "Fix: unicode titles", by: "octocat", daysAgo: 9, pullRequest: true),
            item(10, "Document the configuration file", by: "hubot", daysAgo: 5, labels: ["documentation", "good first issue"],
                 assignees: ["hubot"], body: "cc @octocat"),
            item(11, "Slow startup", by: "monalisa", daysAgo: 2, milestone: 3, closed: "completed"),
            item(12, "Pagination breaks after page 10", by: "octocat", daysAgo: 1, labels: ["bug"]),
        ]
    }

    /// As the REST endpoint gives them: nothing said of hiding or of who is asking.
    static var comments: [Int: [IssueComment]] {
        func at(_ daysAgo: Double) -> Date { MockGitHubData.epoch.addingTimeInterval(-daysAgo * 86_400) }
        func comment(_ id: Int, on number: Int, by author: String, _ association: String, _ body: String,
                     daysAgo: Double, reactions: [ReactionGroup] = []) -> IssueComment {
            IssueComment(id: "IC_mock\(id)", authorLogin: author, authorAssociation: association, body: body,
                         createdAt: at(daysAgo), url: "https://github.com/\(helloWorld)/issues/\(number)#issuecomment-\(id)",
                         reactionGroups: reactions)
        }
        return [
            1: [
                comment(101, on: 1, by: "hubot", "COLLABORATOR", "Me too", daysAgo: 39,
                        reactions: [ReactionGroup(content: "THUMBS_UP", count: 2)]),
                comment(102, on: 1, by: "monalisa", "MEMBER", "Looking into it.", daysAgo: 38),
                comment(103, on: 1, by: "octocat", "OWNER", "Fixed in the latest release.", daysAgo: 3),
            ],
            5: [comment(501, on: 5, by: "octocat", "OWNER", "Thanks for the report!", daysAgo: 24)],
        ]
    }
}
