/// What `sync` prints: one line per entry on stderr as it goes (URLs of what was made on stdout), and the line that
/// ends a run that left something queued.
struct SyncOutput {
    var style: TerminalStyle

    func line(for event: SyncModel.Event) -> String {
        switch event {
        case .sent(let entry, _):
            return "\(style.green("✓")) Sent \(name(entry))\n"
        case .alreadyOnGitHub(let entry, _):
            return "\(style.green("✓")) \(name(entry)) was already on GitHub (an earlier answer was lost): not sent again\n"
        case .nothingToSend(let entry, let reason):
            return "\(style.green("✓")) \(name(entry)): \(reason), nothing to send\n"
        case .conflict(let entry, let reason):
            return "\(style.yellow("!")) Conflict, kept \(name(entry)): \(reason)\n"
        case .failed(let entry, let reason):
            return "\(style.red("X")) Could not send \(name(entry)): \(reason); it stays queued\n"
        }
    }

    /// The URL GitHub answered with, for stdout.
    static func url(for event: SyncModel.Event) -> String? {
        switch event {
        case .sent(_, let url), .alreadyOnGitHub(_, let url): url.isEmpty ? nil : TerminalText.line(url) + "\n"
        case .nothingToSend, .conflict, .failed: nil
        }
    }

    /// Nil when everything went; else the one line (exit 1) saying what is left and what to do.
    static func conclusion(_ summary: SyncModel.Summary, left: Int) -> CommandError? {
        if let reason = summary.unreachable {
            return CommandError("GitHub cannot be reached (\(reason)): \(left) \(writes(left)) still queued; "
                                + "run `gh-lite sync` again when online")
        }
        guard summary.kept > 0 else { return nil }
        return CommandError("\(left) \(writes(left)) still queued: see `gh-lite sync --status`")
    }

    static let nothingQueued = "Nothing queued: the outbox is empty\n"

    /// `--discard`: the entry's own text on stdout, so nothing typed is lost with it.
    static func discarded(_ entry: OutboxEntry) -> (stdout: String, stderr: String) {
        let text: String = switch entry.write {
        case .create(let title, let body, _, _, _, _, _): body.isEmpty ? title + "\n" : title + "\n\n" + body + "\n"
        case .comment(_, let body), .close(_, _, let body?), .reopen(_, let body?): body + "\n"
        case .edit(_, let changes, _) where changes.hasText:
            [changes.title, changes.body].compactMap { $0 }.joined(separator: "\n\n") + "\n"
        case .close, .reopen, .edit, .lock, .unlock, .pin, .unpin, .label, .milestone: ""
        }
        let attempted = entry.attempts.isEmpty
            ? "" : " (an earlier attempt may have reached GitHub: look there before writing it again)"
        return (text, "Discarded outbox entry \(entry.id): \(entry.write.summary) in \(entry.repository)\(attempted)\n")
    }

    /// `octocat/Hello-World: comment on #3 (entry 2)`.
    private func name(_ entry: OutboxEntry) -> String {
        "\(entry.repository): \(entry.write.summary) (entry \(entry.id))"
    }

    private static func writes(_ count: Int) -> String { count == 1 ? "write" : "writes" }
}
