/// What a command is called, what it takes, and the help text made from that.
public struct CommandSpec: Sendable {
    public var name: String
    public var summary: String
    public var usage: String
    public var flags: [FlagSpec]
    public var maxPositionals: Int
    public var details: String
    public var examples: [String]

    public init(name: String, summary: String, usage: String, flags: [FlagSpec], maxPositionals: Int,
                details: String = "", examples: [String] = []) {
        self.name = name
        self.summary = summary
        self.usage = usage
        self.flags = flags + Self.globalFlags
        self.maxPositionals = maxPositionals
        self.details = details
        self.examples = examples
    }

    /// Accepted by every command.
    static let globalFlags = [
        FlagSpec("no-cache", help: "Fetch everything afresh instead of revalidating cached answers"),
        FlagSpec("help", short: "h", help: "Show help for this command"),
    ]

    public var usageLine: String { "Usage:  gh-lite \(usage)" }

    public var helpText: String {
        var lines = [summary, ""]
        if !details.isEmpty { lines += [details, ""] }
        lines += ["USAGE", "  gh-lite \(usage)", "", "FLAGS"]
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
