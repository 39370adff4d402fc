/// The tables bash and zsh scripts share, as shell functions over `case` (the same syntax in both shells), made from
/// the command outline: which word leads to which command, each command's subcommands and flags, and each flag's values.
enum ShellCompletionTables {
    static func functions(_ outlines: [CommandOutline] = CommandOutline.all) -> String {
        [commandFunction(outlines), subcommandsFunction(outlines), flagsFunction(outlines), valuesFunction(outlines)]
            .joined(separator: "\n")
    }

    /// `__gh_lite_command PATH WORD`: the path WORD leads to from PATH (a name or an alias), or nothing.
    private static func commandFunction(_ outlines: [CommandOutline]) -> String {
        let cases = outlines.flatMap { parent in
            parent.children.map { child in
                let patterns = ([child.name] + child.aliases).map { quoted(parent.words + "/" + $0) }
                return "    \(patterns.joined(separator: "|"))) echo \(quoted(child.words)) ;;"
            }
        }
        return function("command", cases)
    }

    /// `__gh_lite_subcommands PATH`: one line per subcommand, its name, a tab and its summary.
    private static func subcommandsFunction(_ outlines: [CommandOutline]) -> String {
        let cases = outlines.filter { !$0.children.isEmpty }.map { group in
            "    \(quoted(group.words))) printf '%s\\n' "
                + group.children.map { quoted($0.name + "\t" + sentence($0.summary)) }.joined(separator: " ") + " ;;"
        }
        return function("subcommands", cases, subject: "$1")
    }

    /// `__gh_lite_flags PATH`: one line per spelling of each flag (`--state`, `-s`), a tab and its help.
    private static func flagsFunction(_ outlines: [CommandOutline]) -> String {
        let cases = outlines.map { outline in
            "    \(quoted(outline.words))) printf '%s\\n' "
                + outline.flags.flatMap { flag in
                    spellings(flag).map { quoted($0 + "\t" + sentence(flag.help)) }
                }.joined(separator: " ") + " ;;"
        }
        return function("flags", cases, subject: "$1")
    }

    /// `__gh_lite_flag_values PATH FLAG`: nothing for a switch; for a flag that takes a value, a first line saying
    /// what it is (`words`, `file`, `dynamic`, `none`; a trailing comma when it is a comma-separated list),
    /// then the words, or the kind of dynamic value to ask `gh-lite __complete` for.
    private static func valuesFunction(_ outlines: [CommandOutline]) -> String {
        let cases = outlines.flatMap { outline in
            outline.flags.filter(\.takesValue).map { flag in
                let patterns = spellings(flag).map { quoted(outline.words + "/" + $0) }
                let words = [valueKind(flag)] + valueWords(flag)
                return "    \(patterns.joined(separator: "|"))) printf '%s\\n' "
                    + words.map(quoted).joined(separator: " ") + " ;;"
            }
        }
        return function("flag_values", cases)
    }

    static func spellings(_ flag: FlagSpec) -> [String] {
        ["--" + flag.long] + (flag.short.map { ["-\($0)"] } ?? [])
    }

    static func valueKind(_ flag: FlagSpec) -> String {
        let kind: String
        switch flag.values {
        case .none: kind = "none"
        case .words: kind = "words"
        case .file: kind = "file"
        case .dynamic: kind = "dynamic"
        }
        return flag.commaSeparated ? kind + "," : kind
    }

    static func valueWords(_ flag: FlagSpec) -> [String] {
        switch flag.values {
        case .none, .file: []
        case .words(let words): words
        case .dynamic(let kind): [kind.rawValue]
        }
    }

    private static func function(_ name: String, _ cases: [String], subject: String = "$1/$2") -> String {
        "__gh_lite_\(name)() {\n  case \"\(subject)\" in\n" + cases.joined(separator: "\n") + "\n  esac\n}\n"
    }

    /// Help text as one line without a final full stop, as completion menus show it.
    static func sentence(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.hasSuffix(".") ? String(line.dropLast()) : line
    }

    /// A word in single quotes, for bash, zsh and fish alike.
    static func quoted(_ word: String) -> String {
        "'" + word.replacing("'", with: "'\\''") + "'"
    }
}
