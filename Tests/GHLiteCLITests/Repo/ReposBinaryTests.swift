import Foundation
import Testing

/// `gh-lite repos` as a user runs it: the built binary, through libcurl, against the GitHub simulator.
/// The simulator's seed gives octocat 134 repositories (26 private, 18 forks, 12 archived).
@Suite struct ReposBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    func run(_ arguments: [String], token: String? = Simulator.octocatToken) throws -> GHLiteRun {
        try GHLiteRun.run(["repos"] + arguments, environment: simulator.environment(token: token, configDirectory: home.path))
    }

    func names(_ run: GHLiteRun) throws -> [String] {
        let objects = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
        return objects.compactMap { $0["nameWithOwner"] as? String }
    }

    @Test func aHighLimitReturnsEveryRepositoryAcrossPages() throws {
        let result = try run(["-L", "1000", "--json", "nameWithOwner"])
        #expect(result.status == 0)
        let repos = try names(result)
        #expect(repos.count == 134)
        #expect(Set(repos).count == 134)
        #expect(repos.allSatisfy { $0.hasPrefix("octocat/") })
        let paths = try simulator.requests().map(\.path)
        try #require(paths.count == 2)
        #expect(paths[0] == "/user/repos?affiliation=owner&sort=pushed&per_page=100")
        #expect(paths[1].hasPrefix("/user/repos?") && paths[1].contains("page=2"))
    }

    @Test func aSmallLimitAsksForNoMoreThanItShows() throws {
        let result = try run(["-L", "5"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").count == 5)
        #expect(try simulator.requests().map(\.path) == ["/user/repos?affiliation=owner&sort=pushed&per_page=5"])
    }

    @Test func pipedOutputIsTabSeparatedRowsWithRFC3339Times() throws {
        let result = try run(["-L", "1"])
        let fields = result.stdout.trimmingCharacters(in: .newlines).components(separatedBy: "\t")
        try #require(fields.count == 4)
        #expect(fields[0] == "octocat/Hello-World")
        #expect(fields[2] == "public")
        #expect(fields[3].range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$"#, options: .regularExpression) != nil)
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test func aTerminalGetsAHeaderAndAlignedColouredColumns() throws {
        let result = try GHLiteRun.runInTerminal(["repos", "-L", "3"],
                                                 environment: simulator.environment(configDirectory: home.path))
        #expect(result.status == 0)
        #expect(result.stdout.contains("Showing the first 3 repositories in @octocat"))
        try TableColumns.expectAligned(result.stdout, headings: ["NAME", "DESCRIPTION", "INFO", "UPDATED"], rows: 3)
        #expect(result.stdout.contains("\u{1B}[1m"))
        #expect(result.stdout.contains(" ago"))
    }

    @Test func filtersNarrowTheListAcrossPages() throws {
        let privateRepos = try names(run(["-L", "1000", "--visibility", "private", "--json", "nameWithOwner"]))
        #expect(privateRepos.count == 26)
        #expect(try simulator.requests().first?.path.contains("visibility=private") == true)
        #expect(try names(run(["-L", "1000", "--fork", "--json", "nameWithOwner"])).count == 18)
        #expect(try names(run(["-L", "1000", "--source", "--json", "nameWithOwner"])).count == 116)
        #expect(try names(run(["-L", "1000", "--archived", "--json", "nameWithOwner"])).count == 12)
        #expect(try names(run(["-L", "1000", "--no-archived", "--json", "nameWithOwner"])).count == 122)
    }

    @Test func jsonHasExactlyTheFieldsAskedFor() throws {
        let result = try run(["-L", "2", "--json", "name,visibility,isFork,pushedAt"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        try #require(objects.count == 2)
        #expect(objects.allSatisfy { Set($0.keys) == ["name", "visibility", "isFork", "pushedAt"] })
        #expect(objects[0]["visibility"] as? String == "PUBLIC")
    }

    @Test func anOrganizationListsEveryRepositoryTheViewerCanSeeInOneRequest() throws {
        let result = try GHLiteRun.runInTerminal(["repos", "octo-org", "-L", "50"],
                                                 environment: simulator.environment(configDirectory: home.path))
        #expect(result.status == 0)
        #expect(result.stdout.contains("Showing 12 of 12 repositories in @octo-org\n"))
        #expect(result.stdout.contains("octo-org/security"))
        #expect(try simulator.requests().map(\.path) == ["/orgs/octo-org/repos?type=all&sort=pushed&per_page=50"])

        try simulator.clearRequests()
        let privateOnes = try names(run(["octo-org", "--visibility", "private", "--json", "nameWithOwner"]))
        #expect(privateOnes.sorted() == ["octo-org/analytics", "octo-org/api", "octo-org/infra", "octo-org/mobile-app",
                                         "octo-org/security"])
        #expect(try simulator.requests().map(\.path) == ["/orgs/octo-org/repos?type=private&sort=pushed&per_page=100"])
    }

    @Test func anOutsiderSeesAnOrganizationsPublicRepositories() throws {
        let repos = try names(run(["octo-org", "--json", "nameWithOwner"], token: Simulator.hubotToken))
        #expect(repos.count == 7)
        #expect(!repos.contains("octo-org/api"))
    }

    @Test(arguments: ["octocat", "OCTOCAT"])
    func namingYourselfListsYourPrivateRepositoriesToo(login: String) throws {
        let result = try run([login, "-L", "1000", "--visibility", "private", "--json", "nameWithOwner"])
        #expect(result.status == 0)
        let repos = try names(result)
        #expect(repos.count == 26)
        #expect(repos.allSatisfy { $0.hasPrefix("octocat/") })
        #expect(try simulator.requests().map(\.path) == [
            "/orgs/\(login)/repos?type=private&sort=pushed&per_page=100",
            "/user",
            "/user/repos?affiliation=owner&visibility=private&sort=pushed&per_page=100",
        ])
    }

    @Test func namingYourselfInAnotherCaseShowsYourLoginInTheHeader() throws {
        let result = try GHLiteRun.runInTerminal(["repos", "OCTOCAT", "-L", "3"],
                                                 environment: simulator.environment(configDirectory: home.path))
        #expect(result.status == 0)
        #expect(result.stdout.contains("Showing the first 3 repositories in @octocat (use --limit to see more)"))
    }

    @Test func anotherOwnersRepositories() throws {
        let result = try run(["hubot", "--json", "nameWithOwner"])
        #expect(try names(result).sorted() == ["hubot/chatops", "hubot/hubot-scripts"])
        #expect(try simulator.requests().map(\.path) == [
            "/orgs/hubot/repos?type=all&sort=pushed&per_page=30",
            "/user",
            "/users/hubot/repos?type=owner&sort=pushed&per_page=30",
        ])
    }

    @Test func anUnknownOwnerExitsOneWithAClearMessage() throws {
        let result = try run(["no-such-owner-here"])
        #expect(result.status == 1)
        #expect(result.stderr == "the owner handle \"no-such-owner-here\" was not recognized as either a GitHub user or an organization\n")
        #expect(result.stdout.isEmpty)
        #expect(try simulator.requests().map(\.path) == [
            "/orgs/no-such-owner-here/repos?type=all&sort=pushed&per_page=30",
            "/user",
            "/users/no-such-owner-here/repos?type=owner&sort=pushed&per_page=30",
        ])
    }

    @Test func aRejectedTokenExitsFourWithAHintToSignIn() throws {
        let result = try run([], token: "gho_not_a_real_token")
        #expect(result.status == 4)
        #expect(result.stderr.contains("GH_TOKEN was rejected"))
        #expect(result.stderr.contains("Bad credentials"))
        #expect(!result.stderr.contains("gho_not_a_real_token"))
    }

    @Test func withoutAnyTokenNothingIsSentAndTheExitCodeIsFour() throws {
        let result = try run([], token: nil)
        #expect(result.status == 4)
        #expect(result.stderr.contains("gh-lite auth login"))
        #expect(try simulator.requests().isEmpty)
    }

    @Test func requestsCarryGitHubsHeadersAndTheBearerToken() throws {
        _ = try run(["-L", "1"])
        let headers = try #require(try simulator.requests().first).headers
        #expect(headers["user-agent"]?.hasPrefix("gh-lite/") == true)
        #expect(headers["accept"] == "application/vnd.github+json")
        #expect(headers["x-github-api-version"] == "2022-11-28")
        #expect(headers["authorization"] == "Bearer \(Simulator.octocatToken)")
        #expect(headers["accept-encoding"]?.contains("gzip") == true)
    }

    @Test func badFlagsFailBeforeAnyRequest() throws {
        let result = try run(["--visibility", "secret"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("invalid argument \"secret\" for \"--visibility\""))
        #expect(try simulator.requests().isEmpty)
    }
}
