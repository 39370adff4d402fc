/// GitHub's answer to an online read that could not be written to the mirror: what was shown is GitHub's, and this
/// one line says the mirror, which offline reads answer from, is older.
public struct MirrorNotUpdated: Sendable, Equatable {
    /// Why it could not be written (a full disk, a read-only folder, another process's lock).
    public var reason: String
    /// When the mirror was last written; nil when there is none yet.
    public var syncedAt: Date?

    public init(reason: String, syncedAt: Date?) {
        self.reason = reason
        self.syncedAt = syncedAt
    }

    func line(now: Date, style: TerminalStyle) -> String {
        guard let syncedAt else {
            return "\(style.yellow("!")) the local mirror could not be made: \(TerminalText.line(reason))\n"
        }
        return "\(style.yellow("!")) the local mirror could not be updated: \(TerminalText.line(reason)); "
            + "offline lists show data as of " + RelativeTime.describe(syncedAt, now: now) + "\n"
    }
}
