@testable import GHLiteCore
import GHLiteMock
import Testing

/// Walks the whole command tree, every group and command of every family, and checks that a command's `--help`,
/// its man page and each shell's completion script are made from the one declaration its spec holds: moving a
/// command between files or folders cannot drop a flag from any of them.
@Suite(.strictDoubles) struct CommandDeclarationTests {
    /// Every node under `gh-lite`, with the words that lead to it, read from the tree the parser runs.
    static func walk(_ group: CommandGroup, path: [String] = []) -> [(path: [String], node: CommandNode)] {
        group.nodes.flatMap { node -> [(path: [String], node: CommandNode)] in
            let here = (path + [node.name], node)
            guard case .group(let child) = node else { return [here] }
            return [here] + walk(child, path: here.0)
        }
    }

    /// What `gh-lite WORDS --help` prints.
    static func help(_ words: [String]) -> String {
        let memory = MemoryIO(input: "", terminal: false)
        let code = CommandLineInterface.run(words + ["--help"], variables: [:], io: memory.io,
                                            makeEnvironment: { _ in .failing })
        #expect(code == .ok, "\(words) --help: \(memory.error)")
        return memory.output
    }

    @Test func theOutlineHoldsEveryCommandOfTheTreeWithItsDeclaredFlags() {
        let tree = Self.walk(CommandTree.root)
        #expect(Set(tree.map { $0.node.name }).isSuperset(of: ["auth", "login", "label", "clone", "repo", "cache",
                                                                 "clear", "issue", "close", "milestone", "sync"]))
        let outlines = Dictionary(uniqueKeysWithValues: CommandOutline.all.map { ($0.path, $0) })
        #expect(outlines.count == tree.count + 1, "the outline and the tree differ")
        for (path, node) in tree {
            guard let outline = outlines[path] else {
                Testing.Issue.record("`\(path.joined(separator: " "))` is in the tree but not in the outline")
                continue
            }
            if case .command(let entry) = node {
                #expect(outline.flags.map(\.long) == entry.spec.flags.map(\.long), "\(path)")
                #expect(outline.flags.map(\.short) == entry.spec.flags.map(\.short), "\(path)")
            }
        }
    }

    @Test func everyFlagOfEveryCommandIsInItsHelpItsManPageAndEachShellsCompletion() {
        let scripts = CompletionOptions.Shell.allCases.map { ($0, CompletionOptions.script(for: $0)) }
        for outline in CommandOutline.all {
            let words = outline.words.isEmpty ? "gh-lite" : outline.words
            let help = Self.help(outline.path)
            let manPage = ManPage(outline: outline).text
            for flag in outline.flags {
                #expect(help.contains("--" + flag.long), "`\(words) --help` lacks --\(flag.long)")
                if let short = flag.short, outline.spec != nil {
                    #expect(help.contains("-\(short), --\(flag.long)"), "`\(words) --help` lacks -\(short)")
                }
                let roff = "\\fB\\-\\-" + flag.long.replacingOccurrences(of: "-", with: "\\-") + "\\fR"
                #expect(manPage.contains(roff), "the man page of `\(words)` lacks --\(flag.long)")
                for (shell, script) in scripts {
                    #expect(Self.completes(flag, of: outline, in: script, shell: shell),
                            "\(shell) does not complete --\(flag.long) after `\(words)`")
                }
            }
        }
    }

    /// Whether the script offers the flag (and its short spelling) at this command, not merely somewhere.
    static func completes(_ flag: FlagSpec, of outline: CommandOutline, in script: String,
                          shell: CompletionOptions.Shell) -> Bool {
        let lines = script.split(separator: "\n")
        if shell == .fish {
            let at = "complete -c gh-lite -n " + FishCompletionScript.quoted(
                "__gh_lite_at " + FishCompletionScript.quoted(outline.words))
            var spelling = " -l " + FishCompletionScript.quoted(flag.long)
            if let short = flag.short { spelling += " -s " + FishCompletionScript.quoted(String(short)) }
            return lines.contains { $0.hasPrefix(at + spelling) }
        }
        // bash and zsh share the tables: one `case` line per command lists its flags.
        let at = "    " + ShellCompletionTables.quoted(outline.words) + ") printf "
        return lines.contains { line in
            line.hasPrefix(at) && ShellCompletionTables.spellings(flag).allSatisfy { line.contains("'\($0)\t") }
        }
    }
}
