#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GHLiteCore

/// Cached GET responses as files under `CACHE_DIR/http/`, one per key: a JSON line of metadata, then
/// the body's bytes. Files are private (0600 in 0700) and replaced atomically; an entry that does not
/// parse, or whose body is not the announced length and checksum, is a miss and is overwritten by the
/// next answer (a damaged body served on every 304 would otherwise fail each run until the data changed).
/// When the folder grows past `maximumBytes`, the least recently used entries go first; the folder is
/// measured once per run and then kept count of, so a save costs one file write.
struct HTTPCacheDirectory: Sendable {
    struct Metadata: Codable {
        var etag: String?
        var lastModified: String?
        var headers: [[String]]
        var bodyLength: Int
        var bodyChecksum: UInt64
    }

    var path: String
    var maximumBytes: Int
    /// Bytes in the folder, once measured in this run.
    private let size = Locked<Int?>(nil)

    init(path: String, maximumBytes: Int) {
        self.path = path
        self.maximumBytes = maximumBytes
    }

    func load(_ key: String) -> CachedResponse? {
        let file = "\(path)/\(key)"
        guard let data = try? POSIXFile.read(file), let newline = data.firstIndex(of: UInt8(ascii: "\n")),
              let metadata = try? JSONDecoder().decode(Metadata.self, from: data[..<newline]),
              data.count - newline - 1 == metadata.bodyLength,
              Self.checksum(data[(newline + 1)...]) == metadata.bodyChecksum else { return nil }
        utimensat(AT_FDCWD, file, nil, 0) // Mark it recently used.
        let headers = HTTPHeaders(metadata.headers.compactMap { $0.count == 2 ? ($0[0], $0[1]) : nil })
        return CachedResponse(etag: metadata.etag, lastModified: metadata.lastModified, headers: headers,
                              body: Data(data[(newline + 1)...]))
    }

    func save(_ key: String, _ response: CachedResponse) {
        let metadata = Metadata(etag: response.etag, lastModified: response.lastModified,
                                headers: response.headers.map { [$0.name, $0.value] }, bodyLength: response.body.count,
                                bodyChecksum: Self.checksum(response.body))
        guard var data = try? JSONEncoder().encode(metadata) else { return }
        data.append(UInt8(ascii: "\n"))
        data.append(response.body)
        do {
            try POSIXFile.makeDirectory(path, mode: 0o700)
            try POSIXFile.writeAtomically(data, to: "\(path)/\(key)", mode: 0o600, durable: false)
        } catch {
            return // A cache that cannot be written is only a slower run.
        }
        let total = size.withLock { known in
            // An overwritten entry is counted twice: erring on the side of evicting early.
            known = known.map { $0 + data.count } ?? POSIXFile.entries(of: path).reduce(0) { $0 + $1.size }
            return known!
        }
        if total > maximumBytes { evict() }
    }

    /// FNV-1a (64 bits): catches damaged bytes cheaply; nothing here needs a cryptographic hash.
    static func checksum(_ bytes: Data) -> UInt64 {
        // Over the raw buffer: iterating `Data` itself costs a call per byte (a third of a cold run's time).
        bytes.withUnsafeBytes { buffer in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in buffer { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
    }

    /// Removes the least recently used entries until the folder is down to three quarters of the limit.
    private func evict() {
        var entries = POSIXFile.entries(of: path).filter { !$0.name.contains(".tmp-") }
        var total = entries.reduce(0) { $0 + $1.size }
        entries.sort { $0.modified < $1.modified }
        for entry in entries where total > maximumBytes * 3 / 4 {
            try? POSIXFile.remove("\(path)/\(entry.name)")
            total -= entry.size
        }
        size.withLock { $0 = total }
    }
}

extension HTTPCacheStore {
    static func directory(_ path: String, maximumBytes: Int = 50 << 20) -> HTTPCacheStore {
        let directory = HTTPCacheDirectory(path: path, maximumBytes: maximumBytes)
        return HTTPCacheStore(load: directory.load, save: directory.save)
    }
}
