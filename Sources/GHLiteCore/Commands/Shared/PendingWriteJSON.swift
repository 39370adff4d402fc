/// A queued write's `--json` object: the fields known locally (the others null) with `"pending": true` and
/// `"outboxEntry"`, the number of the entry `gh-lite sync` will send.
enum PendingWriteJSON {
    static func marked(_ object: JSONValue, entry: OutboxEntry) -> JSONValue {
        guard case .object(var members) = object else { return object }
        members["pending"] = .bool(true)
        members["outboxEntry"] = .int(entry.id)
        return .object(members)
    }
}
