import GHLiteCore

/// The canned GitHub behind `.mock`: a few users and repositories, always the same.
public struct MockGitHubData: Sendable {
    public var signedInLogin: String
    public var repositories: [Repository]
    /// Organization logins and their members' logins: members see the organization's private repositories.
    public var organizations: [String: Set<String>]

    public static let epoch = Date(timeIntervalSince1970: 1_717_243_200) // 2024-06-01T12:00:00Z

    public static var standard: MockGitHubData {
        func day(_ offset: Double) -> Date { epoch.addingTimeInterval(-offset * 86_400) }
        let octocat: [Repository] = [
            Repository(name: "Hello-World", ownerLogin: "octocat", description: "My first repository on GitHub!",
                       updatedAt: day(1), pushedAt: day(1)),
            Repository(name: "Spoon-Knife", ownerLogin: "octocat", description: "This repo is for demonstration purposes only.",
                       updatedAt: day(3), pushedAt: day(4)),
            Repository(name: "secret-plans", ownerLogin: "octocat", description: nil, isPrivate: true,
                       updatedAt: day(5), pushedAt: day(5)),
            Repository(name: "linguist", ownerLogin: "octocat", description: "Language Savant.", isFork: true,
                       updatedAt: day(20), pushedAt: day(30)),
            Repository(name: "old-stuff", ownerLogin: "octocat", description: "Kept for history", isArchived: true,
                       updatedAt: day(400), pushedAt: day(500)),
        ]
        let filler: [Repository] = (1...40).map { (index: Int) -> Repository in
            let age = day(Double(30 + index))
            return Repository(name: "project-\(index)", ownerLogin: "octocat", description: "Project number \(index)",
                              isPrivate: index % 5 == 0, isFork: index % 7 == 0, updatedAt: age, pushedAt: age)
        }
        let hubot = [
            Repository(name: "hubot-scripts", ownerLogin: "hubot", description: "Scripts for hubot", updatedAt: day(2)),
            Repository(name: "private-hubot", ownerLogin: "hubot", isPrivate: true, updatedAt: day(9)),
        ]
        let octoOrg = [
            Repository(name: "octo-repo", ownerLogin: "octo-org", description: "The org's main repository",
                       updatedAt: day(2), pushedAt: day(2)),
            Repository(name: "api", ownerLogin: "octo-org", description: "Internal API", isPrivate: true,
                       updatedAt: day(3), pushedAt: day(3)),
            Repository(name: "handbook", ownerLogin: "octo-org", description: "How we work", isPrivate: true,
                       visibility: "internal", updatedAt: day(6), pushedAt: day(6)),
            Repository(name: "website", ownerLogin: "octo-org", description: "octo-org.example",
                       updatedAt: day(8), pushedAt: day(8)),
        ]
        return MockGitHubData(signedInLogin: "octocat", repositories: octocat + filler + hubot + octoOrg,
                              organizations: ["octo-org": ["octocat"]])
    }
}
