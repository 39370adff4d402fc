import GHLiteCore

import Foundation
import GHLiteCore

extension FileSystem {
    /// Files held in `files` (absolute path → contents); directories are implied by the paths.
    public static func memory(_ files: Locked<[String: Data]>, currentDirectory: String = "/work") -> FileSystem {
        var fileSystem = FileSystem()
        fileSystem.readFile = { path, maximumBytes in files.withLock { $0[path]?.boundedRead(maximumBytes) } }
        fileSystem.readFileInside = { root, path, maximumBytes in
            guard path.hasPrefix(root + "/"), !path.split(separator: "/").contains("..") else {
                throw FileRefused("it leads outside the checkout")
            }
            return files.withLock { $0[path]?.boundedRead(maximumBytes) }
        }
        fileSystem.writeFile = { path, data in files.withLock { $0[path] = data } }
        fileSystem.listDirectory = { path in
            let prefix = path.hasSuffix("/") ? path : path + "/"
            let names = files.withLock { $0.keys }.compactMap { key -> String? in
                guard key.hasPrefix(prefix) else { return nil }
                return key.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
            }
            return names.isEmpty ? nil : Array(Set(names)).sorted()
        }
        fileSystem.removeFile = { path in files.withLock { _ = $0.removeValue(forKey: path) } }
        fileSystem.currentDirectory = { currentDirectory }
        return fileSystem
    }
}
