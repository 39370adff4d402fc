import Foundation
import Testing

/// Several accounts on one host, as gh 2.40 and later keep them: the built binary against the simulator's device
/// flow, with its two seeded users.
@Suite struct AccountsBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    var configDirectory: String { home.path + "/config" }
    var tokenFile: String { configDirectory + "/hosts.json" }
    var hostKey: String { String(simulator.baseURL.dropFirst("http://".count)) }

    func run(_ arguments: [String], input: String = "") throws -> GHLiteRun {
        let environment = simulator.environment(token: nil, configDirectory: configDirectory)
            .merging(["GH_LITE_POLL_INTERVAL": "1"]) { $1 }
        return try GHLiteRun.run(arguments, environment: environment, input: input)
    }

    func logIn(as login: String) throws {
        try simulator.control("device-flow", "{\"outcomes\":[\"success\"],\"interval\":0,\"login\":\"\(login)\"}")
        let result = try run(["auth", "login"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasSuffix("✓ Logged in as \(login)\n"))
    }

    /// The owner of the first of "your repositories": who the stored token in use belongs to.
    func actingAs() throws -> String {
        let repos = try run(["repos", "-L", "1", "--json", "nameWithOwner"])
        try #require(repos.status == 0, "\(repos.stderr)")
        let list = try JSONSerialization.jsonObject(with: Data(repos.stdout.utf8)) as? [[String: String]]
        let name = try #require(list?.first?["nameWithOwner"])
        return String(name.prefix { $0 != "/" })
    }

    /// `api --cache` keys each answer by the account's token: after a switch, `/user` is asked for again, and the
    /// first account's answer is still its own when it is switched back.
    @Test func apiCacheIsKeptPerAccountSoOneNeverReadsAnothersAnswer() throws {
        try logIn(as: "octocat")
        try logIn(as: "hubot")
        func cachedLogin() throws -> String {
            let result = try run(["api", "--cache", "1h", "/user", "--jq", ".login"])
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout
        }
        func switchTo(_ login: String) throws {
            #expect(try run(["auth", "switch", "--user", login]).status == 0)
        }
        try simulator.clearRequests()
        #expect(try cachedLogin() == "hubot\n")
        try switchTo("octocat")
        #expect(try cachedLogin() == "octocat\n")
        try switchTo("hubot")
        #expect(try cachedLogin() == "hubot\n")
        try switchTo("octocat")
        #expect(try cachedLogin() == "octocat\n")
        let asked = try simulator.requests().filter { $0.path == "/user" }.map { $0.headers["authorization"] }
        #expect(asked.count == 2 && Set(asked).count == 2)
    }

    @Test func twoAccountsAreListedSwitchedBetweenAndLoggedOutOneAtATime() throws {
        try logIn(as: "octocat")
        try logIn(as: "hubot")

        let status = try run(["auth", "status"])
        #expect(status.status == 0)
        let blocks = status.stdout.components(separatedBy: "\n\n")
        try #require(blocks.count == 2, "\(status.stdout)")
        #expect(blocks[0].hasPrefix("github.com (API at \(hostKey))\n  ✓ Logged in to github.com account hubot (\(tokenFile))\n  - Active account: true\n"))
        #expect(blocks[1].hasPrefix("  ✓ Logged in to github.com account octocat (\(tokenFile))\n  - Active account: false\n"))
        // Tokens masked: every `gho_` is followed by stars only.
        #expect(status.stdout.components(separatedBy: "gho_").dropFirst().allSatisfy { $0.hasPrefix("****") })
        #expect(try actingAs() == "hubot")

        // Two accounts: switch goes to the other one, no question asked.
        let switched = try run(["auth", "switch"])
        #expect(switched.status == 0)
        #expect(switched.stderr == "✓ Switched active account for github.com to octocat\n")
        #expect(try actingAs() == "octocat")

        let logout = try run(["auth", "logout", "-u", "hubot"])
        #expect(logout.status == 0)
        #expect(logout.stderr == "✓ Logged out of github.com account hubot\n")
        #expect(try actingAs() == "octocat")
        let after = try run(["auth", "status"])
        #expect(after.stdout.contains("account octocat") && !after.stdout.contains("hubot"))
        #expect(try run(["auth", "switch"]).stderr
                == "octocat is the only account on github.com: add another with `gh-lite auth login`\n")
    }

    @Test func switchAndLogoutNameAnAccountThatIsNotThere() throws {
        try logIn(as: "octocat")
        let result = try run(["auth", "switch", "-u", "monalisa"])
        #expect(result.status == 1)
        #expect(result.stderr == "no account monalisa on github.com: its accounts are octocat; "
                + "add one with `gh-lite auth login`\n")
        #expect(try run(["auth", "logout", "-u", "monalisa"]).status == 1)
        #expect(try actingAs() == "octocat")
    }

    /// A token file written before accounts (one token per host) keeps working, and the next sign-in keeps its
    /// token as an account of its own, named by GitHub, in the new shape.
    @Test func anOldTokenFileKeepsWorkingAndTheNextLoginRewritesIt() throws {
        try FileManager.default.createDirectory(atPath: configDirectory, withIntermediateDirectories: true)
        try Data("{\"hosts\": {\"\(hostKey)\": {\"oauth_token\": \"\(Simulator.octocatToken)\"}}}".utf8)
            .write(to: URL(fileURLWithPath: tokenFile))
        #expect(try actingAs() == "octocat")
        let status = try run(["auth", "status"])
        #expect(status.stdout.contains("✓ Logged in to github.com account octocat (\(tokenFile))\n  - Active account: true\n"))

        let login = try run(["auth", "login", "--with-token"], input: Simulator.hubotToken)
        #expect(login.status == 0, "\(login.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: tokenFile))) as? NSDictionary
        #expect(json == NSDictionary(dictionary: ["hosts": [hostKey: [
            "user": "hubot", "oauth_token": Simulator.hubotToken,
            "users": ["hubot": ["oauth_token": Simulator.hubotToken], "octocat": ["oauth_token": Simulator.octocatToken]],
        ]]]))
        #expect(try actingAs() == "hubot")
        #expect(try run(["auth", "switch", "-u", "octocat"]).status == 0)
        #expect(try actingAs() == "octocat")
    }

    /// One wording and exit 4 for "not signed in", whichever command finds no token.
    @Test func everyCommandSaysNotSignedInTheSameWay() throws {
        let commands = [["repos"], ["issue", "list", "-R", "octocat/Hello-World"], ["label", "list", "-R", "octocat/Hello-World"],
                        ["issue", "status", "-R", "octocat/Hello-World"], ["auth", "status"], ["auth", "token"],
                        ["auth", "switch"], ["auth", "logout"]]
        for command in commands {
            let result = try run(command)
            #expect(result.status == 4, "\(command)")
            #expect(result.stderr == "not signed in to \(hostKey): run `gh-lite auth login`, or set GH_TOKEN\n", "\(command)")
        }
        #expect(try simulator.requests().isEmpty)
    }
}
