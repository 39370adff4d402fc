extension IssueTemplates.Source {
    /// The repository's default branch through the contents API; a path GitHub does not have (404) is nil.
    public static func contents(_ getContents: @escaping @Sendable (String) throws -> RepositoryContent) -> Self {
        @Sendable func fetch(_ path: String) throws -> RepositoryContent? {
            do {
                return try getContents(path)
            } catch let error as GitHubAPIError where error.status == 404 {
                return nil
            }
        }
        return Self(
            list: { path in
                guard case .directory(let entries)? = try fetch(path) else { return nil }
                return entries.map(\.name)
            },
            read: { path in
                guard case .file(_, let data)? = try fetch(path) else { return nil }
                return data
            })
    }

    /// The files of a local checkout rooted at `root`: only regular files that stay inside it (a template linked
    /// to `/proc/self/environ`, a token file or `/dev/zero` is refused), each read only as far as a body may go.
    public static func checkout(root: String, files: FileSystem) -> Self {
        Self(list: { path in try files.listDirectory(root + "/" + path) },
             read: { path in try files.readFileInside(root, root + "/" + path, IssueBodyLimit.bytes) })
    }

    /// The top of the git checkout that `directory` is in: the nearest folder, going up, that holds `.git`.
    public static func checkoutRoot(from directory: String,
                                    listDirectory: (String) throws -> [String]?) throws -> String? {
        var current = directory
        while true {
            if try listDirectory(current)?.contains(".git") == true { return current }
            guard let slash = current.lastIndex(of: "/"), current != "/" else { return nil }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }
}
