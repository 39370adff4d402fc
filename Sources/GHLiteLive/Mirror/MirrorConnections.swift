import GHLiteCore

/// The mirror files' connections, kept open for the run: opening one (reading and checking its schema) costs more
/// than a list's own reads, and a re-list reads its mirror several times. Each is lent to one caller at a time; a
/// caller beside another (the read ahead during the request) gets one of its own.
final class MirrorConnections: Sendable {
    private let idle = Locked<[String: [MirrorDatabase]]>([:])

    /// `body`'s value on a connection to `path`, kept for the next caller unless `body` throws.
    func with<T>(_ path: String, _ body: (MirrorDatabase) throws -> T) throws -> T {
        let database = try idle.withLock { $0[path]?.popLast() } ?? MirrorDatabase(path: path)
        let value = try body(database)
        idle.withLock { $0[path, default: []].append(database) }
        return value
    }

    /// Closes the idle connections to `path`, before its file is removed.
    func close(_ path: String) {
        _ = idle.withLock { $0.removeValue(forKey: path) }
    }

    func closeAll() {
        idle.withLock { $0 = [:] }
    }
}
