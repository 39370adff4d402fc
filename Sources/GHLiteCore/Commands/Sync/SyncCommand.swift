/// Runs `gh-lite sync`: sends the outbox, lists it (`--status`) or drops one entry (`--discard ID`).
enum SyncCommand {
    static let entry = CommandEntry(SyncOptions.spec, parse: SyncOptions.parse, run: run)

    static func run(_ options: SyncOptions, context: CommandContext) throws {
        let io = context.io
        let model = try context.container.makeSyncModel()
        switch options.action {
        case .status:
            let entries = try model.pending(in: options.repository)
            if entries.isEmpty { io.writeError(SyncOutput.nothingQueued) } else { io.writeOutput(SyncOutput.status(entries)) }
        case .discard(let id):
            let (text, line) = SyncOutput.discarded(try model.discard(id))
            io.writeOutput(text)
            io.writeError(line)
        case .send:
            guard !(try model.pending(in: options.repository)).isEmpty else { return io.writeError(SyncOutput.nothingQueued) }
            let output = SyncOutput(style: context.errorStyle)
            let summary = try model.send(options.repository) { event in
                io.writeError(output.line(for: event))
                if let url = SyncOutput.url(for: event) { io.writeOutput(url) }
            }
            if let conclusion = SyncOutput.conclusion(summary, left: try model.pending(in: options.repository).count) {
                throw conclusion
            }
        }
    }
}
