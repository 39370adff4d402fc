/// Local files gh-lite reads and writes for commands: body files, templates in a checkout, drafts.
/// Live: POSIX calls in GHLiteLive. `.memory` keeps files in a dictionary for `.mock` and tests.
public struct FileSystem: Sendable {
    /// The file's bytes, or nil when there is no such file. Reads at most `maximumBytes` + 1 bytes, so a
    /// longer file (or `/dev/zero`) shows as one byte too many rather than filling memory.
    public var readFile: @Sendable (_ path: String, _ maximumBytes: Int) throws -> Data?
    /// `readFile` for a file a checkout at `root` names (an issue template): only a regular file whose real path,
    /// symbolic links followed, stays inside `root`; throws `FileRefused` for any other.
    public var readFileInside: @Sendable (_ root: String, _ path: String, _ maximumBytes: Int) throws -> Data?
    /// Replaces the file in one step, readable only by the user (0600), creating missing folders (0700).
    public var writeFile: @Sendable (_ path: String, _ data: Data) throws -> Void
    /// The names in a directory (without `.` and `..`), or nil when there is no such directory.
    public var listDirectory: @Sendable (_ path: String) throws -> [String]?
    /// Removes a file; a file that is already gone is not an error.
    public var removeFile: @Sendable (_ path: String) throws -> Void
    /// The absolute path of the directory gh-lite runs in.
    public var currentDirectory: @Sendable () throws -> String

    public init(readFile: @escaping @Sendable (String, Int) throws -> Data?,
                readFileInside: @escaping @Sendable (String, String, Int) throws -> Data?,
                writeFile: @escaping @Sendable (String, Data) throws -> Void,
                listDirectory: @escaping @Sendable (String) throws -> [String]?,
                removeFile: @escaping @Sendable (String) throws -> Void,
                currentDirectory: @escaping @Sendable () throws -> String) {
        self.readFile = readFile
        self.readFileInside = readFileInside
        self.writeFile = writeFile
        self.listDirectory = listDirectory
        self.removeFile = removeFile
        self.currentDirectory = currentDirectory
    }

    public static var failing: FileSystem {
        FileSystem(readFile: { _, _ in throw Unimplemented("FileSystem.readFile") },
                   readFileInside: { _, _, _ in throw Unimplemented("FileSystem.readFileInside") },
                   writeFile: { _, _ in throw Unimplemented("FileSystem.writeFile") },
                   listDirectory: { _ in throw Unimplemented("FileSystem.listDirectory") },
                   removeFile: { _ in throw Unimplemented("FileSystem.removeFile") },
                   currentDirectory: { throw Unimplemented("FileSystem.currentDirectory") })
    }
}

/// A file gh-lite would not read where it was asked to: it leads outside the folder it must stay in, or it is
/// not a regular file. The description says which, for a one-line warning.
public struct FileRefused: Error, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) { self.description = description }
}

extension Data {
    /// What a reader bounded to `maximumBytes` returns: all of it, or one byte more than the bound to show there was more.
    public func boundedRead(_ maximumBytes: Int) -> Data { count > maximumBytes ? prefix(maximumBytes + 1) : self }
}
