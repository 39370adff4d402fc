/// A command made of subcommands (`gh-lite issue list`), with gh's sectioned help.
struct CommandGroup: Sendable {
    struct Section: Sendable {
        var title: String
        var nodes: [CommandNode]

        init(_ title: String, _ nodes: [CommandNode]) {
            self.title = title
            self.nodes = nodes
        }
    }

    var name: String
    var summary: String
    var sections: [Section]
    /// Text after the command list in the group's help.
    var footer = ""

    var nodes: [CommandNode] { sections.flatMap(\.nodes) }

    func node(_ word: String) -> CommandNode? { nodes.first { $0.answers(to: word) } }

    /// The commands one level down, as `GROUP NAME` (`issue status`).
    var nestedNames: [String] {
        nodes.flatMap { node -> [String] in
            guard case .group(let group) = node else { return [] }
            return group.nodes.map { group.name + " " + $0.name }
        }
    }

    /// The words after the group's name; `path`: the words that led here (`gh-lite issue`).
    func parse(_ words: [String], path: String, variables: [String: String]) throws -> ParsedCommand {
        guard let first = words.first else { return .help(helpText(path: path)) }
        switch first {
        case "--help", "-h":
            return .help(helpText(path: path))
        case "help":
            return try help(for: Array(words.dropFirst()), path: path)
        default:
            guard let node = node(first) else {
                throw UnknownCommand.error(first, in: path, known: nodes.map(\.name), nested: nestedNames)
            }
            return try node.parse(Array(words.dropFirst()), path: path, variables: variables)
        }
    }

    /// `help issue list`: the help of the command the words lead to.
    func help(for words: [String], path: String) throws -> ParsedCommand {
        guard let first = words.first else { return .help(helpText(path: path)) }
        guard let node = node(first) else {
            throw UnknownCommand.error(first, in: path, known: nodes.map(\.name))
        }
        switch node {
        case .command(let entry): return .help(entry.spec.helpText)
        case .group(let group): return try group.help(for: Array(words.dropFirst()), path: path + " " + group.name)
        }
    }

    /// `aliases`: the user's, as (name, summary), listed after the first section under gh's ALIAS COMMANDS.
    func helpText(path: String, aliases: [(name: String, summary: String)] = []) -> String {
        var lines = [summary + ".", "", "USAGE", "  \(path) <command>\(path == "gh-lite" ? " <subcommand>" : "") [flags]", ""]
        let width = ((nodes.map(\.name) + aliases.map(\.name)).map(\.count).max() ?? 0) + 1
        func row(_ name: String, _ summary: String) -> String {
            "  " + (name + ":").padding(toLength: width) + "  " + (summary.hasSuffix(".") ? String(summary.dropLast()) : summary)
        }
        for (index, section) in sections.enumerated() {
            lines.append(section.title)
            lines += section.nodes.map { row($0.name, $0.summary) }
            lines.append("")
            if index == 0 && !aliases.isEmpty {
                lines += ["ALIAS COMMANDS"] + aliases.map { row($0.name, $0.summary) } + [""]
            }
        }
        lines.append(footer.isEmpty ? "Run '\(path) <command> --help' for a command's flags.\n" : footer)
        return lines.joined(separator: "\n")
    }
}

/// One entry of a group: a command, or a group of its own.
enum CommandNode: Sendable {
    case command(CommandEntry)
    case group(CommandGroup)

    var name: String {
        switch self {
        case .command(let entry): entry.spec.name
        case .group(let group): group.name
        }
    }

    var summary: String {
        switch self {
        case .command(let entry): entry.spec.summary
        case .group(let group): group.summary
        }
    }

    func answers(to word: String) -> Bool {
        switch self {
        case .command(let entry): entry.spec.answers(to: word)
        case .group(let group): group.name == word
        }
    }

    func parse(_ words: [String], path: String, variables: [String: String]) throws -> ParsedCommand {
        switch self {
        case .command(let entry): try entry.parse(words, variables: variables)
        case .group(let group): try group.parse(words, path: path + " " + group.name, variables: variables)
        }
    }
}
