/// An answer of the contents API (`GET /repos/{owner}/{repo}/contents/{path}`): a file's bytes,
/// or the entries of a directory.
public enum RepositoryContent: Sendable, Equatable {
    public struct Entry: Sendable, Equatable, Decodable {
        public var name: String
        public var path: String
        /// `file`, `dir`, `symlink` or `submodule`.
        public var type: String

        public init(name: String, path: String, type: String) {
            self.name = name
            self.path = path
            self.type = type
        }
    }

    case file(path: String, data: Data)
    case directory([Entry])
}
