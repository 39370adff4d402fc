#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GHLiteCore

/// The mirrors under `CACHE_DIR/mirror/HOST/ACCOUNT/OWNER/REPO.sqlite`, private (0600 files in 0700 folders,
/// tightened when found open to others). A file SQLite cannot read is removed and started again, and so is a
/// symbolic link in a mirror file's place (never followed); past `maximumBytes` in all, the least recently used
/// repositories' mirrors are removed (using a mirror touches its file).
struct MirrorDirectory: Sendable {
    var cacheDirectory: String
    var maximumBytes: Int
    /// When a save happened, as the mirror's sync time.
    var now: @Sendable () throws -> Date
    /// One line for stderr, without a newline: what a list leaves out of the mirror.
    var warn: @Sendable (String) -> Void = { _ in }
    let connections = MirrorConnections()

    var root: String { cacheDirectory + "/mirror" }

    func load(_ key: MirrorKey) throws -> RepositoryMirror? {
        let path = file(for: key)
        guard Self.exists(path) else { return nil }
        // A file that was damaged or of an older format is made anew and reads as an empty mirror, to be rebuilt.
        let mirror = try withDatabase(path) { try $0.load() } ?? RepositoryMirror()
        utimensat(AT_FDCWD, path, nil, 0) // Mark it recently used.
        return mirror
    }

    /// The mirror's labels, sync time and counts without `excluding`; nil when there is none. A damaged file, or
    /// one of an older format, is made anew and reads as an empty mirror, to be rebuilt.
    func state(_ key: MirrorKey, excluding: [Int]?) throws -> MirrorState? {
        let path = file(for: key)
        guard Self.exists(path) else { return nil }
        let state = try withDatabase(path) { try $0.state(excluding: excluding) } ?? MirrorState()
        utimensat(AT_FDCWD, path, nil, 0) // Mark it recently used.
        return state
    }

    func save(_ key: MirrorKey, _ update: MirrorUpdate) throws {
        let path = file(for: key)
        try makeFolders(for: key)
        let syncedAt = try now()
        try withDatabase(path) { try $0.save(update, syncedAt: syncedAt) }
        // Only issues make a mirror grow past the limit: a re-list that found nothing new does not look.
        if update.replacesAll || !update.issues.isEmpty { evict(keeping: path) }
    }

    /// Beside the mirror's file, `REPO.listed` holds the count, in decimal.
    func noteListed(_ key: MirrorKey, issueCount: Int) throws {
        try makeFolders(for: key)
        try POSIXFile.writeAtomically(Data(String(issueCount).utf8), to: listedFile(for: key), mode: 0o600, durable: false)
    }

    /// A note that is not one number (edited by hand, another format) reads as none.
    func listedIssueCount(_ key: MirrorKey) throws -> Int? {
        let path = listedFile(for: key)
        guard let data = try POSIXFile.read(path, inside: root, maximumBytes: 20), data.count <= 20 else { return nil }
        return Int(String(decoding: data, as: UTF8.self)).flatMap { $0 >= 0 ? $0 : nil }
    }

    /// The folders of the key's files, private.
    private func makeFolders(for key: MirrorKey) throws {
        var folder = root
        try POSIXFile.makeDirectory(folder, mode: 0o700)
        try POSIXFile.makePrivate(folder)
        for part in folders(for: key) {
            folder += "/" + part
            try POSIXFile.makeDirectory(folder, mode: 0o700)
            try POSIXFile.makePrivate(folder)
        }
    }

    /// The numbers `selection` picks, in order, and when the mirror was synced; nil when there is no mirror.
    func select(_ key: MirrorKey, _ selection: MirrorSelection) throws -> MirrorSelection.Result? {
        let path = file(for: key)
        guard Self.exists(path) else { return nil }
        return try withDatabase(path) { database in
            guard let syncedAt = try database.syncedAt() else { return nil }
            let (numbers, total) = try database.select(selection)
            return MirrorSelection.Result(numbers: numbers, total: total, syncedAt: syncedAt)
        }
    }

    /// The mirrored issues numbered `numbers`, in that order. A record that does not decode is left out with a
    /// warning, and the next sync of the mirror is a full list, which writes it anew.
    func issues(_ key: MirrorKey, _ numbers: [Int]) throws -> [Issue] {
        let path = file(for: key)
        guard Self.exists(path) else { return [] }
        let (issues, unreadable) = try withDatabase(path) { try $0.issues(numbers) }
        if unreadable > 0 {
            warn("! \(unreadable) of the issues in the local mirror of \(key.repo) could not be read and are left out: "
                 + "the next list online, or `gh-lite sync \(key.repo)`, rebuilds the mirror")
        }
        return issues
    }

    func readableIssues(_ key: MirrorKey, _ numbers: [Int]) throws -> [Issue]? {
        let path = file(for: key)
        guard Self.exists(path) else { return nil }
        let (issues, unreadable) = try withDatabase(path) { try $0.issues(numbers, markingUnreadable: false) }
        return unreadable == 0 ? issues : nil
    }

    func holding(_ key: MirrorKey, _ issues: [Issue]) throws -> Set<Int> {
        let path = file(for: key)
        guard !issues.isEmpty, Self.exists(path) else { return [] }
        return try withDatabase(path) { try $0.holding(issues) }
    }

    func saveComments(_ key: MirrorKey, number: Int, updatedAt: Date, _ comments: [IssueComment]) throws {
        let path = file(for: key)
        guard Self.exists(path) else { return }
        try withDatabase(path) { try $0.saveComments(number, updatedAt: updatedAt, comments) }
    }

    func saveLinks(_ key: MirrorKey, number: Int, _ links: IssueLinks) throws {
        let path = file(for: key)
        guard Self.exists(path) else { return }
        try withDatabase(path) { try $0.saveLinks(number, links) }
    }

    /// Removes every mirror and the cached HTTP answers; returns the folder emptied.
    func clear() throws -> String {
        connections.closeAll()
        for folder in [root, cacheDirectory + "/http"] where FileManager.default.fileExists(atPath: folder) {
            try FileManager.default.removeItem(atPath: folder)
        }
        return cacheDirectory
    }

    /// Runs `body` on the mirror at `path`; a damaged file (not a database, or a value that does not decode)
    /// is removed and `body` runs once more on a new one. A symbolic link there is removed first, unfollowed:
    /// what it points to is not gh-lite's to read or write.
    private func withDatabase<T>(_ path: String, _ body: (MirrorDatabase) throws -> T) throws -> T {
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { try removeDatabase(path) }
        do {
            return try connections.with(path, body)
        } catch let failure as SQLiteDatabase.Failure where failure.isDamage {
            try removeDatabase(path)
        } catch is DecodingError {
            try removeDatabase(path)
        }
        return try connections.with(path, body)
    }

    /// Whether anything is at `path`, a symbolic link included (which is never followed).
    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    private func removeDatabase(_ path: String) throws {
        connections.close(path)
        for suffix in ["", "-journal", "-wal", "-shm"] { try POSIXFile.remove(path + suffix) }
    }

    /// The repositories with a mirror file under the account's folder, by owner then name.
    func repositories(host: String, account: String) -> [RepoRef] {
        let folder = [root, Self.component(host), Self.component(account)].joined(separator: "/")
        let files = FileManager.default
        let owners = ((try? files.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return owners.flatMap { owner in
            ((try? files.contentsOfDirectory(atPath: folder + "/" + owner)) ?? []).sorted()
                .filter { $0.hasSuffix(".sqlite") }
                .compactMap { file -> RepoRef? in
                    guard let owner = Self.name(ofComponent: owner),
                          let name = Self.name(ofComponent: String(file.dropLast(".sqlite".count))),
                          !owner.isEmpty, !name.isEmpty else { return nil }
                    return RepoRef(owner: owner, name: name)
                }
        }
    }

    /// The key's file. Names are lower-cased: GitHub's are case-insensitive.
    private func file(for key: MirrorKey) -> String {
        ([root] + folders(for: key)).joined(separator: "/") + "/" + Self.component(key.repo.name) + ".sqlite"
    }

    private func listedFile(for key: MirrorKey) -> String {
        String(file(for: key).dropLast(".sqlite".count)) + ".listed"
    }

    /// The folders under `root` that hold the key's file: host, account, owner.
    private func folders(for key: MirrorKey) -> [String] {
        [key.host, key.account, key.repo.owner].map(Self.component)
    }

    /// `name` lower-cased as one path component, told apart from every other name: `%`, `/`, NUL and a leading
    /// `.` are percent-encoded (`.github` and `_.github` get two files), anything else stays as it is, so the
    /// usual names keep the files they had.
    static func component(_ name: String) -> String {
        var encoded = ""
        for scalar in name.lowercased().unicodeScalars {
            switch scalar {
            case "%": encoded += "%25"
            case "/": encoded += "%2F"
            case "\0": encoded += "%00"
            case "." where encoded.isEmpty: encoded += "%2E"
            default: encoded.unicodeScalars.append(scalar)
            }
        }
        return encoded.isEmpty ? "%" : encoded
    }

    /// The name a component holds (lower-cased), or nil when it is not one `component` makes: a `%` not followed
    /// by two hex digits, or bytes that are not UTF-8.
    static func name(ofComponent component: String) -> String? {
        var bytes: [UInt8] = []
        var rest = Array(component.utf8)[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard rest.count >= 2, let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
            rest = rest.dropFirst(2)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Removes the least recently used mirrors (never `kept`) until all of them fit in `maximumBytes`.
    private func evict(keeping kept: String) {
        guard let relatives = try? FileManager.default.subpathsOfDirectory(atPath: root) else { return }
        var files: [(path: String, size: Int, used: Int)] = []
        for relative in relatives where relative.hasSuffix(".sqlite") {
            let path = root + "/" + relative
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            files.append((path, Int(info.st_size), Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)))
        }
        var total = files.reduce(0) { $0 + $1.size }
        for file in files.sorted(by: { $0.used < $1.used }) where total > maximumBytes && file.path != kept {
            try? removeDatabase(file.path)
            total -= file.size
        }
    }
}

extension MirrorStore {
    /// The mirrors under `cacheDirectory` (default limit 500 MB in all), each save stamped with `now`.
    /// `warn` hears what a list leaves out of a mirror (one line, no newline).
    public static func directory(_ cacheDirectory: String, maximumBytes: Int = 500 << 20,
                                 now: @escaping @Sendable () throws -> Date,
                                 warn: @escaping @Sendable (String) -> Void = { _ in }) -> MirrorStore {
        let directory = MirrorDirectory(cacheDirectory: cacheDirectory, maximumBytes: maximumBytes, now: now, warn: warn)
        var store = MirrorStore()
        store.load = directory.load
        store.state = { key, excluding in try directory.state(key, excluding: excluding) }
        store.save = directory.save
        store.saveComments = { key, number, updatedAt, comments in
            try directory.saveComments(key, number: number, updatedAt: updatedAt, comments)
        }
        store.saveLinks = { key, number, links in try directory.saveLinks(key, number: number, links) }
        store.select = directory.select
        store.issues = directory.issues
        store.readableIssues = directory.readableIssues
        store.holding = directory.holding
        store.clear = directory.clear
        store.noteListed = { key, count in try directory.noteListed(key, issueCount: count) }
        store.listedIssueCount = directory.listedIssueCount
        store.repositories = { host, account in directory.repositories(host: host, account: account) }
        return store
    }
}
