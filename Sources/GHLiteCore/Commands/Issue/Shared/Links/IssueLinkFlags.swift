/// The flags that set an issue's type, parent, sub-issues and dependencies, gh's names (2.94's sub-issue flags,
/// cli/cli#13120's type and relationship flags), shared by `issue create` and `issue edit`; issues by number or URL,
/// lists repeatable and comma-separated as `--label` is.
enum IssueLinkFlags {
    static let parent = Flag.text("parent", placeholder: "issue", help: "Make it a sub-issue of this issue (number or URL)")
    static let type = Flag.text("type", placeholder: "name", help: "Set the issue type by name (organisations' repositories)",
                                values: .dynamic(.issueType))
    static let blockedBy = Flag.list("blocked-by", placeholder: "issue",
                                     help: "Mark it blocked by these issues (numbers or URLs)")
    static let blocking = Flag.list("blocking", placeholder: "issue", help: "Mark it blocking these issues (numbers or URLs)")

    static let removeParent = Flag.switch("remove-parent", help: "Remove the issue from its parent's sub-issues")
    static let addSubIssue = Flag.list("add-sub-issue", placeholder: "issue",
                                       help: "Add these issues as sub-issues (numbers or URLs)")
    static let removeSubIssue = Flag.list("remove-sub-issue", placeholder: "issue", help: "Remove these sub-issues")
    static let removeType = Flag.switch("remove-type", help: "Remove the issue type")
    static let addBlockedBy = Flag.list("add-blocked-by", placeholder: "issue",
                                        help: "Mark it blocked by these issues (numbers or URLs)")
    static let removeBlockedBy = Flag.list("remove-blocked-by", placeholder: "issue",
                                           help: "Remove these issues from its blockers")
    static let addBlocking = Flag.list("add-blocking", placeholder: "issue",
                                       help: "Mark it blocking these issues (numbers or URLs)")
    static let removeBlocking = Flag.list("remove-blocking", placeholder: "issue",
                                          help: "Remove these issues from what it blocks")

    static let create: [any DeclaredFlag] = [parent, type, blockedBy, blocking]
    static let edit: [any DeclaredFlag] = [parent, removeParent, addSubIssue, removeSubIssue, type, removeType, addBlockedBy,
                       removeBlockedBy, addBlocking, removeBlocking]

    /// `issue create`'s flags.
    static func parseCreate(_ arguments: ParsedArguments) throws -> IssueLinkEdit {
        var links = IssueLinkEdit()
        links.parent = try reference(arguments, parent)
        links.type = try typeName(arguments)
        links.addBlockedBy = try references(arguments, blockedBy)
        links.addBlocking = try references(arguments, blocking)
        return links
    }

    /// `issue edit`'s flags; a link both added and removed, or set and removed, is refused.
    static func parseEdit(_ arguments: ParsedArguments) throws -> IssueLinkEdit {
        let usage = arguments.usage
        var links = IssueLinkEdit()
        links.parent = try reference(arguments, parent)
        links.removeParent = try arguments[removeParent]
        links.addSubIssues = try references(arguments, addSubIssue)
        links.removeSubIssues = try references(arguments, removeSubIssue)
        links.type = try typeName(arguments)
        links.removeType = try arguments[removeType]
        links.addBlockedBy = try references(arguments, addBlockedBy)
        links.removeBlockedBy = try references(arguments, removeBlockedBy)
        links.addBlocking = try references(arguments, addBlocking)
        links.removeBlocking = try references(arguments, removeBlocking)
        for (set, removed, what) in [(links.type != nil, links.removeType, "type"),
                                     (links.parent != nil, links.removeParent, "parent")] where set && removed {
            throw UsageError("specify only one of `--\(what)` or `--remove-\(what)`", usage: usage)
        }
        for (added, removed, what) in [(links.addSubIssues, links.removeSubIssues, "sub-issue"),
                                       (links.addBlockedBy, links.removeBlockedBy, "blocked-by"),
                                       (links.addBlocking, links.removeBlocking, "blocking")] {
            if let both = added.first(where: removed.contains) {
                throw UsageError("\(both) is given to both `--add-\(what)` and `--remove-\(what)`: keep one", usage: usage)
            }
        }
        return links
    }

    private static func typeName(_ arguments: ParsedArguments) throws -> String? {
        guard let name = try arguments[type]?.trimmingWhitespace() else { return nil }
        guard !name.isEmpty else {
            throw UsageError("`--type` needs a type's name, e.g. --type Bug", usage: arguments.usage)
        }
        return name
    }

    private static func reference(_ arguments: ParsedArguments, _ flag: Flag<String?>) throws -> IssueLinkReference? {
        try arguments[flag].map { try parsed($0, flag: flag, usage: arguments.usage) }
    }

    private static func references(_ arguments: ParsedArguments, _ flag: Flag<[String]?>) throws -> [IssueLinkReference] {
        var found: [IssueLinkReference] = []
        for word in try arguments[flag] ?? [] {
            let reference = try parsed(word, flag: flag, usage: arguments.usage)
            if !found.contains(reference) { found.append(reference) }
        }
        return found
    }

    private static func parsed<Value>(_ word: String, flag: Flag<Value>, usage: String) throws -> IssueLinkReference {
        guard let reference = IssueLinkReference.parse(word) else {
            throw UsageError("invalid issue format for `--\(flag.spec.long)`: \"\(TerminalText.line(word))\" "
                             + "(give an issue's number or URL)", usage: usage)
        }
        return reference
    }
}
