import CSQLite
import GHLiteCore

/// One SQLite connection, with the few typed calls the mirror needs. Unchecked: used by one thread at a time
/// (`MirrorConnections` lends it to one caller until it is given back).
final class SQLiteDatabase: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        var code: Int32
        var message: String
        /// The file is not a database, or is one no longer: only rebuilding it helps.
        var isDamage: Bool { [SQLITE_CORRUPT, SQLITE_NOTADB].contains(code & 0xff) }
        var description: String { "SQLite error \(code): \(message)" }
    }

    private var handle: OpaquePointer?

    /// Opens (creating) `path`, refusing a symbolic link; another process writing waits up to `busyTimeout`
    /// milliseconds, not fails.
    init(path: String, busyTimeout: Int32 = 10_000) throws {
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_NOFOLLOW
        let status = sqlite3_open_v2(path, &handle, flags, nil)
        guard status == SQLITE_OK else {
            let failure = Failure(code: status, message: handle.map { String(cString: sqlite3_errmsg($0)) } ?? "open")
            sqlite3_close(handle)
            throw failure
        }
        csqlite_busy_timeout(handle, busyTimeout)
        csqlite_keep_log_on_close(handle)
    }

    deinit { sqlite3_close(handle) }

    func execute(_ sql: String) throws {
        try check(sqlite3_exec(handle, sql, nil, nil, nil))
    }

    /// Runs `body` in one transaction that takes the write lock at once (`BEGIN IMMEDIATE`), so two processes
    /// never both read, then both write; rolled back if `body` throws.
    func writeTransaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Runs `sql` with `values` bound in order, calling `row` for each row of the result.
    func run(_ sql: String, _ values: [Value] = [], row: (Row) throws -> Void = { _ in }) throws {
        var statement: OpaquePointer?
        try check(sqlite3_prepare_v2(handle, sql, -1, &statement, nil))
        defer { sqlite3_finalize(statement) }
        for (index, value) in values.enumerated() {
            let position = Int32(index + 1)
            switch value {
            case .integer(let number): try check(sqlite3_bind_int64(statement, position, Int64(number)))
            case .real(let number): try check(sqlite3_bind_double(statement, position, number))
            case .text(let text): try check(sqlite3_bind_text(statement, position, text, -1, csqlite_transient()))
            case .blob(let data):
                try check(data.withUnsafeBytes { bytes in
                    sqlite3_bind_blob(statement, position, bytes.baseAddress, Int32(bytes.count), csqlite_transient())
                })
            }
        }
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else { return try check(status) }
            try row(Row(statement: statement))
        }
    }

    enum Value {
        case integer(Int)
        case real(Double)
        case text(String)
        case blob(Data)
    }

    /// The current row of a statement; valid only inside `run`'s `row` closure.
    struct Row {
        fileprivate var statement: OpaquePointer?

        func integer(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }
        func real(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }
        func text(_ column: Int32) -> String {
            sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""
        }
        func blob(_ column: Int32) -> Data {
            guard let bytes = sqlite3_column_blob(statement, column) else { return Data() }
            return Data(bytes: bytes, count: Int(sqlite3_column_bytes(statement, column)))
        }
    }

    private func check(_ status: Int32) throws {
        guard status != SQLITE_OK else { return }
        throw Failure(code: status, message: String(cString: sqlite3_errmsg(handle)))
    }
}

extension SQLiteDatabase.Failure: UserFacingError {
    /// What the user can do about it, for the failures a full or read-only disk, or a lock never let go, cause.
    var userMessage: String {
        switch code & 0xff {
        case SQLITE_FULL: "the disk is full: free some space, then try again"
        case SQLITE_READONLY: "the cache folder is read-only: make it writable, or set XDG_CACHE_HOME elsewhere"
        case SQLITE_CANTOPEN: "its file cannot be opened or made: check the cache folder, or set XDG_CACHE_HOME elsewhere"
        case SQLITE_BUSY: "another process held the mirror's lock for 10 seconds: try again once it is done"
        default: "\(message) (SQLite error \(code))"
        }
    }

    var exitCode: ExitCode { .error }
}
