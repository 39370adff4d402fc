@testable import GHLiteCore
import Testing

/// The completion scripts are made from the declarations the parser reads, so nothing declared can be left out:
/// a new command, alias, flag or flag value shows up in every shell's script without touching them.
@Suite(.strictDoubles) struct CompletionScriptTests {
    static let shells = CompletionOptions.Shell.allCases

    @Test(arguments: shells) func everyDeclaredFlagOfEveryCommandIsInTheScript(shell: CompletionOptions.Shell) {
        let script = CompletionOptions.script(for: shell)
        let outlines = CommandOutline.all
        #expect(outlines.count > 30, "the outline lost commands: \(outlines.map(\.words))")
        for outline in outlines {
            for flag in outline.flags {
                #expect(script.contains(expectedSpelling(of: flag.long, in: shell)),
                        "\(shell): `\(outline.words)` --\(flag.long) missing")
                if let short = flag.short {
                    #expect(script.contains(expectedShortSpelling(of: short, in: shell)),
                            "\(shell): `\(outline.words)` -\(short) missing")
                }
                if case .words(let words) = flag.values {
                    for word in words {
                        let quoted = shell == .fish ? "\"\(word)\"" : "'\(word)'"
                        #expect(script.contains(quoted), "\(shell): value \(word) of --\(flag.long) missing")
                    }
                }
            }
        }
    }

    @Test(arguments: shells) func everyCommandAndAliasIsInTheScript(shell: CompletionOptions.Shell) {
        let script = CompletionOptions.script(for: shell)
        for outline in CommandOutline.all where !outline.path.isEmpty {
            let parent = outline.path.dropLast().joined(separator: " ")
            for name in [outline.name] + outline.aliases {
                #expect(script.contains("'\(parent)/\(name)'"), "\(shell): `\(parent) \(name)` missing")
            }
        }
    }

    @Test func theOutlineHasTheFlagsValuesAndAliasesTheParserReads() throws {
        let list = try #require(CommandOutline.all.first { $0.words == "issue list" })
        #expect(list.aliases == ["ls"])
        let state = try #require(list.flags.first { $0.long == "state" })
        #expect(state.values == .words(["open", "closed", "all"]) && state.short == "s")
        let json = try #require(list.flags.first { $0.long == "json" })
        #expect(json.values == .words(IssueJSON.fields) && json.commaSeparated)
        #expect(list.flags.first { $0.long == "repo" }?.values == .dynamic(.repository))
        #expect(list.flags.first { $0.long == "label" }?.values == .dynamic(.label))
        #expect(list.flags.first { $0.long == "milestone" }?.values == .dynamic(.milestone))
        #expect(list.flags.first { $0.long == "type" }?.values == .dynamic(.issueType))
        let close = try #require(CommandOutline.all.first { $0.words == "issue close" })
        #expect(close.flags.first { $0.long == "reason" }?.values == .words(["completed", "not planned", "duplicate"]))
        let root = try #require(CommandOutline.all.first)
        #expect(root.path.isEmpty && Set(root.flags.map(\.long)) == ["help", "version", "no-cache"])
    }

    /// The bash and zsh tables list `--long` in single quotes with its help after a tab; fish names it `-l 'long'`.
    private func expectedSpelling(of long: String, in shell: CompletionOptions.Shell) -> String {
        shell == .fish ? "-l '\(long)'" : "'--\(long)\t"
    }

    private func expectedShortSpelling(of short: Character, in shell: CompletionOptions.Shell) -> String {
        shell == .fish ? "-s '\(short)'" : "'-\(short)\t"
    }
}
