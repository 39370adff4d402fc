/// A write the outbox cannot hold, refused in one line saying why when GitHub cannot be reached, in place of the
/// transport's long error: a delete (it cannot be undone), a transfer (it moves the issue elsewhere), a write to the
/// issues a search finds (only GitHub can run the search).
enum NotQueued {
    /// Runs `body`; a connection to GitHub that never opened becomes `what` refused `because`.
    static func unlessUnreachable(_ what: String, because why: String, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch where unreachable(error) {
            throw refusal(what, because: why)
        }
    }

    static func refusal(_ what: String, because why: String) -> CommandError {
        CommandError("GitHub cannot be reached: \(what) cannot be queued, as \(why); run it again once GitHub answers")
    }

    /// The refusal of a write to the issues `--search` would find; `verb`: close, edit, ...
    static func search(_ verb: String) -> CommandError {
        CommandError("GitHub cannot be reached: `--search` needs GitHub, so nothing was queued; "
                     + "name the issues by number to queue the \(verb)")
    }

    /// Nothing was sent: the connection never opened, during the look-ups or the write itself.
    static func unreachable(_ error: any Error) -> Bool {
        OutboxQueue.gitHubUnreachable((error as? UnreachableBeforeWriting)?.cause ?? error)
    }
}
