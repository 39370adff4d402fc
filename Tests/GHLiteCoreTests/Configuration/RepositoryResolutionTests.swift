import GHLiteCore
import Testing

/// `resolveRepository`: named repository, then GH_REPO, then git remotes in gh's order, on the configured host.
@Suite(.strictDoubles) struct RepositoryResolutionTests {
    static let dotCom = Configuration(variables: [:])

    static func remotes(_ pairs: [(String, String)]) -> GitRemotes {
        remotes(listing: pairs.map { GitRemote(name: $0.0, url: $0.1) })
    }

    static func remotes(listing list: [GitRemote]) -> GitRemotes {
        var remotes = GitRemotes()
        remotes.list = { list }
        return remotes
    }

    func resolve(_ remotes: [(String, String)], named: String? = nil,
                 configuration: Configuration = dotCom) throws -> RepoRef {
        try resolveRepository(named.map(RepoRef.parse), configuration: configuration, remotes: Self.remotes(remotes))
    }

    @Test func aNamedRepositoryWinsAndGitIsNeverAsked() throws {
        let repo = try resolveRepository(RepoRef.parse("octo-org/tools"), configuration: Self.dotCom, remotes: .failing)
        #expect(repo == RepoRef(owner: "octo-org", name: "tools"))
    }

    @Test func aNamedURLOnTheConfiguredHostIsAccepted() throws {
        let repo = try resolveRepository(RepoRef.parse("https://www.github.com/octo-org/tools.git"), configuration: Self.dotCom,
                                         remotes: .failing)
        #expect(repo == RepoRef(owner: "octo-org", name: "tools"))
    }

    @Test func aNamedRepositoryOnAnotherHostIsAUsageError() {
        #expect(throws: UsageError("o/r is on ghe.example.com, but gh-lite is set up for github.com: set GH_HOST=ghe.example.com to use it")) {
            try resolveRepository(RepoRef.parse("ghe.example.com/o/r"), configuration: Self.dotCom, remotes: .failing)
        }
    }

    @Test func aMalformedNameIsAUsageErrorBeforeAnythingElse() {
        #expect(throws: UsageError("expected the \"[HOST/]OWNER/REPO\" format, got \"just-a-name\"")) {
            try resolveRepository(RepoRef.parse("just-a-name"), configuration: Self.dotCom, remotes: .failing)
        }
    }

    @Test func ghRepoComesNextAndSaysWhereABadValueCameFrom() throws {
        let configuration = Configuration(variables: ["GH_REPO": "hubot/scripts"])
        #expect(try resolveRepository(nil, configuration: configuration, remotes: .failing)
                == RepoRef(owner: "hubot", name: "scripts"))
        #expect(try resolveRepository(RepoRef.parse("a/b"), configuration: configuration, remotes: .failing)
                == RepoRef(owner: "a", name: "b"))
        let bad = Configuration(variables: ["GH_REPO": "nope"])
        #expect(throws: UsageError("GH_REPO: expected the \"[HOST/]OWNER/REPO\" format, got \"nope\"")) {
            try resolveRepository(nil, configuration: bad, remotes: .failing)
        }
    }

    @Test(arguments: [
        "https://github.com/octocat/Hello-World.git",
        "https://github.com/octocat/Hello-World",
        "https://github.com/octocat/Hello-World/",
        "http://github.com/octocat/Hello-World.git",
        "https://user:secret@github.com/octocat/Hello-World.git",
        "https://GitHub.com/octocat/Hello-World.git",
        "https://www.github.com/octocat/Hello-World.git",
        "git://github.com/octocat/Hello-World.git",
        "ssh://git@github.com/octocat/Hello-World.git",
        "ssh://git@ssh.github.com:443/octocat/Hello-World.git",
        "git+ssh://git@github.com/octocat/Hello-World.git",
        "git@github.com:octocat/Hello-World.git",
        "git@github.com:/octocat/Hello-World.git",
        "github.com:octocat/Hello-World",
    ])
    func everyNetworkURLFormGivesTheRepository(url: String) throws {
        #expect(try resolve([("origin", url)]) == RepoRef(owner: "octocat", name: "Hello-World"))
    }

    @Test(arguments: [
        "/srv/git/Hello-World.git",
        "../Hello-World",
        "file:///srv/octocat/Hello-World.git",
        "https://gitlab.com/octocat/Hello-World.git",
        "git@bitbucket.org:octocat/Hello-World.git",
        "https://github.com/octocat",
        "https://github.com/octocat/Hello-World/tree/main",
        "https://github.com.evil.example/octocat/Hello-World",
    ])
    func urlsThatAreNotARepositoryOnTheHostAreSkipped(url: String) throws {
        #expect(try resolve([("origin", url), ("zzz", "git@github.com:fallback/repo.git")])
                == RepoRef(owner: "fallback", name: "repo"))
    }

    @Test func upstreamThenGithubThenOriginThenTheRestInGitsOrder() throws {
        let all = [("alpha", "https://github.com/o/alpha"), ("beta", "https://github.com/o/beta"),
                   ("origin", "https://github.com/o/origin"), ("github", "https://github.com/o/github"),
                   ("upstream", "https://github.com/o/upstream")]
        #expect(try resolve(all).name == "upstream")
        #expect(try resolve(Array(all.prefix(4))).name == "github")
        #expect(try resolve(Array(all.prefix(3))).name == "origin")
        #expect(try resolve(Array(all.prefix(2))).name == "alpha")
    }

    @Test func aHigherRankedRemoteOnAnotherHostDoesNotHideOneOnThisHost() throws {
        let repo = try resolve([("origin", "https://github.com/octocat/mine.git"),
                                ("upstream", "https://gitlab.com/octocat/theirs.git")])
        #expect(repo == RepoRef(owner: "octocat", name: "mine"))
    }

    @Test func enterpriseHostsMatchTheirOwnRemotesOnly() throws {
        let enterprise = Configuration(variables: ["GH_HOST": "ghe.example.com"])
        let repo = try resolve([("upstream", "git@github.com:octocat/public.git"),
                                ("origin", "git@ghe.example.com:team/internal.git")], configuration: enterprise)
        #expect(repo == RepoRef(owner: "team", name: "internal"))
    }

    @Test func aFallbackIsUsedOnlyWhenNothingElseNamesARepository() throws {
        let draft = RepoRef(owner: "octocat", name: "Spoon-Knife")
        #expect(try resolveRepository(nil, configuration: Self.dotCom, remotes: Self.remotes([]), otherwise: draft) == draft)
        #expect(try resolveRepository(nil, configuration: Self.dotCom, remotes: Self.remotes([("origin", "https://gitlab.com/o/r.git")]),
                                      otherwise: draft) == draft)
        #expect(try resolveRepository(nil, configuration: Self.dotCom, remotes: Self.remotes([("origin", "git@github.com:o/r.git")]),
                                      otherwise: draft) == RepoRef(owner: "o", name: "r"))
        #expect(try resolveRepository(nil, configuration: Configuration(variables: ["GH_REPO": "a/b"]), remotes: .failing,
                                      otherwise: draft) == RepoRef(owner: "a", name: "b"))
        #expect(try resolveRepository(RepoRef.parse("c/d"), configuration: Self.dotCom, remotes: .failing, otherwise: draft)
                == RepoRef(owner: "c", name: "d"))
    }

    @Test func noRemotesAtAllSaysWhatToPass() {
        #expect(throws: CommandError("no repository given and no git remotes found here: pass OWNER/REPO or -R OWNER/REPO")) {
            try resolve([])
        }
    }

    @Test func remotesForOtherHostsAreNamedInTheError() {
        #expect(throws: CommandError("none of the git remotes here (origin, mirror) point to github.com: pass OWNER/REPO or -R OWNER/REPO")) {
            try resolve([("origin", "https://gitlab.com/o/r.git"), ("mirror", "/srv/r.git")])
        }
    }

    @Test func gitConfigOutputGivesEachRemoteAsWrittenAndAsRewritten() {
        let output = """
            url./srv/mirror/.insteadof https://github.com/
            url./srv/mirror/octocat/.insteadof https://github.com/octocat/
            url.git@github.com:.insteadof gh:
            remote.origin.url https://github.com/octocat/Hello-World.git
            remote.origin.url https://example.com/second-url-is-ignored.git
            remote.my.fork.url gh:hubot/Hello-World
            remote.upstream.url git@github.com:github/Hello-World.git

            """
        #expect(GitRemote.parse(configEntries: output) == [
            GitRemote(name: "origin", url: "https://github.com/octocat/Hello-World.git"),
            GitRemote(name: "origin", url: "/srv/mirror/octocat/Hello-World.git"),
            GitRemote(name: "my.fork", url: "gh:hubot/Hello-World"),
            GitRemote(name: "my.fork", url: "git@github.com:hubot/Hello-World"),
            GitRemote(name: "upstream", url: "git@github.com:github/Hello-World.git"),
        ])
        #expect(GitRemote.parse(configEntries: "") == [])
    }

    @Test func aShorthandRewrittenToGitHubStillResolves() throws {
        let remotes = GitRemote.parse(configEntries: "url.git@github.com:.insteadof gh:\nremote.origin.url gh:hubot/tools\n")
        let repo = try resolveRepository(nil, configuration: Self.dotCom, remotes: Self.remotes(listing: remotes))
        #expect(repo == RepoRef(owner: "hubot", name: "tools"))
    }
}
