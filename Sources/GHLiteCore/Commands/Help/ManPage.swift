/// One man page (roff with man(7) macros) for a command or group of the outline: NAME, SYNOPSIS, DESCRIPTION,
/// COMMANDS (a group's), OPTIONS, EXIT STATUS, ENVIRONMENT, EXAMPLES and SEE ALSO.
struct ManPage {
    var outline: CommandOutline

    /// `gh-lite-issue-list.1`, as gh names its pages.
    var fileName: String { title.lowercased() + ".1" }

    private var title: String { (["gh-lite"] + outline.path).joined(separator: "-").uppercased() }

    var text: String {
        var lines = [".TH \(title) 1 \"\" \"gh-lite \(GHLiteVersion.current)\" \"gh-lite manual\"",
                     ".SH NAME", escaped(fileName.dropLast(2) + " - " + ShellCompletionTables.sentence(outline.summary)),
                     ".SH SYNOPSIS", ".B " + escaped(synopsis),
                     ".SH DESCRIPTION", escaped(outline.summary)]
        if let details = outline.spec?.details, !details.isEmpty { lines += [".PP", escaped(details)] }
        if !outline.aliases.isEmpty { lines += [".PP", escaped("Aliases: " + outline.aliases.joined(separator: ", "))] }
        if !outline.children.isEmpty {
            lines.append(".SH COMMANDS")
            for child in outline.children {
                lines += [".TP", "\\fB" + escaped("gh-lite " + child.words) + "\\fR(1)", escaped(child.summary)]
            }
        }
        lines.append(".SH OPTIONS")
        for flag in outline.flags {
            lines += [".TP", label(flag), escaped(flag.help)]
        }
        lines.append(".SH EXIT STATUS")
        for code in ExitCode.allCases {
            lines += [".TP", "\(code.rawValue)", escaped(code.meaning)]
        }
        lines.append(".SH ENVIRONMENT")
        let takesRepository = outline.flags.contains { $0.values == .dynamic(.repository) }
        for variable in EnvironmentVariables.all where takesRepository || !variable.repositoryOnly {
            lines += [".TP", "\\fB" + escaped(variable.names) + "\\fR", escaped(variable.meaning)]
        }
        if let examples = outline.spec?.examples, !examples.isEmpty {
            lines += [".SH EXAMPLES", ".nf"] + examples.map { escaped("$ " + $0) } + [".fi"]
        }
        if let parent = parentPage { lines += [".SH SEE ALSO", "\\fB" + escaped(parent) + "\\fR(1)"] }
        return lines.joined(separator: "\n") + "\n"
    }

    private var synopsis: String {
        if let spec = outline.spec { return "gh-lite " + spec.usage }
        return (["gh-lite"] + outline.path).joined(separator: " ") + " <command> [flags]"
    }

    private var parentPage: String? {
        outline.path.isEmpty ? nil : (["gh-lite"] + outline.path.dropLast()).joined(separator: "-")
    }

    /// `\-s, \-\-state string`, the flag's spellings in bold and its value's placeholder in italics.
    private func label(_ flag: FlagSpec) -> String {
        let spellings = ShellCompletionTables.spellings(flag).reversed().map { "\\fB" + escaped($0) + "\\fR" }
        guard case .value(let placeholder) = flag.kind else { return spellings.joined(separator: ", ") }
        return spellings.joined(separator: ", ") + " \\fI" + escaped(placeholder) + "\\fR"
    }

    /// Text as roff reads it literally: backslashes and hyphens escaped, and a line that would start with a
    /// control character (`.` or `'`) guarded.
    func escaped<Text: StringProtocol>(_ text: Text) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let body = String(line).replacing("\\", with: "\\e").replacing("-", with: "\\-")
            return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
        }.joined(separator: "\n")
    }
}
