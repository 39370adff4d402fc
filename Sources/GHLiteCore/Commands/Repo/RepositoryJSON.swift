/// `--json` fields of a repository, with gh's names and gh's values (`visibility` in capitals).
enum RepositoryJSON {
    static let fields = ["description", "isArchived", "isFork", "isPrivate", "name", "nameWithOwner",
                         "pushedAt", "updatedAt", "url", "visibility"]

    static func value(_ field: String, of repo: Repository) -> JSONValue {
        switch field {
        case "name": return .string(repo.name)
        case "nameWithOwner": return .string(repo.fullName)
        case "description": return .string(repo.description ?? "")
        case "url": return .string(repo.htmlURL)
        case "visibility": return .string(repo.visibility.uppercased())
        case "isPrivate": return .bool(repo.isPrivate)
        case "isFork": return .bool(repo.isFork)
        case "isArchived": return .bool(repo.isArchived)
        case "updatedAt": return .date(repo.updatedAt)
        case "pushedAt": return .date(repo.pushedAt)
        default: return .null
        }
    }
}
