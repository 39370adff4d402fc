/// What a command is called, what it takes, and the help text made from that.
public struct CommandSpec: Sendable {
    public var name: String
    /// Other names for the same command (`ls` for `list`), as gh has them.
    public var aliases: [String]
    public var summary: String
    public var usage: String
    public var flags: [FlagSpec]
    public var maxPositionals: Int
    public var details: String
    public var examples: [String]

    public init(name: String, aliases: [String] = [], summary: String, usage: String, flags: [any DeclaredFlag],
                maxPositionals: Int, details: String = "", examples: [String] = []) {
        self.name = name
        self.aliases = aliases
        self.summary = summary
        self.usage = usage
        let own = flags.flatMap { [$0.spec] + $0.companions }
        var help = GlobalFlags.help.spec
        if !own.contains(where: { $0.short == "h" }) { help.short = "h" }
        self.flags = own + [GlobalFlags.noCache.spec, help]
        self.maxPositionals = maxPositionals
        self.details = details
        self.examples = examples
    }

    public var usageLine: String { "Usage:  gh-lite \(usage)" }

    func answers(to word: String) -> Bool { name == word || aliases.contains(word) }

    public var helpText: String {
        var lines = [summary, ""]
        if !details.isEmpty { lines += [details, ""] }
        lines += ["USAGE", "  gh-lite \(usage)", ""]
        if !aliases.isEmpty { lines += ["ALIASES", "  " + aliases.joined(separator: ", "), ""] }
        lines.append("FLAGS")
        let labels = flags.map { flag -> String in
            let short = flag.short.map { "-\($0), " } ?? "    "
            if case .value(let placeholder) = flag.kind { return "\(short)--\(flag.long) \(placeholder)" }
            return "\(short)--\(flag.long)"
        }
        let width = labels.map(\.count).max() ?? 0
        for (label, flag) in zip(labels, flags) {
            lines.append("  " + label.padding(toLength: width) + "   " + flag.help)
        }
        if !examples.isEmpty {
            lines += ["", "EXAMPLES"] + examples.map { "  $ \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
