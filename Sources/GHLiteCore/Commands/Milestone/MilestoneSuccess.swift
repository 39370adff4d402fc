/// What a milestone write prints: on a terminal gh's success line naming it; piped, its URL (for scripts). With
/// `--json`, its fields instead.
enum MilestoneSuccess {
    /// `milestone`: as GitHub answered the write; nil with `queued`, the outbox entry that holds it (whose line is
    /// already said), when only `--json` prints more.
    static func announce(_ milestone: Milestone?, queued: OutboxEntry?, _ what: String, json: JSONFieldSelection?,
                         context: CommandContext) throws {
        if let json {
            try printJSON(milestone, queued: queued, fields: json, context: context)
            return
        }
        guard queued == nil, let milestone else { return }
        guard context.io.stdoutIsTerminal else {
            context.io.writeOutput(milestone.url + "\n")
            return
        }
        SuccessLine.announce("Milestone \(SuccessLine.quoted(milestone.title)) (#\(milestone.number)) \(what)",
                             context: context)
    }

    /// `--json`: the milestone's fields as `milestone list --json` has them; queued, those known locally (a queued
    /// delete's number and title from `mirrored`).
    static func printJSON(_ milestone: Milestone?, queued: OutboxEntry?, mirrored: OutboxMilestoneBase? = nil,
                          fields: JSONFieldSelection, context: CommandContext) throws {
        if let queued {
            try CatalogWriteJSON.print({ MilestoneJSON.queuedValue($0, of: queued, mirrored: mirrored) },
                                       queued: queued, fields: fields, context: context)
        } else if let milestone {
            try CatalogWriteJSON.print({ MilestoneJSON.value($0, of: milestone) }, queued: nil, fields: fields,
                                       context: context)
        }
    }
}
