/// Every command and group of the tree, flattened with the words that lead to it: what completion scripts and
/// man pages are generated from, so they cannot drift from the parser's own declarations.
struct CommandOutline: Sendable {
    /// The words after `gh-lite` (`["issue", "list"]`); empty for `gh-lite` itself.
    var path: [String]
    var aliases: [String]
    var summary: String
    /// The subcommands of a group, by name and alias; none for a command.
    var children: [CommandOutline]
    var flags: [FlagSpec]
    /// The command's own declaration; nil for a group.
    var spec: CommandSpec?

    var words: String { path.joined(separator: " ") }
    var name: String { path.last ?? "gh-lite" }

    /// `gh-lite` and everything under it, depth first, the root first.
    static var all: [CommandOutline] { root.flattened }

    static var root: CommandOutline {
        outline(.group(CommandTree.root), path: [])
    }

    var flattened: [CommandOutline] { [self] + children.flatMap(\.flattened) }

    private static func outline(_ node: CommandNode, path: [String]) -> CommandOutline {
        switch node {
        case .command(let entry):
            return CommandOutline(path: path, aliases: entry.spec.aliases, summary: entry.spec.summary, children: [],
                                  flags: entry.spec.flags, spec: entry.spec)
        case .group(let group):
            // A group answers `-h` and `--help`; the root `--version` and `--no-cache` too (see `CommandTree.parse`).
            var help = GlobalFlags.help.spec
            help.short = "h"
            let flags = path.isEmpty ? [help, GlobalFlags.version.spec, GlobalFlags.noCache.spec] : [help]
            return CommandOutline(path: path, aliases: [], summary: group.summary,
                                  children: group.nodes.map { outline($0, path: path + [$0.name]) },
                                  flags: flags, spec: nil)
        }
    }
}
