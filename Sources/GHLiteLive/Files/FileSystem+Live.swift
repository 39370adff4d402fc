#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GHLiteCore

extension FileSystem {
    /// The real file system. Written files are private (0600) in private new folders (0700) and replaced atomically.
    public static var live: FileSystem {
        var fileSystem = FileSystem()
        fileSystem.readFile = { path, maximumBytes in try POSIXFile.read(path, maximumBytes: maximumBytes) }
        fileSystem.readFileInside = { root, path, maximumBytes in
            try POSIXFile.read(path, inside: root, maximumBytes: maximumBytes)
        }
        fileSystem.writeFile = { path, data in
            if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
                try POSIXFile.makeDirectory(String(path[..<slash]), mode: 0o700)
            }
            try POSIXFile.writeAtomically(data, to: path, mode: 0o600)
        }
        fileSystem.listDirectory = { path in try POSIXFile.list(path) }
        fileSystem.removeFile = { path in try POSIXFile.remove(path) }
        fileSystem.currentDirectory = {
            guard let path = getcwd(nil, 0) else {
                throw POSIXFile.Failure(path: ".", operation: "find the path of", code: errno)
            }
            defer { free(path) }
            return String(cString: path)
        }
        return fileSystem
    }
}

extension POSIXFile {
    /// The names in a directory, without `.` and `..`; nil when it does not exist.
    static func list(_ path: String) throws -> [String]? {
        guard let directory = opendir(path) else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw Failure(path: path, operation: "list", code: errno)
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
