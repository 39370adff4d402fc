/// Flags several commands share, declared once.
enum SharedFlags {
    static let repository = Flag.text("repo", short: "R", placeholder: "[HOST/]OWNER/REPO",
                                      help: "Select another repository using the [HOST/]OWNER/REPO format",
                                      values: .dynamic(.repository))
    static let web = Flag.switch("web", short: "w", help: "Open in the browser")
    static let offline = Flag.switch("offline", help: "Use the local mirror and outbox; send nothing to GitHub")
    /// `--yes` on the commands that delete something for good.
    static let confirmDeletion = Flag.switch("yes", help: "Confirm deletion without prompting")

    static func limit(_ what: String) -> Flag<Int?> {
        Flag.integer("limit", short: "L", help: "Maximum number of \(what) to fetch (default 30)")
    }

    /// A `--limit` given, which must be above zero.
    static func positiveLimit(_ arguments: ParsedArguments, _ flag: Flag<Int?>) throws -> Int? {
        guard let limit = try arguments[flag] else { return nil }
        guard limit > 0 else { throw UsageError("invalid limit: \(limit)", usage: arguments.usage) }
        return limit
    }
}
