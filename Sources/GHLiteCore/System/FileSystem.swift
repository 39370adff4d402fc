/// Local files gh-lite reads and writes for commands: body files, templates in a checkout, drafts.
/// Live: POSIX calls in GHLiteLive. `.memory` keeps files in a dictionary for `.mock` and tests.
public struct FileSystem: Sendable {
    /// The file's bytes, or nil when there is no such file. Reads at most `maximumBytes` + 1 bytes, so a
    /// longer file (or `/dev/zero`) shows as one byte too many rather than filling memory.
    public var readFile: @Sendable (_ path: String, _ maximumBytes: Int) throws -> Data?
        = { _, _ in throw Unimplemented("FileSystem.readFile") }
    /// `readFile` for a file a checkout at `root` names (an issue template): only a regular file whose real path,
    /// symbolic links followed, stays inside `root`; throws `FileRefused` for any other.
    public var readFileInside: @Sendable (_ root: String, _ path: String, _ maximumBytes: Int) throws -> Data?
        = { _, _, _ in throw Unimplemented("FileSystem.readFileInside") }
    /// Replaces the file in one step, readable only by the user (0600), creating missing folders (0700).
    public var writeFile: @Sendable (_ path: String, _ data: Data) throws -> Void
        = { _, _ in throw Unimplemented("FileSystem.writeFile") }
    /// The names in a directory (without `.` and `..`), or nil when there is no such directory.
    public var listDirectory: @Sendable (_ path: String) throws -> [String]?
        = { _ in throw Unimplemented("FileSystem.listDirectory") }
    /// Removes a file; a file that is already gone is not an error.
    public var removeFile: @Sendable (_ path: String) throws -> Void
        = { _ in throw Unimplemented("FileSystem.removeFile") }
    /// The absolute path of the directory gh-lite runs in.
    public var currentDirectory: @Sendable () throws -> String
        = { throw Unimplemented("FileSystem.currentDirectory") }

    public init() {}

    public static var failing: FileSystem { FileSystem() }
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
