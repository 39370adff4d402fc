/// `issue comment --json`: the comment as GitHub answered the write, in the shape `issue view --json comments`
/// gives one; queued, the text typed with `"pending": true` and `"outboxEntry"` (the rest null).
struct CommentWriteJSON {
    var fields: JSONFieldSelection

    /// For the command's help.
    static let details = """
        With --json FIELDS (and --jq, --template), prints the comment as issue view --json comments shows one, from \
        GitHub's answer; queued, the body with "pending": true and "outboxEntry": N, the rest null.
        """

    /// `comment` nil: an edit GitHub answered without it; every field is then null.
    func print(_ comment: IssueComment?, context: CommandContext) throws {
        let members: [String: JSONValue]
        if case .object(let object)? = comment.map(IssueJSON.comment) { members = object } else { members = [:] }
        try write(fields.object { members[$0] ?? .null }, queued: [], context: context)
    }

    func printQueued(_ entry: OutboxEntry, body: String, context: CommandContext) throws {
        try write(IssueWriteJSON.pendingObject(fields, entry: entry) { $0 == "body" ? .string(body) : .null },
                  queued: [entry], context: context)
    }

    private func write(_ value: JSONValue, queued entries: [OutboxEntry], context: CommandContext) throws {
        context.io.writeOutput(try PendingWriteJSON.export(value, queued: entries, fields: fields, context: context))
    }
}
