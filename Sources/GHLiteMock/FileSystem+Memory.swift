import GHLiteCore

import Foundation
import GHLiteCore

extension FileSystem {
    /// Files held in `files` (absolute path → contents); directories are implied by the paths.
    public static func memory(_ files: Locked<[String: Data]>, currentDirectory: String = "/work") -> FileSystem {
        FileSystem(
            readFile: { path, maximumBytes in files.withLock { $0[path]?.boundedRead(maximumBytes) } },
            readFileInside: { root, path, maximumBytes in
                guard path.hasPrefix(root + "/"), !path.split(separator: "/").contains("..") else {
                    throw FileRefused("it leads outside the checkout")
                }
                return files.withLock { $0[path]?.boundedRead(maximumBytes) }
            },
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
