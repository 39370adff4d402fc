/// `--json` fields of a repository, with gh's names and gh's values (`visibility` in capitals).
enum RepositoryJSON {
    static let fields = ["createdAt", "defaultBranchRef", "description", "diskUsage", "forkCount", "hasIssuesEnabled",
                         "homepageUrl", "id", "isArchived", "isFork", "isPrivate", "isTemplate", "licenseInfo", "name",
                         "nameWithOwner", "owner", "primaryLanguage", "pushedAt", "repositoryTopics", "sshUrl",
                         "stargazerCount", "updatedAt", "url", "visibility"]

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
        case "id": return .string(repo.details.id ?? "")
        case "owner": return .object(["id": .string(repo.details.ownerID ?? ""), "login": .string(repo.ownerLogin)])
        case "createdAt": return .date(repo.details.createdAt)
        case "homepageUrl": return .string(repo.details.homepage ?? "")
        case "stargazerCount": return .int(repo.details.stargazerCount)
        case "forkCount": return .int(repo.details.forkCount)
        case "primaryLanguage": return repo.details.language.map { .object(["name": .string($0)]) } ?? .null
        case "isTemplate": return .bool(repo.details.isTemplate)
        case "defaultBranchRef": return .object(["name": .string(repo.details.defaultBranch ?? "")])
        case "licenseInfo":
            return repo.details.license.map { .object(["key": .string($0.key), "name": .string($0.name),
                                                       "nickname": .string(licenseNicknames[$0.key] ?? "")]) } ?? .null
        // gh exports no topics as null, not [].
        case "repositoryTopics":
            return repo.details.topics.isEmpty ? .null : .array(repo.details.topics.map { .object(["name": .string($0)]) })
        case "hasIssuesEnabled": return .bool(repo.details.hasIssues)
        case "diskUsage": return .int(repo.details.diskUsage)
        case "sshUrl": return .string(repo.details.sshURL ?? "")
        default: return .null
        }
    }

    /// REST's license has no nickname; GitHub's GraphQL gives these (choosealicense.com's), null for the rest,
    /// which gh prints as "".
    static let licenseNicknames = ["agpl-3.0": "GNU AGPLv3", "gpl-2.0": "GNU GPLv2", "gpl-3.0": "GNU GPLv3",
                                   "lgpl-2.1": "GNU LGPLv2.1", "lgpl-3.0": "GNU LGPLv3"]
}
