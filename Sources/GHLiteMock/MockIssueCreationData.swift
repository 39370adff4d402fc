import GHLiteCore

/// Canned labels, assignable people and issue templates for `.mock`: every mock repository gets the
/// labels; octocat/Hello-World also has collaborators and a Markdown template and an issue form.
enum MockIssueCreationData {
    static let labels: [Label] = [
        Label(name: "bug", color: "d73a4a", description: "Something isn't working"),
        Label(name: "documentation", color: "0075ca", description: "Improvements or additions to documentation"),
        Label(name: "enhancement", color: "a2eeef", description: "New feature or request"),
        Label(name: "good first issue", color: "7057ff", description: "Good for newcomers"),
        Label(name: "help wanted", color: "008672", description: "Extra attention is needed"),
        Label(name: "question", color: "d876e3", description: "Further information is requested"),
    ]

    static let helloWorldAssignees = ["octocat", "hubot", "monalisa"]

    static let helloWorldFiles: [String: String] = [
        ".github/ISSUE_TEMPLATE/bug_report.md": """
            ---
            name: Bug report
            about: Create a report to help us improve
            title: "[BUG] "
            labels: bug
            ---

            **Describe the bug**

            """,
        ".github/ISSUE_TEMPLATE/feature_request.yml": """
            name: Feature request
            description: Suggest an idea
            labels: [enhancement]
            body:
              - type: textarea
                attributes:
                  label: Motivation
                  description: Why do you need it?

            """,
        ".github/ISSUE_TEMPLATE/config.yml": "blank_issues_enabled: true\n",
    ]
}
