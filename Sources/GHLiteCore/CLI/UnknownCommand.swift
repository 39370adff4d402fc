/// The error for a command name that does not exist, with cobra's "Did you mean this?" when a known
/// name is close (gh users type `issue` for `issues`).
enum UnknownCommand {
    static func error(_ word: String, in parent: String, known: [String]) -> UsageError {
        let close = known.filter { $0.hasPrefix(word) || editDistance(word.lowercased(), $0) <= 2 }
        let suggestion = close.isEmpty ? "" : "Did you mean this?\n" + close.map { "\t\($0)\n" }.joined() + "\n"
        return UsageError("unknown command \"\(word)\" for \"\(parent)\"",
                          usage: suggestion + "Run '\(parent) --help' for the list of commands.")
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
