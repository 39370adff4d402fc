/// gh's alias expansion, done on the words before they are parsed: the expansion is split into words as a shell
/// would (without running one), then `$1`, `$2`... in those words take the arguments in turn, each as typed (never
/// split again or unquoted), and the arguments past the highest placeholder are appended. An expansion starting
/// with `!` is a shell alias: `sh -c` runs the rest with the arguments after `--`.
enum AliasExpansion: Equatable {
    case command([String])
    case shell([String])

    static func expand(_ expansion: String, arguments: [String]) throws -> AliasExpansion {
        if expansion.hasPrefix("!") {
            return .shell(["sh", "-c", String(expansion.dropFirst())] + (arguments.isEmpty ? [] : ["--"] + arguments))
        }
        let words = Editor.words(expansion)
        let used = words.flatMap { $0.matches(of: placeholder).compactMap { Int($0.output.1) } }.max() ?? 0
        guard arguments.count >= used else {
            // As gh says it: the expansion with the placeholders there were arguments for filled.
            throw CommandError("not enough arguments for alias: \(TerminalText.line(filling(expansion, with: arguments)))")
        }
        return .command(words.map { filling($0, with: arguments) } + arguments.dropFirst(used))
    }

    /// `text` with each placeholder that has an argument replaced by it, in one pass (an argument holding `$2` stays so).
    private static func filling(_ text: String, with arguments: [String]) -> String {
        text.replacing(placeholder) { match in
            Int(match.output.1).flatMap { $0 <= arguments.count ? arguments[$0 - 1] : nil } ?? String(match.output.0)
        }
    }

    /// `$1`, `$2`...; `$0` is no placeholder.
    private static var placeholder: Regex<(Substring, Substring)> { /\$([1-9][0-9]*)/ }
}
