import Foundation
import Testing

/// `alias` with the built binary and a private config directory, the aliases run against the simulator.
@Suite struct AliasBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    var environment: [String: String] { simulator.environment(configDirectory: home.path + "/config") }
    var configPath: String { home.path + "/config/config.yml" }

    func run(_ arguments: [String], input: String = "", variables: [String: String] = [:]) throws -> GHLiteRun {
        try GHLiteRun.run(arguments, environment: environment.merging(variables) { $1 }, input: input)
    }

    @Test func setListDeleteAndImportRoundTripThroughAPrivateConfigFile() throws {
        #expect(try run(["alias", "set", "bugs", "issue list --label bug"]).status == 0)
        #expect(try run(["alias", "set", "--shell", "igrep", "gh-lite issue list --label=\"$1\" | grep \"$2\""]).status == 0)
        let listed = try run(["alias", "list"])
        #expect(listed.status == 0)
        #expect(listed.stdout == "bugs: issue list --label bug\nigrep: '!gh-lite issue list --label=\"$1\" | grep \"$2\"'\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: configPath)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: home.path + "/config")
        #expect((folder[.posixPermissions] as? Int) == 0o700)

        #expect(try run(["alias", "delete", "--all"]).status == 0)
        #expect(try run(["alias", "list"]).status == 1)
        let imported = try run(["alias", "import", "-"], input: listed.stdout)
        #expect(imported.status == 0 && imported.stderr.isEmpty)
        #expect(try run(["alias", "list"]).stdout == listed.stdout)
        #expect(try run(["alias", "delete", "bugs"]).status == 0)
        #expect(try run(["alias", "list"]).stdout == "igrep: '!gh-lite issue list --label=\"$1\" | grep \"$2\"'\n")
    }

    @Test func ghReadsTheAliasesGhLiteWrites() throws {
        guard installedGh != nil else { return }
        #expect(try run(["alias", "set", "bugs", "issue list --label bug"]).status == 0)
        #expect(try run(["alias", "set", "-s", "hi", "echo 'it''s' \"$1\" # done"]).status == 0)
        try FileManager.default.createDirectory(atPath: home.path + "/gh", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: configPath, toPath: home.path + "/gh/config.yml")
        let gh = try runGh(["alias", "list"])
        #expect(gh.stdout == (try run(["alias", "list"])).stdout)
    }

    @Test func placeholdersAndAppendedArgumentsRunTheExpandedCommand() throws {
        #expect(try run(["alias", "set", "iv", "issue view $1 -R octocat/Hello-World"]).status == 0)
        let aliased = try run(["iv", "1", "--json", "number,title"])
        let direct = try run(["issue", "view", "1", "-R", "octocat/Hello-World", "--json", "number,title"])
        #expect(aliased.status == 0)
        #expect(aliased.stdout == direct.stdout)
        #expect(aliased.stdout.contains("\"number\":1"))
        let short = try run(["alias", "set", "two", "issue view $1 -R $2"])
        #expect(short.status == 0)
        let missing = try run(["two", "1"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "not enough arguments for alias: issue view 1 -R $2\n")
        // The expanded command's exit code is the alias's.
        #expect(try run(["iv", "999999"]).status == 1)
    }

    @Test func aShellAliasRunsInShWithTheArgumentsAndGivesItsExitCode() throws {
        #expect(try run(["alias", "set", "--shell", "hi", "echo \"hi $1 and $2\"; exit 3"]).status == 0)
        #expect(try run(["alias", "set", "bang", "!printf '%s|' \"$@\""]).status == 0)
        let hi = try run(["hi", "you", "them"])
        #expect(hi.status == 3)
        #expect(hi.stdout == "hi you and them\n")
        #expect(try run(["bang", "a b", "$(c)"]).stdout == "a b|$(c)|")
        // Without --shell or `!`, nothing reaches a shell: the words are gh-lite's.
        let refused = try run(["alias", "set", "notshell", "echo hi; touch x"])
        #expect(refused.status == 1)
        #expect(refused.stderr == "could not create alias notshell: expansion does not correspond to a gh-lite command or alias\n")
    }

    @Test func anAliasNeverShadowsABuiltInCommand() throws {
        let refused = try run(["alias", "set", "issue", "repo list"])
        #expect(refused.status == 1)
        #expect(refused.stderr == "could not create alias issue: already a gh-lite command\n")
        try FileManager.default.createDirectory(atPath: home.path + "/config", withIntermediateDirectories: true)
        try "aliases:\n    repos: '!echo shadowed'\n".write(toFile: configPath, atomically: true, encoding: .utf8)
        let repos = try run(["repos", "-L", "1"])
        #expect(repos.status == 0)
        #expect(!repos.stdout.contains("shadowed") && repos.stdout.hasPrefix("octocat/"))
    }

    @Test func aMalformedFileIsOneLineNamingItAndIsNeverOverwritten() throws {
        try FileManager.default.createDirectory(atPath: home.path + "/config", withIntermediateDirectories: true)
        let text = "editor: vim\naliases:\n    bugs: \"issue list\n"
        try text.write(toFile: configPath, atomically: true, encoding: .utf8)
        for arguments in [["alias", "set", "x", "issue list"], ["config", "set", "editor", "nano"], ["repos"]] {
            let result = try run(arguments)
            #expect(result.status == 1)
            #expect(result.stderr == "\(configPath):3: a quoted string is not closed on its line: fix or remove it\n")
        }
        #expect(try String(contentsOfFile: configPath, encoding: .utf8) == text)
        #expect(try simulator.requests().isEmpty)
    }

    @Test func theRootHelpListsTheAliases() throws {
        #expect(try run(["alias", "set", "bugs", "issue list --label bug"]).status == 0)
        let help = try run(["--help"])
        #expect(help.stdout.contains("ALIAS COMMANDS\n  bugs:        Alias for \"issue list --label bug\"\n"))
    }
}
