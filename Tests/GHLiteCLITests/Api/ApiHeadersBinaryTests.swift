import Foundation
import Testing

/// `api`'s own `-H` headers: an `Authorization` the user wrote is sent as written (gh keeps it), and the headers
/// never follow a `--paginate` next page to another host.
@Suite struct ApiHeadersBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    func api(_ arguments: [String]) throws -> GHLiteRun {
        try GHLiteRun.run(["api"] + arguments, environment: simulator.environment(configDirectory: home.path))
    }

    @Test func theCallersAuthorizationIsSentInsteadOfTheStoredToken() throws {
        let result = try api(["-H", "Authorization: Bearer \(Simulator.hubotToken)", "/user", "--jq", ".login"])
        #expect(result.status == 0 && result.stdout == "hubot\n", "\(result.stderr)")
        let requests = try simulator.requests()
        #expect(requests.map(\.path) == ["/user"])
        #expect(requests.first?.headers["authorization"] == "Bearer \(Simulator.hubotToken)")
    }

    /// An answer kept by `--cache` for the stored token is not given to a caller's own `Authorization`.
    @Test func theCacheKeepsTheCallersAuthorizationApart() throws {
        let own = try api(["--cache", "1h", "/user", "--jq", ".login"])
        let other = try api(["--cache", "1h", "-H", "authorization: Bearer \(Simulator.hubotToken)", "/user", "--jq", ".login"])
        #expect(own.stdout == "octocat\n" && other.stdout == "hubot\n")
        #expect(try simulator.requests().count == 2)
    }

    /// The next page a first answer names is on a second simulator (another host to gh-lite): it is refused, the
    /// first page stays printed, and the second host never sees a request, the user's `Authorization` least of all.
    @Test func aNextPageOnAnotherHostIsRefusedAndNeverReached() throws {
        let elsewhere = try Simulator()
        let next = elsewhere.baseURL + "/repositories/1296269/labels?per_page=100&page=2"
        try simulator.control("faults", #"{"method":"GET","path":"^/repos/octocat/Hello-World/labels","status":200,"#
                              + #""headers":{"link":"<\#(next)>; rel=\"next\""},"body":[{"name":"first-page"}]}"#)
        let result = try api(["--paginate", "-H", "Authorization: token OTHER", "repos/octocat/Hello-World/labels",
                              "--jq", ".[].name"])
        #expect(result.status == 1)
        #expect(result.stdout == "first-page\n")
        #expect(result.stderr == "refusing to follow a next-page link to another host or from https to plain http: \(next)\n")
        #expect(try simulator.requests().map(\.path) == ["/repos/octocat/Hello-World/labels?per_page=100"])
        #expect(try elsewhere.requests().isEmpty)
    }
}
