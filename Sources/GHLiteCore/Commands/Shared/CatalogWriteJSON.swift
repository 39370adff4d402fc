/// `--json` of a label or milestone write: the object after the write with the fields asked for, as the matching
/// read's `--json` names and shapes them; a queued write's fields are those known locally, marked pending.
enum CatalogWriteJSON {
    static func print(_ value: (String) -> JSONValue, queued entry: OutboxEntry?, fields: JSONFieldSelection,
                      context: CommandContext) throws {
        let object = fields.object(value)
        context.io.writeOutput(try export(entry.map { PendingWriteJSON.marked(object, entry: $0) } ?? object,
                                          queued: entry, fields: fields, context: context))
    }

    /// What `--json` prints for the written value. The write is made (or queued) by now: a `--jq` or `--template`
    /// that fails on it says so, so that the command is not run again to make it.
    static func export(_ value: JSONValue, queued entry: OutboxEntry?, fields: JSONFieldSelection,
                       context: CommandContext) throws -> String {
        do {
            return try fields.export(value, to: context.exportDestination)
        } catch {
            let done = entry.map { "the change is queued as outbox entry \($0.id) for `gh-lite sync`" }
                ?? "the change is made on GitHub"
            throw CommandError("\(done), but \(fields.filter != nil ? "--jq" : "--template") failed on its fields: "
                               + "\(ErrorMessage.describe(error)); do not run the command again to make it")
        }
    }
}
