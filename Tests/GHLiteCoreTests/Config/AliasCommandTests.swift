@testable import GHLiteCore
import GHLiteMock
import Testing

/// `alias` and `config` run whole, in memory: `config.yml` in a dictionary, GitHub the mock.
@Suite(.strictDoubles) struct AliasCommandTests {
    let files = Locked<[String: Data]>([:])
    let variables = ["GH_LITE_CONFIG_DIR": "/c", "NO_COLOR": "1"]

    func run(_ arguments: [String], terminal: Bool = false, input: String = "",
             exec: (@Sendable ([String]) throws -> Never)? = nil) -> (ExitCode, MemoryIO) {
        let memory = MemoryIO(input: input, terminal: terminal, width: 120)
        var environment = ContainerEnvironment.mock
        environment.files = .memory(files)
        if let exec { environment.processReplacement.exec = exec }
        let code = CommandLineInterface.run(arguments, variables: variables, io: memory.io, configFiles: .memory(files),
                                            makeEnvironment: { _ in environment })
        return (code, memory)
    }

    var configText: String { files.withLock { $0["/c/config.yml"].map { String(decoding: $0, as: UTF8.self) } } ?? "" }

    @Test func aSetAliasIsListedAndRunsItsExpansion() {
        #expect(run(["alias", "set", "bugs", "issue list --label bug"]).0 == .ok)
        #expect(configText == "aliases:\n    bugs: issue list --label bug\n")
        let (listed, list) = run(["alias", "list"])
        #expect(listed == .ok)
        #expect(list.output == "bugs: issue list --label bug\n")

        let (code, io) = run(["bugs", "-L", "5"])
        let (expected, direct) = run(["issue", "list", "--label", "bug", "-L", "5"])
        #expect(code == .ok && expected == .ok)
        #expect(!io.output.isEmpty)
        #expect(io.output == direct.output)
    }

    @Test func placeholdersTakeTheArgumentsInTurnAndTheRestAreAppended() throws {
        #expect(try AliasExpansion.expand("issue view $1 -R $2", arguments: ["5", "octocat/Hello-World", "--comments"])
                == .command(["issue", "view", "5", "-R", "octocat/Hello-World", "--comments"]))
        #expect(try AliasExpansion.expand("issue list --label 'good first'", arguments: ["-L", "3"])
                == .command(["issue", "list", "--label", "good first", "-L", "3"]))
        #expect(throws: CommandError("not enough arguments for alias: issue view 5 -R $2")) {
            try AliasExpansion.expand("issue view $1 -R $2", arguments: ["5"])
        }
        #expect(try AliasExpansion.expand("!gh-lite issue list | grep \"$1\"", arguments: ["crash", "x y"])
                == .shell(["sh", "-c", "gh-lite issue list | grep \"$1\"", "--", "crash", "x y"]))
    }

    /// A placeholder's argument reaches the command as typed, one word: a quote, a space, a `$2` or a `$(...)` in it
    /// is text (so `gh-lite note 1 "don't"` posts "don't", not "dont").
    @Test func anArgumentFillsItsPlaceholderAsTypedNeverSplitOrUnquoted() throws {
        #expect(try AliasExpansion.expand("issue comment $1 -b $2", arguments: ["1", "don't 'quote' me; $HOME"])
                == .command(["issue", "comment", "1", "-b", "don't 'quote' me; $HOME"]))
        #expect(try AliasExpansion.expand("issue list --author=\"$1\" -S '$2 in:title'", arguments: ["a b", "$1 \"x", "-L", "3"])
                == .command(["issue", "list", "--author=a b", "-S", "$1 \"x in:title", "-L", "3"]))
        #expect(try AliasExpansion.expand("api graphql -f query=$endCursor", arguments: ["--paginate"])
                == .command(["api", "graphql", "-f", "query=$endCursor", "--paginate"]))
    }

    @Test func aShellAliasBecomesShWithTheArguments() {
        #expect(run(["alias", "set", "--shell", "igrep", "gh-lite issue list | grep \"$1\""]).0 == .ok)
        #expect(configText == "aliases:\n    igrep: '!gh-lite issue list | grep \"$1\"'\n")
        let ran = Locked<[String]?>(nil)
        let (code, io) = run(["igrep", "crash"], exec: { words in
            ran.withLock { $0 = words }
            throw CommandError("exec stands in for sh")
        })
        #expect(code == .error)
        #expect(io.error == "exec stands in for sh\n")
        #expect(ran.withLock { $0 } == ["sh", "-c", "gh-lite issue list | grep \"$1\"", "--", "crash"])
    }

    @Test func anAliasNeverShadowsABuiltInCommand() {
        let (code, io) = run(["alias", "set", "issue", "repo list"])
        #expect(code == .error)
        #expect(io.error == "could not create alias issue: already a gh-lite command\n")
        let (ls, lsIO) = run(["alias", "set", "issues", "repo list"])
        #expect(ls == .error && lsIO.error.contains("already a gh-lite command"))
        #expect(configText.isEmpty)
        // A hand-written one is never looked up for a command's name.
        files.withLock { $0["/c/config.yml"] = Data("aliases:\n    repos: '!echo shadowed'\n".utf8) }
        let (listed, listIO) = run(["repos", "-L", "1"], exec: { _ in throw CommandError("ran the alias") })
        #expect(listed == .ok)
        #expect(listIO.output.hasPrefix("octocat/"))
    }

    /// An expansion with a quote left open is refused, as gh refuses it, rather than run with the quote closed at the end.
    @Test func anExpansionWithAQuoteLeftOpenIsRefused() {
        let (code, io) = run(["alias", "set", "x", "issue list --search \"crash on"])
        #expect(code == .error)
        #expect(io.error == "could not create alias x: a quote in the expansion is not closed\n")
        #expect(configText == "")
        #expect(run(["alias", "set", "x", "issue list --search 'crash on'"]).0 == .ok)
    }

    @Test func anExpansionMustStartWithACommandOrAliasAndANameIsNotTakenTwice() {
        let (code, io) = run(["alias", "set", "x", "nosuch thing"])
        #expect(code == .error)
        #expect(io.error == "could not create alias x: expansion does not correspond to a gh-lite command or alias\n")
        #expect(run(["alias", "set", "bugs", "issue list --label bug"]).0 == .ok)
        #expect(run(["alias", "set", "mybugs", "bugs -a @me"]).0 == .ok)
        let (again, againIO) = run(["alias", "set", "bugs", "issue list"])
        #expect(again == .error)
        #expect(againIO.error == "could not create alias bugs: name already taken! Rerun with --clobber to overwrite\n")
        let (clobbered, clobberIO) = run(["alias", "set", "bugs", "issue list", "--clobber"], terminal: true)
        #expect(clobbered == .ok)
        #expect(clobberIO.error == "- Creating alias for bugs: issue list\n! Changed alias bugs\n")
        #expect(configText == "aliases:\n    bugs: issue list\n    mybugs: bugs -a @me\n")
    }

    @Test func anExpansionOfADashIsReadFromStandardInput() {
        #expect(run(["alias", "set", "igrep", "--shell", "-"], input: "gh-lite issue list | grep \"$1\"\n").0 == .ok)
        #expect(configText == "aliases:\n    igrep: '!gh-lite issue list | grep \"$1\"'\n")
    }

    @Test func anAliasLeadsToAnotherButALoopStopsWithOneLine() {
        _ = run(["alias", "set", "b", "issue list --label bug"])
        _ = run(["alias", "set", "a", "b -L 1"])
        let (code, io) = run(["a"])
        #expect(code == .ok)
        #expect(io.output == run(["issue", "list", "--label", "bug", "-L", "1"]).1.output)
        #expect(run(["alias", "set", "b", "a", "--clobber"]).0 == .ok)
        let (looped, loopIO) = run(["a"])
        #expect(looped == .error)
        #expect(loopIO.error == "alias a leads to aliases more than 10 deep: check `gh-lite alias list` for a loop\n")
    }

    @Test func deleteOneOrAll() {
        _ = run(["alias", "set", "b", "issue list"])
        _ = run(["alias", "set", "a", "repo list"])
        let (missing, missingIO) = run(["alias", "delete", "nope"])
        #expect(missing == .error && missingIO.error == "no such alias nope\n")
        let (one, oneIO) = run(["alias", "delete", "b"], terminal: true)
        #expect(one == .ok && oneIO.error == "✓ Deleted alias b; was issue list\n")
        #expect(run(["alias", "delete", "--all"]).0 == .ok)
        #expect(configText.isEmpty)
        let (empty, emptyIO) = run(["alias", "list"])
        #expect(empty == .error && emptyIO.error == "no aliases configured\n")
    }

    @Test func importTakesAYAMLMapAndRefusesWhatSetWould() {
        _ = run(["alias", "set", "bugs", "issue list"])
        let (code, io) = run(["alias", "import", "-"], input: "bugs: issue list -l bug\nissue: repo list\nmine: issue list -a @me\n")
        #expect(code == .error)
        #expect(io.error == """
            X Could not import alias bugs: name already taken! Rerun with --clobber to overwrite
            X Could not import alias issue: already a gh-lite command
            2 of 3 aliases not imported

            """)
        #expect(configText == "aliases:\n    bugs: issue list\n    mine: issue list -a @me\n")
        files.withLock { $0["/home/monalisa/aliases.yml"] = Data("bugs: issue list -l bug\n".utf8) }
        #expect(run(["alias", "import", "/home/monalisa/aliases.yml", "--clobber"]).0 == .ok)
        #expect(configText == "aliases:\n    bugs: issue list -l bug\n    mine: issue list -a @me\n")
        let (bad, badIO) = run(["alias", "import", "-"], input: "bugs:\n  - x\n")
        #expect(bad == .error)
        #expect(badIO.error == "standard input:1: \"bugs\" must be a single value: expected \"name: expansion\" lines\n")
    }

    @Test func theRootHelpListsAliasesUnderAliasCommands() {
        _ = run(["alias", "set", "bugs", "issue list --label bug"])
        _ = run(["alias", "set", "-s", "igrep", "gh-lite issue list | grep x"])
        let (code, io) = run(["--help"])
        #expect(code == .ok)
        #expect(io.output.contains("""
            ALIAS COMMANDS
              bugs:        Alias for "issue list --label bug"
              igrep:       Shell alias for "gh-lite issue list | grep x"

            ADDITIONAL COMMANDS
              alias:       Create command shortcuts
            """))
    }

    @Test func aMalformedConfigFileStopsEveryCommandWithItsLineAndIsNotOverwritten() {
        let text = "editor: vim\naliases:\n  bugs: [issue, list]\n"
        files.withLock { $0["/c/config.yml"] = Data(text.utf8) }
        for arguments in [["alias", "set", "x", "issue list"], ["config", "set", "pager", "less"], ["issue", "list"]] {
            let (code, io) = run(arguments)
            #expect(code == .error)
            #expect(io.error == "/c/config.yml:3: \"bugs\" must be a single value: fix or remove it\n")
        }
        #expect(configText == text)
    }
}
