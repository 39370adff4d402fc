/// `sync --status`: the outbox as gh prints a list (a bold header and aligned columns on a terminal, tab-separated
/// rows piped), or as `--json` objects.
struct OutboxStatusOutput {
    var isTerminal: Bool
    var width: Int?
    var style: TerminalStyle
    var now: Date

    static let jsonFields = ["attempts", "conflict", "id", "queuedAt", "repository", "summary"]

    func table(_ entries: [OutboxEntry]) -> String {
        // The conflict's reason is the longest cell and the one that can be cut: the rest identify the entry.
        var table = TableWriter(isTerminal: isTerminal, width: width, flexibleColumn: 5)
        if isTerminal {
            table.add(["ID", "REPOSITORY", "WHAT", "AGE", "ATTEMPTS", "CONFLICT"].map {
                TableWriter.Cell($0, color: { style.bold($0) })
            })
        }
        for entry in entries {
            table.add([
                TableWriter.Cell(String(entry.id)),
                TableWriter.Cell(entry.repository),
                TableWriter.Cell(entry.write.summary),
                TableWriter.Cell(age(entry), color: { style.gray($0) }),
                TableWriter.Cell(String(entry.attempts.count)),
                TableWriter.Cell(entry.conflict ?? "", color: { style.yellow($0) }),
            ])
        }
        return table.render()
    }

    func json(_ entries: [OutboxEntry], fields: JSONFieldSelection, to destination: ExportDestination) throws -> String {
        try fields.export(.array(entries.map { entry in fields.object { Self.value($0, of: entry) } }), to: destination)
    }

    /// gh's style: counts as numbers, a missing text as "".
    static func value(_ field: String, of entry: OutboxEntry) -> JSONValue {
        switch field {
        case "id": .int(entry.id)
        case "repository": .string(entry.repository)
        case "summary": .string(entry.write.summary)
        case "queuedAt": .string(entry.queuedAt)
        case "attempts": .int(entry.attempts.count)
        case "conflict": .string(entry.conflict ?? "")
        default: .null
        }
    }

    /// On a terminal how long ago it was queued; piped (or a time edited into something else), the time as written.
    private func age(_ entry: OutboxEntry) -> String {
        guard isTerminal, let queued = ISO8601.parse(entry.queuedAt) else { return entry.queuedAt }
        return RelativeTime.describe(queued, now: now)
    }
}
