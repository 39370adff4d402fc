#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GHLiteCore

/// One repository's mirror file: a table of issues (one JSON record each, keyed by number, with the creation time
/// and state beside it, indexed, so a list is ordered and cut and the states are counted in SQL without reading
/// any record, and only what a list shows is decoded), a full-text index of their titles and bodies (`issue_text`,
/// kept in step in the same transactions), and a few values (`catalog`: the labels and milestones by node ID;
/// `synced_through`, `synced_at`). `PRAGMA user_version` is the format: any other is dropped and rebuilt.
struct MirrorDatabase {
    static let format = 6

    let database: SQLiteDatabase

    /// Opens `path`, creating it private (0600) with the current format when it is new or of another format.
    init(path: String) throws {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        if descriptor >= 0 { close(descriptor) }
        database = try SQLiteDatabase(path: path)
        // The mirror is a cache GitHub can rebuild: a commit goes to the write-ahead log without waiting for the
        // disk. A crash or a power cut may lose the last commits, never the mirror's consistency (a commit is
        // whole or absent): the mirror and its sync time are then older together, and the next list asks GitHub
        // for a little more. Past 100 pages the log is copied into the file, so the next run's first read of it
        // stays short. A file another process holds in the old mode stays so this time.
        var mode = ""
        try? database.run("PRAGMA journal_mode = WAL") { mode = $0.text(0) }
        if mode == "wal" { try database.execute("PRAGMA synchronous = NORMAL; PRAGMA wal_autocheckpoint = 100") }
        var version = 0
        try database.run("PRAGMA user_version") { version = $0.integer(0) }
        guard version != Self.format || !hasSchema(path) else { return }
        try database.writeTransaction {
            try database.execute("""
                DROP TABLE IF EXISTS issues; DROP TABLE IF EXISTS meta; DROP TABLE IF EXISTS issue_text;
                CREATE TABLE issues (number INTEGER PRIMARY KEY, created_at REAL NOT NULL, closed INTEGER NOT NULL,
                                     record BLOB NOT NULL);
                CREATE INDEX issues_by_age ON issues (created_at DESC, number DESC);
                CREATE INDEX issues_by_state ON issues (closed, created_at DESC, number DESC);
                CREATE VIRTUAL TABLE issue_text USING fts5(title, body);
                CREATE TABLE meta (key TEXT PRIMARY KEY, value BLOB NOT NULL);
                PRAGMA user_version = \(Self.format);
                """)
        }
    }

    /// Whether every table and column read here is there: a file can carry this format's number over another
    /// schema (edited by hand, or written by a build in between). Checked once per file in a run: a list opens its
    /// mirror several times.
    private func hasSchema(_ path: String) -> Bool {
        if Self.checked.withLock({ $0.contains(path) }) { return true }
        let found = (try? database.execute("""
            SELECT number, created_at, closed, record FROM issues LIMIT 0;
            SELECT key, value FROM meta LIMIT 0;
            SELECT rowid, title, body, bm25(issue_text) FROM issue_text WHERE issue_text MATCH 'x' LIMIT 0;
            """)) != nil
        if found { Self.checked.withLock { _ = $0.insert(path) } }
        return found
    }

    /// The files whose schema this run found whole.
    private static let checked = Locked<Set<String>>([])

    /// Every issue the mirror can read (one that does not decode is left out).
    func load() throws -> RepositoryMirror? {
        guard let state = try state(excluding: nil) else { return nil }
        var mirror = RepositoryMirror(labels: state.catalog.labels.map(\.label), syncedThrough: state.syncedThrough)
        mirror.issueTypes = state.catalog.issueTypes
        try database.run("SELECT record FROM issues") { row in
            guard let issue = try? MirroredIssue.read(row.blob(0)).issue else { return }
            mirror.issues[issue.number] = issue
        }
        return mirror
    }

    /// The labels and milestones, sync time and open and closed counts (a `GROUP BY`, leaving out `excluding`;
    /// none when it is nil); nil when the mirror was never written.
    func state(excluding: [Int]?) throws -> MirrorState? {
        var state = MirrorState()
        let decoder = MirrorJSON.decoder()
        var found = false
        try database.run("SELECT key, value FROM meta") { row in
            found = true
            switch row.text(0) {
            case "catalog":
                state.catalog = try decoder.decode(MirroredCatalog.self, from: row.blob(1)).catalog
            case "synced_through":
                state.syncedThrough = try decoder.decode(Date?.self, from: row.blob(1))
            default: break
            }
        }
        guard found, let excluding else { return found ? state : nil }
        try database.run("""
            SELECT closed, COUNT(*) FROM issues WHERE number NOT IN (SELECT value FROM json_each(?)) GROUP BY closed
            """, [.text(Self.jsonList(excluding))]) { row in
            if row.integer(0) == 0 { state.openCount = row.integer(1) } else { state.closedCount = row.integer(1) }
        }
        return state
    }

    func save(_ update: MirrorUpdate, syncedAt: Date) throws {
        let encoder = JSONEncoder()
        try database.writeTransaction {
            let storedCatalog = try storedCatalog()
            if let catalog = update.catalog, !update.replacesAll, let change = catalog.change(since: storedCatalog) {
                try apply(change)
            }
            if update.replacesAll {
                let kept = [.text(Self.jsonList(update.issues.map(\.number)))] as [SQLiteDatabase.Value]
                try database.run("DELETE FROM issues WHERE number NOT IN (SELECT value FROM json_each(?))", kept)
                try database.run("DELETE FROM issue_text WHERE rowid NOT IN (SELECT value FROM json_each(?))", kept)
            }
            for issue in update.issues {
                var record = MirroredIssue(issue)
                if record.comments == nil, let stored = try storedRecord(issue.number),
                   stored.updatedAt == record.updatedAt {
                    record.comments = stored.comments
                }
                try database.run("INSERT OR REPLACE INTO issues (number, created_at, closed, record) VALUES (?, ?, ?, ?)",
                                 [.integer(issue.number), .real(issue.createdAt.timeIntervalSince1970),
                                  .integer(issue.state == .closed ? 1 : 0), .blob(encoder.encode(record))])
                try database.run("DELETE FROM issue_text WHERE rowid = ?", [.integer(issue.number)])
                try database.run("INSERT INTO issue_text (rowid, title, body) VALUES (?, ?, ?)",
                                 [.integer(issue.number), .text(issue.title), .text(issue.body ?? "")])
            }
            if let catalog = update.catalog, catalog != storedCatalog {
                try database.run("INSERT OR REPLACE INTO meta (key, value) VALUES ('catalog', ?)",
                                 [.blob(encoder.encode(MirroredCatalog(catalog)))])
            }
            try database.run("INSERT OR REPLACE INTO meta (key, value) VALUES ('synced_through', ?)",
                             [.blob(encoder.encode(update.syncedThrough))])
            try database.run("INSERT OR REPLACE INTO meta (key, value) VALUES ('synced_at', ?)",
                             [.blob(encoder.encode(syncedAt))])
        }
        // A full list leaves the whole mirror in the log, which the next run's first read would go through: it is
        // copied into the file now, and the log emptied.
        if update.replacesAll { try? database.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
    }

    /// The labels and milestones the mirrored issues were written against (none in a new mirror).
    private func storedCatalog() throws -> RepositoryCatalog {
        var catalog = RepositoryCatalog()
        try database.run("SELECT value FROM meta WHERE key = 'catalog'") {
            catalog = try MirrorJSON.decoder().decode(MirroredCatalog.self, from: $0.blob(0)).catalog
        }
        return catalog
    }

    /// Rewrites the mirrored issues that carry a label or milestone `change` renamed, recoloured or deleted.
    private func apply(_ change: CatalogChange) throws {
        let encoder = JSONEncoder()
        var rewritten: [(number: Int, record: Data)] = []
        try database.run("SELECT number, record FROM issues") { row in
            // A record that does not decode is left for the full list its next read brings about.
            guard let stored = try? MirroredIssue.read(row.blob(1)),
                  let changed = change.applied(to: stored.issue) else { return }
            rewritten.append((row.integer(0), try encoder.encode(MirroredIssue(changed))))
        }
        for (number, record) in rewritten {
            try database.run("UPDATE issues SET record = ? WHERE number = ?", [.blob(record), .integer(number)])
        }
    }

    /// The numbers of those of `issues` the mirror holds exactly so (with the comments a save would keep).
    func holding(_ issues: [Issue]) throws -> Set<Int> {
        var records: [Int: Data] = [:]
        try database.run("SELECT number, record FROM issues WHERE number IN (SELECT value FROM json_each(?))",
                         [.text(Self.jsonList(issues.map(\.number)))]) { records[$0.integer(0)] = $0.blob(1) }
        return Set(issues.compactMap { issue in
            guard let record = records[issue.number], let stored = try? MirroredIssue.read(record) else { return nil }
            var fresh = MirroredIssue(issue)
            if fresh.comments == nil { fresh.comments = stored.comments }
            return fresh == stored ? issue.number : nil
        })
    }

    /// Issue `number` as the mirror holds it, if it does and its record decodes.
    private func storedRecord(_ number: Int) throws -> MirroredIssue? {
        var stored: MirroredIssue?
        try database.run("SELECT record FROM issues WHERE number = ?", [.integer(number)]) { row in
            stored = try? MirroredIssue.read(row.blob(0))
        }
        return stored
    }

    /// `numbers` as a JSON array, for `json_each`: one bound value however many there are.
    private static func jsonList(_ numbers: [Int]) -> String {
        "[" + numbers.map(String.init).joined(separator: ",") + "]"
    }

    /// The numbers of the issues in `state`, newest first, or (with `match`, an FTS5 query) those whose title or
    /// body match, best first: bm25, a word in the title worth ten in the body; the first `limit` of them, and how
    /// many there are in all. Nothing is decoded.
    func select(_ selection: MirrorSelection) throws -> (numbers: [Int], total: Int) {
        let state = selection.state == .all ? "" : " AND issues.closed = \(selection.state == .closed ? 1 : 0)"
        var numbers: [Int] = []
        if let match = selection.match {
            try database.run("""
                SELECT issues.number FROM issue_text JOIN issues ON issues.number = issue_text.rowid
                WHERE issue_text MATCH ?\(state) ORDER BY bm25(issue_text, 10.0, 1.0)
                """, [.text(match)]) { numbers.append($0.integer(0)) }
            return (Array(numbers.prefix(selection.limit ?? numbers.count)), numbers.count)
        }
        guard let limit = selection.limit else {
            try database.run("SELECT number FROM issues WHERE 1\(state) ORDER BY created_at DESC, number DESC") {
                numbers.append($0.integer(0))
            }
            return (numbers, numbers.count)
        }
        try database.run("SELECT number FROM issues WHERE 1\(state) ORDER BY created_at DESC, number DESC LIMIT ?",
                         [.integer(limit)]) { numbers.append($0.integer(0)) }
        var total = 0
        try database.run("SELECT COUNT(*) FROM issues WHERE 1\(state)") { total = $0.integer(0) }
        return (numbers, total)
    }

    /// When the mirror was last synced; nil when it has never been.
    func syncedAt() throws -> Date? {
        var date: Date?
        try database.run("SELECT value FROM meta WHERE key = 'synced_at'") {
            date = try MirrorJSON.decoder().decode(Date.self, from: $0.blob(0))
        }
        return date
    }

    /// The issues numbered `numbers`, in that order (a number the mirror does not hold is left out), and how many
    /// of their records did not decode, also left out; then (`markingUnreadable`) the next sync is a full list,
    /// which writes them anew.
    func issues(_ numbers: [Int], markingUnreadable: Bool = true) throws -> (issues: [Issue], unreadable: Int) {
        // The records are decoded once the statement is done: a list reads ahead while another connection of the
        // same run may be waiting to write.
        var records: [(number: Int, record: Data)] = []
        try database.run("SELECT number, record FROM issues WHERE number IN (SELECT value FROM json_each(?))",
                         [.text(Self.jsonList(numbers))]) { row in records.append((row.integer(0), row.blob(1))) }
        var found: [Int: Issue] = [:]
        var unreadable = 0
        for (number, record) in records {
            guard let issue = try? MirroredIssue.read(record).issue else {
                unreadable += 1
                continue
            }
            found[number] = issue
        }
        if unreadable > 0 && markingUnreadable {
            try database.run("UPDATE meta SET value = ? WHERE key = 'synced_through'",
                             [.blob(JSONEncoder().encode(Date?.none))])
        }
        return (numbers.compactMap { found[$0] }, unreadable)
    }

    /// Links are GitHub's now whatever the record's `updatedAt`: they do not move it.
    func saveLinks(_ number: Int, _ links: IssueLinks) throws {
        try database.writeTransaction {
            guard var record = try storedRecord(number), record.links != links else { return }
            record.links = links
            try database.run("UPDATE issues SET record = ? WHERE number = ?",
                             [.blob(JSONEncoder().encode(record)), .integer(number)])
        }
    }

    func saveComments(_ number: Int, updatedAt: Date, _ comments: [IssueComment]) throws {
        try database.writeTransaction {
            guard var record = try storedRecord(number), record.updatedAt == updatedAt else { return }
            record.comments = comments.map(MirroredIssue.MirroredComment.init)
            try database.run("UPDATE issues SET record = ? WHERE number = ?",
                             [.blob(JSONEncoder().encode(record)), .integer(number)])
        }
    }
}
