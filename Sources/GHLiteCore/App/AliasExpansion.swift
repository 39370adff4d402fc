/// gh's alias expansion, done on the words before they are parsed: `$1`, `$2`... take the arguments in turn, the
/// arguments left once no `$` remains are appended, and the result is split into words as a shell would (without
/// running one). An expansion starting with `!` is a shell alias: `sh -c` runs the rest with the arguments after `--`.
enum AliasExpansion: Equatable {
    case command([String])
    case shell([String])

    static func expand(_ expansion: String, arguments: [String]) throws -> AliasExpansion {
        if expansion.hasPrefix("!") {
            return .shell(["sh", "-c", String(expansion.dropFirst())] + (arguments.isEmpty ? [] : ["--"] + arguments))
        }
        var expansion = expansion
        var extra: [String] = []
        for (index, argument) in arguments.enumerated() {
            if expansion.contains("$") {
                expansion = expansion.replacing("$\(index + 1)", with: argument)
            } else {
                extra.append(argument)
            }
        }
        if expansion.firstRange(of: /\$\d/) != nil {
            throw CommandError("not enough arguments for alias: \(TerminalText.line(expansion))")
        }
        return .command(Editor.words(expansion) + extra)
    }
}
