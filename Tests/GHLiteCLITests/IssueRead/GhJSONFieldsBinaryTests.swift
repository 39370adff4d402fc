import Foundation
import Testing

/// gh-lite's `--json` against gh's own (2.23, when installed) on the same simulator: every field gh exports, with
/// the same shape and the same values. gh reaches the simulator as it reaches a GitHub host through a proxy.
@Suite(.enabled(if: installedGh != nil, "gh (GitHub CLI) is not installed"))
struct GhJSONFieldsBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    /// gh 2.23's issue fields.
    static let issueFields = "assignees,author,body,closed,closedAt,comments,createdAt,id,labels,milestone,number,"
        + "projectCards,reactionGroups,state,title,updatedAt,url"

    /// Both programs' output for `arguments`, parsed and printed again with sorted keys.
    func both(_ arguments: [String]) throws -> (gh: String, lite: String) {
        let gh = try runGh(arguments)
        let lite = try GHLiteRun.run(arguments, environment: simulator.environment(configDirectory: home.path))
        #expect(gh.status == 0, "gh \(arguments): \(gh.stderr)")
        #expect(lite.status == 0 && lite.stderr.isEmpty, "gh-lite \(arguments): \(lite.stderr)")
        return (try Self.normalised(gh.stdout), try Self.normalised(lite.stdout))
    }

    static func normalised(_ json: String) throws -> String {
        let value = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
        return String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .prettyPrinted]),
                      as: UTF8.self)
    }

    @Test func issueListExportsEveryFieldAsGhDoes() throws {
        let (gh, lite) = try both(["issue", "list", "-R", "octocat/Hello-World", "-s", "all", "-L", "100",
                                   "--json", Self.issueFields])
        #expect(lite == gh)
        // The simulator's data, not two empty answers: reactions, names and closed issues are in it.
        #expect(lite.contains("\"THUMBS_UP\"") && lite.contains("\"The Octocat\"") && lite.contains("\"closed\" : true"))
    }

    @Test(arguments: [["octocat/Hello-World", "1"], ["octo-org/octo-repo", "3"]])
    func issueViewExportsEveryFieldAsGhDoes(repoAndNumber: [String]) throws {
        // A REST comment says nothing of hiding or of its reader, which gh-lite leaves out: every other field.
        let fields = Self.issueFields.replacingOccurrences(of: "comments,", with: "")
        let (gh, lite) = try both(["issue", "view", repoAndNumber[1], "-R", repoAndNumber[0], "--json", fields])
        #expect(lite == gh)
    }

    @Test func issueStatusExportsEveryFieldAsGhDoes() throws {
        let (gh, lite) = try both(["issue", "status", "-R", "octocat/Hello-World", "--json", Self.issueFields])
        #expect(lite == gh)
        #expect(lite.contains("\"projectCards\" : ["))
    }

    /// gh 2.23's `search issues` fields, over searches across repositories.
    @Test(arguments: [["--repo", "octocat/Hello-World", "--repo", "octo-org/octo-repo", "-L", "100"],
                      ["--owner", "octo-org", "--state", "closed"],
                      ["--label", "bug", "--owner", "octocat", "--sort", "comments", "--order", "asc"],
                      ["link", "--repo", "octocat/Hello-World", "--match", "title", "--no-assignee"]])
    func searchIssuesExportsEveryFieldAsGhDoes(search: [String]) throws {
        let fields = "assignees,author,authorAssociation,body,closedAt,commentsCount,createdAt,id,isLocked,isPullRequest,"
            + "labels,number,repository,state,title,updatedAt,url"
        let (gh, lite) = try both(["search", "issues"] + search + ["--json", fields])
        #expect(lite == gh)
        #expect(lite.contains("\"nameWithOwner\" : \"octo"))
    }

    /// gh 2.23's repository fields that GitHub's REST list carries too (but `description`: gh turns a control
    /// character into caret notation, gh-lite's JSON escapes it).
    @Test func repoListExportsTheFieldsUsersFilterOnAsGhDoes() throws {
        let fields = "createdAt,defaultBranchRef,diskUsage,forkCount,hasIssuesEnabled,homepageUrl,id,"
            + "isArchived,isFork,isPrivate,isTemplate,licenseInfo,name,nameWithOwner,owner,primaryLanguage,pushedAt,"
            + "repositoryTopics,sshUrl,stargazerCount,updatedAt,url"
        let (gh, lite) = try both(["repo", "list", "-L", "100", "--json", fields])
        #expect(lite == gh)
        #expect(lite.contains("\"stargazerCount\" : 80") && lite.contains("\"primaryLanguage\" : {")
                && lite.contains("GNU GPLv3"))
    }
}
