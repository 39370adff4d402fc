import Foundation
import Testing

/// The completion scripts `gh-lite completion` prints, loaded into the real shells and asked what they would offer,
/// as a person pressing Tab would be. bash always; zsh and fish when installed (Scripts/lib/install-dependencies
/// installs them for Scripts/test).
@Suite struct CompletionBinaryTests {
    let home: TemporaryDirectory
    /// A checkout whose remotes name two repositories on github.com and one elsewhere.
    let checkout: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory()
        checkout = try TestGit.checkout(origin: "https://github.com/me/Hello-World.git")
        try TestGit.run(["remote", "add", "upstream", "git@github.com:octocat/Hello-World.git"], in: checkout.url)
        try TestGit.run(["remote", "add", "mirror", "https://gitlab.example.com/me/Hello-World.git"], in: checkout.url)
    }

    func script(_ shell: String) throws -> URL {
        let result = try GHLiteRun.run(["completion", "-s", shell], environment: ["HOME": home.path])
        #expect(result.status == 0, "\(result.stderr)")
        let file = home.url.appendingPathComponent("gh-lite.\(shell)")
        try Data(result.stdout.utf8).write(to: file)
        return file
    }

    /// What bash's completion function puts in COMPREPLY for `words`, the last being the word under the cursor.
    func bashReplies(_ words: [String]) throws -> [String] {
        try bashCompletion(words).replies
    }

    /// COMPREPLY for `words` and the options the function set with `compopt` (outside a real Tab press bash's
    /// `compopt` refuses, so the program stands in a function for it that records what it was asked).
    func bashCompletion(_ words: [String]) throws -> (replies: [String], options: [String]) {
        let program = """
            source "$1"; shift
            options=()
            compopt() { options+=("$*"); }
            COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            _gh_lite
            printf '%s\\n' "${COMPREPLY[@]}"
            printf '\\t%s\\n' "${options[@]}"
            """
        let result = try InstalledTool("bash").run(["--norc", "--noprofile", "-c", program, "bash", try script("bash").path,
                                                     PackagePaths.binary.path] + words, in: checkout.url, home: home.url)
        #expect(result.status == 0 && result.error.isEmpty, "bash: \(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        let options = lines.filter { $0.hasPrefix("\t") && $0 != "\t" }.map { String($0.dropFirst()) }
        return (lines.filter { !$0.hasPrefix("\t") }, options)
    }

    @Test func bashCompletesCommandsAndSubcommandsThroughAliases() throws {
        #expect(try bashReplies(["iss"]) == ["issue", "issues"])
        #expect(try bashReplies(["issue", "cl"]) == ["close"])
        #expect(try bashReplies(["label", ""]) == ["clone", "create", "delete", "edit", "list"])
        #expect(try bashReplies(["issue", "ls", "--sta"]) == ["--state"])
    }

    /// The user's aliases, from config.yml, come with the commands at the top and nowhere else.
    func writeAliases() throws {
        // GH_LITE_CONFIG_DIR is the home here.
        try Data("aliases:\n    bugs: issue list --label bug\n    isv: issue view $1\n".utf8)
            .write(to: home.url.appendingPathComponent("config.yml"))
    }

    @Test func bashOffersAliasesWithTheCommands() throws {
        try writeAliases()
        #expect(try bashReplies(["i"]) == ["issue", "issues", "isv"])
        #expect(try bashReplies(["b"]) == ["bugs"])
        #expect(try bashReplies(["issue", "b"]).isEmpty)
    }

    @Test func bashCompletesFlagsSkippingTheValuesOfEarlierOnes() throws {
        let flags = try bashReplies(["issue", "list", "-"])
        for flag in ["--state", "-s", "--json", "--repo", "-R", "--label", "--limit", "--web", "--no-cache", "--help"] {
            #expect(flags.contains(flag), "\(flag) not offered: \(flags)")
        }
        #expect(try bashReplies(["issue", "list", "-R", "octocat/Hello-World", "--li"]) == ["--limit"])
        #expect(try bashReplies(["milestone", "list", "--sort", "title", "--st"]) == ["--state"])
    }

    @Test func bashCompletesFlagValuesStatesReasonsAndJSONFields() throws {
        #expect(try bashReplies(["issue", "list", "--state", ""]) == ["open", "closed", "all"])
        #expect(try bashReplies(["issue", "close", "12", "-r", "n"]) == ["not\\ planned"])
        #expect(try bashReplies(["issue", "lock", "12", "--reason", "too"]) == ["too_heated"])
        #expect(try bashReplies(["issue", "list", "--json", "number,ti"]) == ["number,title"])
        #expect(try bashReplies(["issue", "list", "--json", "number,title,"]).contains("number,title,labels"))
        #expect(!(try bashReplies(["issue", "list", "--json", "number,"])).contains("number,number"))
        // bash splits `--json=lab` at the `=`, as its COMP_WORDBREAKS says.
        #expect(try bashReplies(["issue", "list", "--json", "=", "lab"]) == ["labels"])
        #expect(try bashReplies(["repo", "list", "--visibility="]) == ["--visibility=public", "--visibility=private",
                                                                      "--visibility=internal"])
    }

    /// The writes offer the fields they print: an issue's (`issue view --json`'s), or a comment's.
    @Test func bashCompletesTheJSONFieldsOfIssueWrites() throws {
        for verb in [["close", "12"], ["reopen", "12"], ["edit", "12"], ["lock", "12"], ["pin", "12"], ["create"],
                     ["transfer", "12", "octocat/Spoon-Knife"]] {
            #expect(try bashReplies(["issue"] + verb + ["--json", "number,ti"]) == ["number,title"], "\(verb)")
        }
        #expect(try bashReplies(["issue", "comment", "12", "--json", "body,viewer"]) == ["body,viewerDidAuthor"])
    }

    @Test func bashAddsNoSpaceAfterAnItemOfACommaListOnly() throws {
        let list = try bashCompletion(["issue", "list", "--json", "number,ti"])
        #expect(list.replies == ["number,title"])
        #expect(list.options == ["-o nospace"])
        #expect(try bashCompletion(["issue", "list", "--json", "=", "lab"]).options == ["-o nospace"])
        let single = try bashCompletion(["issue", "list", "--state", "op"])
        #expect(single.replies == ["open"])
        #expect(single.options.isEmpty)
    }

    @Test func bashCompletesRepositoriesFromTheGitRemotes() throws {
        #expect(try bashReplies(["issue", "list", "-R", ""]) == ["octocat/Hello-World", "me/Hello-World"])
        #expect(try bashReplies(["issue", "close", "1", "--repo", "oc"]) == ["octocat/Hello-World"])
    }

    @Test func bashOffersFilesForAFileFlag() throws {
        try Data("body".utf8).write(to: checkout.url.appendingPathComponent("notes.md"))
        #expect(try bashReplies(["issue", "comment", "1", "--body-file", "no"]) == ["notes.md"])
    }

    /// Labels come from anyone with triage rights: a name that is shell code must complete to itself, as one word.
    /// `--type` offers the organisation's enabled types, as the repository's mirror keeps them from its last sync.
    @Test func bashCompletesIssueTypesFromTheMirror() throws {
        let world = try SimulatorWorld()
        let environment = world.simulator.environment(configDirectory: home.path)
        #expect(try GHLiteRun.run(["sync", "octo-org/octo-repo"], environment: environment).status == 0)
        let program = """
            source "$1"
            COMP_WORDS=(gh-lite issue edit 1 -R octo-org/octo-repo --type ""); COMP_CWORD=7
            _gh_lite
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try InstalledTool("bash").run(["--norc", "--noprofile", "-c", program, "bash", try script("bash").path],
                                                   in: checkout.url, home: home.url, environment: environment)
        #expect(result.status == 0 && result.error.isEmpty, "bash: \(result.error)")
        #expect(result.output.split(separator: "\n").sorted() == ["Bug", "Feature", "Task"])
    }

    @Test func bashInsertsAHostileLabelFromTheMirrorAsItsLiteralName() throws {
        let world = try SimulatorWorld()
        let environment = world.simulator.environment(configDirectory: home.path)
        let hostile = "zz$(touch${IFS}ran-dollar)`touch${IFS}ran-backtick`;touch${IFS}ran-semicolon"
        let quotes = #"zz 'single' "double" back\slash"#
        let multiline = "zz\n$(touch${IFS}ran-newline)"
        for name in [hostile, quotes, multiline] {
            let json = try JSONSerialization.data(withJSONObject: ["name": name])
            try world.simulator.send("POST", "/repos/octocat/Hello-World/labels", json: String(decoding: json, as: UTF8.self))
        }
        #expect(try GHLiteRun.run(["sync", "octocat/Hello-World"], environment: environment).status == 0)

        // Completes `gh-lite issue list -R octocat/Hello-World -l zz`, then runs the line as pressing Enter would.
        let program = """
            source "$1"
            COMP_WORDS=(gh-lite issue list -R octocat/Hello-World -l zz); COMP_CWORD=6
            _gh_lite
            for reply in "${COMPREPLY[@]}"; do
              eval "set -- $reply"
              printf '%s words: %s\\n' "$#" "$*"
            done
            """
        let result = try InstalledTool("bash").run(["--norc", "--noprofile", "-c", program, "bash", try script("bash").path],
                                                   in: checkout.url, home: home.url, environment: environment)
        #expect(result.status == 0 && result.error.isEmpty, "bash: \(result.error)")
        #expect(result.output.split(separator: "\n").sorted() == ["1 words: \(quotes)", "1 words: \(hostile)"])
        let ran = try FileManager.default.contentsOfDirectory(atPath: checkout.path).filter { $0.hasPrefix("ran-") }
        #expect(ran.isEmpty)
    }

    @Test(.enabled(if: InstalledTool("zsh").isInstalled, "zsh is not installed (Scripts/lib/install-dependencies --tests)"))
    func zshTabCompletesCommandsFlagsValuesFilesAndRepositories() throws {
        try Data("body".utf8).write(to: checkout.url.appendingPathComponent("notes.md"))
        try writeAliases()
        let lines = ["gh-lite b", "gh-lite issue cl", "gh-lite label ", "gh-lite issue ls --sta", "gh-lite issue close 1 --reason ",
                     "gh-lite issue list --state=c", "gh-lite issue list --json number,ti", "gh-lite issue list -R ",
                     "gh-lite issue comment 1 --body-file no"]
        let matches = try ZshTabPresses.matches(lines, script: try script("zsh"), in: checkout.url, home: home.url)
        #expect(matches == [["bugs"], ["close"], ["clone", "create", "delete", "edit", "list"], ["--state"],
                            ["completed", "not\\ planned", "duplicate"], ["--state=closed"], ["number,title"],
                            ["octocat/Hello-World", "me/Hello-World"], ["notes.md"]])
    }

    @Test(.enabled(if: InstalledTool("fish").isInstalled, "fish is not installed (Scripts/lib/install-dependencies --tests)"))
    func fishCompletesCommandsFlagsValuesAndRepositories() throws {
        let fish = InstalledTool("fish")
        func replies(_ line: String) throws -> [String] {
            let result = try fish.run(["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", try script("fish").path, line],
                                      in: checkout.url, home: home.url)
            #expect(result.status == 0 && result.error.isEmpty, "fish: \(result.error)")
            return result.output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        #expect(try replies("gh-lite issue cl") == ["close"])
        try writeAliases()
        #expect(try replies("gh-lite b") == ["bugs"])
        #expect(try replies("gh-lite issue b").isEmpty)
        #expect(try replies("gh-lite issue list --state ") == ["open", "closed", "all"])
        #expect(try replies("gh-lite issue list --json number,ti") == ["number,title"])
        #expect(try replies("gh-lite issue list -R ").sorted() == ["me/Hello-World", "octocat/Hello-World"])
    }
}
