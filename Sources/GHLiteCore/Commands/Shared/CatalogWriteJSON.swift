/// `--json` of a label or milestone write: the object after the write with the fields asked for, as the matching
/// read's `--json` names and shapes them; a queued write's fields are those known locally, marked pending.
enum CatalogWriteJSON {
    static func print(_ value: (String) -> JSONValue, queued entry: OutboxEntry?, fields: JSONFieldSelection,
                      context: CommandContext) throws {
        let object = fields.object(value)
        context.io.writeOutput(try PendingWriteJSON.export(entry.map { PendingWriteJSON.marked(object, entry: $0) } ?? object,
                                                           queued: entry.map { [$0] } ?? [], fields: fields,
                                                           context: context))
    }
}
