/// Local files gh-lite reads and writes for commands: body files, templates in a checkout, drafts.
/// Live: POSIX calls in GHLiteLive. `.memory` keeps files in a dictionary for `.mock` and tests.
public struct FileSystem: Sendable {
    /// The file's bytes, or nil when there is no such file.
    public var readFile: @Sendable (_ path: String) throws -> Data?
    /// Replaces the file in one step, readable only by the user (0600), creating missing folders (0700).
    public var writeFile: @Sendable (_ path: String, _ data: Data) throws -> Void
    /// The names in a directory (without `.` and `..`), or nil when there is no such directory.
    public var listDirectory: @Sendable (_ path: String) throws -> [String]?
    /// Removes a file; a file that is already gone is not an error.
    public var removeFile: @Sendable (_ path: String) throws -> Void
    /// The absolute path of the directory gh-lite runs in.
    public var currentDirectory: @Sendable () throws -> String

    public init(readFile: @escaping @Sendable (String) throws -> Data?,
                writeFile: @escaping @Sendable (String, Data) throws -> Void,
                listDirectory: @escaping @Sendable (String) throws -> [String]?,
                removeFile: @escaping @Sendable (String) throws -> Void,
                currentDirectory: @escaping @Sendable () throws -> String) {
        self.readFile = readFile
        self.writeFile = writeFile
        self.listDirectory = listDirectory
        self.removeFile = removeFile
        self.currentDirectory = currentDirectory
    }

    public static var failing: FileSystem {
        FileSystem(readFile: { _ in throw Unimplemented("FileSystem.readFile") },
                   writeFile: { _, _ in throw Unimplemented("FileSystem.writeFile") },
                   listDirectory: { _ in throw Unimplemented("FileSystem.listDirectory") },
                   removeFile: { _ in throw Unimplemented("FileSystem.removeFile") },
                   currentDirectory: { throw Unimplemented("FileSystem.currentDirectory") })
    }

    /// Files held in `files` (absolute path → contents); directories are implied by the paths.
    public static func memory(_ files: Locked<[String: Data]>, currentDirectory: String = "/work") -> FileSystem {
        FileSystem(
            readFile: { path in files.withLock { $0[path] } },
            writeFile: { path, data in files.withLock { $0[path] = data } },
            listDirectory: { path in
                let prefix = path.hasSuffix("/") ? path : path + "/"
                let names = files.withLock { $0.keys }.compactMap { key -> String? in
                    guard key.hasPrefix(prefix) else { return nil }
                    return key.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
                }
                return names.isEmpty ? nil : Array(Set(names)).sorted()
            },
            removeFile: { path in files.withLock { _ = $0.removeValue(forKey: path) } },
            currentDirectory: { currentDirectory })
    }
}
