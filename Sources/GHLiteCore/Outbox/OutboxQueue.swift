/// Puts writes into the signed-in account's outbox, for `--offline` and for when GitHub cannot be reached.
public struct OutboxQueue: Sendable {
    /// Adds the write at the end of the outbox and returns its entry.
    public var enqueue: @Sendable (_ repository: RepoRef, _ write: OutboxWrite) throws -> OutboxEntry
        = { _, _ in throw Unimplemented("OutboxQueue.enqueue") }

    public init() {}

    public static var failing: OutboxQueue { OutboxQueue() }

    /// Whether `error` means the connection to GitHub never opened (no name, refused, connect time-out), so nothing
    /// was sent and the write may go to the outbox instead. A write that may have reached GitHub never does.
    public static func gitHubUnreachable(_ error: any Error) -> Bool {
        (error as? TransportError)?.kind.nothingWasSent ?? false
    }

    /// The one short line saying a write waits in the outbox; `unreachable` is set when GitHub could not be reached.
    /// Its words (libcurl's, some 200 characters) are left out: `GH_DEBUG=api` logs the failed request with them.
    public static func queuedLine(_ entry: OutboxEntry, unreachable: String?, style: TerminalStyle) -> String {
        let what = "\(entry.write.summary) queued (entry \(entry.id)); send it with gh-lite sync\n"
        guard unreachable != nil else { return "\(style.green("✓")) \(what.prefix(1).uppercased())\(what.dropFirst())" }
        return "\(style.yellow("!")) GitHub cannot be reached: \(what)"
    }

    static func bound(to services: ContainerEnvironment, configuration: Configuration) -> OutboxQueue {
        var queue = OutboxQueue()
        queue.enqueue = { repository, write in
            let account = try OutboxAccount.signedIn(services: services, configuration: configuration)
            let queuedAt = ISO8601.format(try services.clock.now())
            let location = services.outbox.location(account)
            var entry: OutboxEntry?
            try services.outbox.update(account) { contents in
                entry = try contents.append(repository.description, queuedAt: queuedAt, write: write,
                                            location: location)
            }
            guard let entry else { throw CommandError("could not queue the write in \(location)") }
            return entry
        }
        return queue
    }
}

extension OutboxAccount {
    /// The account of the token in use; not signed in is exit 4, as for any request.
    static func signedIn(services: ContainerEnvironment, configuration: Configuration) throws -> OutboxAccount {
        guard let account = try services.tokens.accountKey(for: configuration) else {
            throw AuthenticationError.notSignedIn(configuration)
        }
        return OutboxAccount(host: configuration.tokenKey, account: account)
    }
}
