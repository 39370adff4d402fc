@testable import GHLiteCore
import Testing

/// `gh-lite __complete`: values from local sources only (the git remotes, the mirror), never a request.
@Suite(.strictDoubles) struct CompletionValuesModelTests {
    func model(remotes: [GitRemote], variables: [String: String] = [:],
               labels: @escaping @Sendable (RepoRef) throws -> [String] = { _ in throw Unimplemented("labels") })
        -> CompletionValuesModel {
        var environment = CompletionValuesModelEnvironment.failing
        environment.listGitRemotes = { remotes }
        environment.mirroredLabels = labels
        return CompletionValuesModel(environment: environment, configuration: Configuration(variables: variables))
    }

    @Test func repositoriesComeFromTheRemotesOnTheHostInGhsOrderOnceEach() throws {
        let values = try model(remotes: [
            GitRemote(name: "origin", url: "git@github.com:me/Hello-World.git"),
            GitRemote(name: "mirror", url: "https://gitlab.example.com/me/Hello-World.git"),
            GitRemote(name: "upstream", url: "https://github.com/octocat/Hello-World.git"),
            GitRemote(name: "push", url: "ssh://git@github.com/me/Hello-World"),
        ]).values(.repository, repository: nil)
        #expect(values == ["octocat/Hello-World", "me/Hello-World"])
    }

    @Test func labelsAreReadForTheRepositoryNamedElseTheOneHere() throws {
        let asked = Locked<[RepoRef]>([])
        let completion = model(remotes: [GitRemote(name: "origin", url: "https://github.com/octocat/Hello-World")]) { repo in
            asked.withLock { $0.append(repo) }
            return ["bug", "help wanted"]
        }
        #expect(try completion.values(.label, repository: RepoRef(owner: "cli", name: "cli")) == ["bug", "help wanted"])
        #expect(try completion.values(.label, repository: nil) == ["bug", "help wanted"])
        #expect(asked.value == [RepoRef(owner: "cli", name: "cli"), RepoRef(owner: "octocat", name: "Hello-World")])
    }

    @Test func namesHoldingControlCharactersAreNotOffered() throws {
        let labels = ["zz$(touch x);`id`", "two\nlines", "\u{1B}[31mred", "tab\there", "bidi\u{202E}txt", "bug",
                      "hidden\u{200B}space", "Arabic mark\u{061C}", "👩\u{200D}💻 dev"]
        let completion = model(remotes: [GitRemote(name: "origin", url: "https://github.com/octocat/Hello-World")]) { _ in labels }
        #expect(try completion.values(.label, repository: nil) == ["zz$(touch x);`id`", "bug", "👩\u{200D}💻 dev"])
    }

    @Test func withNoRepositoryHereThereIsNothingToOfferAndNothingIsAsked() throws {
        // The strict `.failing` labels closure fails the test if it is called.
        #expect(try model(remotes: []).values(.label, repository: nil) == [])
    }
}
