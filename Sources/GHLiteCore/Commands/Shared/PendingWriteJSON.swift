/// What every write's `--json` shares: a queued write's object, the fields known locally (the others null) with
/// `"pending": true` and `"outboxEntry"`, the number of the entry `gh-lite sync` will send; and the export that says
/// the change is made when a `--jq` or `--template` fails on it.
enum PendingWriteJSON {
    static func marked(_ object: JSONValue, entry: OutboxEntry) -> JSONValue {
        guard case .object(var members) = object else { return object }
        members["pending"] = .bool(true)
        members["outboxEntry"] = .int(entry.id)
        return .object(members)
    }

    /// What `--json` prints for a value written (or queued, `entries`) already. A `--jq` or `--template` that fails
    /// on it says the change is made, so that the command is not run again to make it.
    static func export(_ value: JSONValue, queued entries: [OutboxEntry], fields: JSONFieldSelection,
                       context: CommandContext) throws -> String {
        do {
            return try fields.export(value, to: context.exportDestination)
        } catch {
            let ids = entries.map { String($0.id) }.joined(separator: ", ")
            let done = entries.isEmpty ? "the change is made on GitHub"
                : "the change is queued as outbox \(entries.count == 1 ? "entry" : "entries") \(ids) for `gh-lite sync`"
            throw CommandError("\(done), but \(fields.filter != nil ? "--jq" : "--template") failed on its fields: "
                               + "\(ErrorMessage.describe(error)); do not run the command again to make it")
        }
    }
}
