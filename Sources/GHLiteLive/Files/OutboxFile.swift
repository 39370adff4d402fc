#if canImport(Glibc)
import Glibc
#endif
import GHLiteCore

/// An account's outbox in `DIRECTORY/HOST/ACCOUNT/outbox.json`: folders 0700, the file 0600 and replaced atomically,
/// each change made under `flock` on the account's folder, as the token file is; `sending/` is locked by a `sync`
/// for its whole run, `sending/entry/` for the send of one entry and by `sync --discard`.
extension OutboxStore {
    public static func file(directory: String) -> OutboxStore {
        @Sendable func folder(_ account: OutboxAccount) -> String { "\(directory)/\(account.host)/\(account.account)" }
        @Sendable func path(_ account: OutboxAccount) -> String { folder(account) + "/outbox.json" }
        var store = OutboxStore()
        store.update = { account, change in
            let folder = folder(account), path = path(account)
            try describingFailures {
                try POSIXFile.makeDirectory(directory, mode: 0o700)
                try POSIXFile.makeDirectory(folder, mode: 0o700)
                try POSIXFile.makePrivate(folder)
                try POSIXFile.withExclusiveLock(on: folder) {
                    let before = try read(path).checkedNumbers(location: path)
                    var contents = before
                    try change(&contents)
                    guard contents != before else { return }
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                    try POSIXFile.writeAtomically(try encoder.encode(contents), to: path, mode: 0o600)
                }
            }
        }
        store.whileSending = { account, body in
            try locked(folder(account) + "/sending", body)
        }
        store.withEntryLock = { account, body in
            try locked(folder(account) + "/sending/entry", body)
        }
        store.location = path
        return store
    }

    private static func locked(_ lock: String, _ body: () throws -> Void) throws {
        try describingFailures { try POSIXFile.makeDirectory(lock, mode: 0o700) }
        try POSIXFile.withExclusiveLock(on: lock, body)
    }

    /// A file that cannot be read, written or locked, in one line that says what to do.
    private static func describingFailures(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let failure as POSIXFile.Failure {
            throw CommandError("\(failure); \(nextStep(failure.code))")
        }
    }

    /// What to do about a failed file operation, by its `errno`: a full disk is not a permissions problem.
    static func nextStep(_ code: Int32) -> String {
        switch code {
        case ENOSPC: "the disk is full: free some space, then try again"
        case EDQUOT: "your disk quota is used up: free some space or ask for a larger quota, then try again"
        case EROFS: "the file system is read-only: set XDG_STATE_HOME to a writable folder, then try again"
        case EACCES, EPERM: "fix its permissions, then try again"
        default: "then try again"
        }
    }

    /// A damaged file is refused, never replaced: it holds what someone typed.
    private static func read(_ path: String) throws -> OutboxContents {
        guard let data = try POSIXFile.read(path) else { return OutboxContents() }
        guard let contents = try? JSONDecoder().decode(OutboxContents.self, from: data) else {
            throw CommandError("the outbox \(path) is damaged (not the JSON gh-lite writes); "
                               + "move it aside and queue its writes again")
        }
        return contents
    }
}
