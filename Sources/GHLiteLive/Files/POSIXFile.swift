#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GHLiteCore

/// Small, careful file operations: private modes from the start and atomic replacement.
enum POSIXFile {
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var operation: String
        var code: Int32

        var description: String { "could not \(operation) \(path): \(String(cString: strerror(code)))" }
    }

    /// The file's bytes, or nil when it does not exist; at most `maximumBytes` + 1 of them, so a longer file
    /// (or `/dev/zero`) shows as one byte too many.
    static func read(_ path: String, maximumBytes: Int = .max) throws -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw Failure(path: path, operation: "read", code: errno)
        }
        defer { close(descriptor) }
        return try read(descriptor, path: path, maximumBytes: maximumBytes)
    }

    /// `read` for a file named inside `root`: only a regular file whose real path stays inside `root`'s, so a
    /// symbolic link to `/proc/self/environ`, a token file or `/dev/zero` is refused rather than followed.
    static func read(_ path: String, inside root: String, maximumBytes: Int) throws -> Data? {
        guard let real = realPath(path) else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw Failure(path: path, operation: "read", code: errno)
        }
        guard let realRoot = realPath(root), real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
            throw FileRefused("it leads outside the checkout")
        }
        // O_NOFOLLOW: the path is already resolved, so a link swapped in since is refused; O_NONBLOCK: a FIFO cannot hang the open.
        let descriptor = open(real, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { throw Failure(path: path, operation: "read", code: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw FileRefused("it is not a regular file")
        }
        return try read(descriptor, path: path, maximumBytes: maximumBytes)
    }

    private static func read(_ descriptor: Int32, path: String, maximumBytes: Int) throws -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while data.count <= maximumBytes {
            let left = maximumBytes - data.count
            let wanted = left < buffer.count ? left + 1 : buffer.count
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, operation: "read", code: errno)
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }

    /// The absolute path with every symbolic link resolved, or nil (with `errno` set).
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Writes to a temporary file beside `path` with `mode`, then renames it into place, so a reader sees
    /// the old file or the new one, never half of one. `durable` also flushes it to disk first (tokens,
    /// drafts); a cache entry skips that, since one lost in a crash is only a miss.
    static func writeAtomically(_ data: Data, to path: String, mode: mode_t, durable: Bool = true) throws {
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        let temporary = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw Failure(path: directory, operation: "write in", code: errno) }
        var written = 0
        let failure: Int32? = data.withUnsafeBytes { bytes in
            while written < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += count
            }
            return !durable || fsync(descriptor) == 0 ? nil : errno
        }
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw Failure(path: path, operation: "write", code: failure)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(path: path, operation: "replace", code: code)
        }
    }

    /// Runs `body` holding an exclusive advisory lock (`flock`) on an existing directory, so the
    /// read-modify-write cycles of two gh-lite processes on a file in it happen one after the other.
    static func withExclusiveLock<T>(on directory: String, _ body: () throws -> T) throws -> T {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: directory, operation: "open", code: errno) }
        defer { close(descriptor) } // Closing releases the lock.
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw Failure(path: directory, operation: "lock", code: errno) }
        }
        return try body()
    }

    /// Takes group and other permissions off an existing directory, as ssh insists on a private `~/.ssh`: a config
    /// folder left 0777 would let anyone replace the token file. Tightened rather than refused, since gh-lite made
    /// it private in the first place and the fix is never in doubt. A missing directory is left missing.
    static func makePrivate(_ directory: String) throws {
        var info = stat()
        guard stat(directory, &info) == 0 else {
            if errno == ENOENT { return }
            throw Failure(path: directory, operation: "read the permissions of", code: errno)
        }
        guard info.st_mode & 0o077 != 0 else { return }
        guard chmod(directory, 0o700) == 0 else { throw Failure(path: directory, operation: "make private", code: errno) }
    }

    /// Creates the directory and any missing parents; the last one gets `mode`.
    static func makeDirectory(_ path: String, mode: mode_t) throws {
        var prefix = ""
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        for (index, part) in parts.enumerated() {
            prefix += "/" + part
            let isLast = index == parts.count - 1
            if mkdir(prefix, isLast ? mode : 0o755) != 0 && errno != EEXIST {
                throw Failure(path: prefix, operation: "create", code: errno)
            }
        }
    }

    struct Entry {
        var name: String
        var size: Int
        var modified: Int
    }

    /// The regular files directly in a folder, with their sizes and modification times (seconds).
    static func entries(of directory: String) -> [Entry] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var result: [Entry] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            var info = stat()
            guard name != ".", name != "..", stat("\(directory)/\(name)", &info) == 0,
                  (info.st_mode & S_IFMT) == S_IFREG else { continue }
            result.append(Entry(name: name, size: Int(info.st_size), modified: Int(info.st_mtim.tv_sec)))
        }
        return result
    }

    static func remove(_ path: String) throws {
        guard unlink(path) == 0 || errno == ENOENT else { throw Failure(path: path, operation: "remove", code: errno) }
    }
}
