/// The error for a command name that does not exist, with cobra's "Did you mean this?" when a known
/// name is close (gh users type `issue` for `issues`), or when a command one level down has that name
/// (`status` is `issue status`).
enum UnknownCommand {
    /// `nested`: the commands one level down, as `GROUP NAME`.
    static func error(_ word: String, in parent: String, known: [String], nested: [String] = []) -> UsageError {
        let close = known.filter { isClose(word, to: $0) } + nested.filter { $0.hasSuffix(" " + word) }
        let suggestion = close.isEmpty ? "" : "Did you mean this?\n" + close.map { "\t\($0)\n" }.joined() + "\n"
        return UsageError("unknown command \"\(word)\" for \"\(parent)\"",
                          usage: suggestion + "Run '\(parent) --help' for the list of commands.")
    }

    /// Whether `word` may be a mistyped `name`: its start, or two edits away at most.
    static func isClose(_ word: String, to name: String) -> Bool {
        name.hasPrefix(word) || editDistance(word.lowercased(), name) <= 2
    }

    /// The flag error for `--name`, with the close flags as "Did you mean this?" does for commands.
    static func flagError(_ name: String, known: [String], usage: String) -> UsageError {
        let close = known.filter { isClose(name, to: $0) }.map { "--" + $0 }
        let suggestion = close.isEmpty ? "" : "Did you mean this?\n" + close.map { "\t\($0)\n" }.joined() + "\n"
        return UsageError("unknown flag: --\(name)", usage: suggestion + usage)
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
