import Foundation
import GHLiteCore

/// One repository's mirror file: a table of issues (one JSON record each, keyed by number), a full-text index of
/// their titles and bodies (`issue_text`, kept in step in the same transactions), and a few values (`labels`,
/// `synced_through`, `synced_at`). `PRAGMA user_version` is the format: any other is dropped and rebuilt.
struct MirrorDatabase {
    static let format = 2

    let database: SQLiteDatabase

    /// Opens `path`, creating it private (0600) with the current format when it is new or of another format.
    init(path: String) throws {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        if descriptor >= 0 { close(descriptor) }
        database = try SQLiteDatabase(path: path)
        var version = 0
        try database.run("PRAGMA user_version") { version = $0.integer(0) }
        guard version != Self.format else { return }
        try database.writeTransaction {
            try database.execute("""
                DROP TABLE IF EXISTS issues; DROP TABLE IF EXISTS meta; DROP TABLE IF EXISTS issue_text;
                CREATE TABLE issues (number INTEGER PRIMARY KEY, record BLOB NOT NULL);
                CREATE VIRTUAL TABLE issue_text USING fts5(title, body);
                CREATE TABLE meta (key TEXT PRIMARY KEY, value BLOB NOT NULL);
                PRAGMA user_version = \(Self.format);
                """)
        }
    }

    func load() throws -> RepositoryMirror? {
        var mirror = RepositoryMirror()
        let decoder = JSONDecoder()
        var found = false
        try database.run("SELECT key, value FROM meta") { row in
            found = true
            switch row.text(0) {
            case "labels":
                mirror.labels = try decoder.decode([MirroredIssue.MirroredLabel].self, from: row.blob(1)).map(\.label)
            case "synced_through":
                mirror.syncedThrough = try decoder.decode(Date?.self, from: row.blob(1))
            case "synced_at":
                mirror.syncedAt = try decoder.decode(Date.self, from: row.blob(1))
            default: break
            }
        }
        guard found else { return nil }
        try database.run("SELECT record FROM issues") { row in
            let issue = try decoder.decode(MirroredIssue.self, from: row.blob(0)).issue
            mirror.issues[issue.number] = issue
        }
        return mirror
    }

    func save(_ update: MirrorUpdate) throws {
        let encoder = JSONEncoder()
        try database.writeTransaction {
            if update.replacesAll {
                try database.run("DELETE FROM issues")
                try database.run("DELETE FROM issue_text")
            }
            for issue in update.issues {
                try database.run("INSERT OR REPLACE INTO issues (number, record) VALUES (?, ?)",
                                 [.integer(issue.number), .blob(encoder.encode(MirroredIssue(issue)))])
                try database.run("DELETE FROM issue_text WHERE rowid = ?", [.integer(issue.number)])
                try database.run("INSERT INTO issue_text (rowid, title, body) VALUES (?, ?, ?)",
                                 [.integer(issue.number), .text(issue.title), .text(issue.body ?? "")])
            }
            if let labels = update.labels {
                try database.run("INSERT OR REPLACE INTO meta (key, value) VALUES ('labels', ?)",
                                 [.blob(encoder.encode(labels.map(MirroredIssue.MirroredLabel.init)))])
            }
            try database.run("INSERT OR REPLACE INTO meta (key, value) VALUES ('synced_through', ?)",
                             [.blob(encoder.encode(update.syncedThrough))])
            try database.run("INSERT OR REPLACE INTO meta (key, value) VALUES ('synced_at', ?)",
                             [.blob(encoder.encode(Date()))])
        }
    }

    /// The numbers of the issues whose title or body match `query` (FTS5 syntax), best first: bm25, with a
    /// word in the title worth ten in the body.
    func search(_ query: String) throws -> [Int] {
        var numbers: [Int] = []
        try database.run("SELECT rowid FROM issue_text WHERE issue_text MATCH ? ORDER BY bm25(issue_text, 10.0, 1.0)",
                         [.text(query)]) { numbers.append($0.integer(0)) }
        return numbers
    }

    func saveComments(_ number: Int, updatedAt: Date, _ comments: [IssueComment]) throws {
        try database.writeTransaction {
            var stored: MirroredIssue?
            try database.run("SELECT record FROM issues WHERE number = ?", [.integer(number)]) { row in
                stored = try JSONDecoder().decode(MirroredIssue.self, from: row.blob(0))
            }
            guard var record = stored, record.updatedAt == updatedAt else { return }
            record.comments = comments.map(MirroredIssue.MirroredComment.init)
            try database.run("UPDATE issues SET record = ? WHERE number = ?",
                             [.blob(JSONEncoder().encode(record)), .integer(number)])
        }
    }
}
