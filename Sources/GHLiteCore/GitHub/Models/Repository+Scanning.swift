/// A repository of a REST list read straight from its bytes (`JSONScanner`): GitHub's repository object has
/// about 100 keys and gh-lite shows 11, so the rest are passed over without building anything.
extension Repository {
    init(scanning json: inout JSONScanner) throws {
        var name: String?, fullName: String?, ownerLogin: String?, description: String?, htmlURL: String?
        var visibility: String?
        var isPrivate = false, isFork = false, isArchived = false
        var updatedAt: Date?, pushedAt: Date?
        var details = RepositoryDetails()
        try json.object { json, key in
            switch key {
            case "name": name = try json.string()
            case "full_name": fullName = try json.string()
            case "owner":
                try json.optional { json in
                    try json.object { json, key in
                        switch key {
                        case "login": ownerLogin = try json.string()
                        case "node_id": details.ownerID = try json.optional { try $0.string() }
                        default: try json.skip()
                        }
                    }
                }
            case "description": description = try json.optional { try $0.string() }
            case "html_url": htmlURL = try json.string()
            case "private": isPrivate = try json.optional { try $0.bool() } ?? false
            case "visibility": visibility = try json.optional { try $0.string() }
            case "fork": isFork = try json.optional { try $0.bool() } ?? false
            case "archived": isArchived = try json.optional { try $0.bool() } ?? false
            case "updated_at": updatedAt = try json.optional { try $0.date() }
            case "pushed_at": pushedAt = try json.optional { try $0.date() }
            default: try details.read(key, from: &json)
            }
        }
        guard let name, let fullName, let htmlURL else { throw JSONScanner.Malformed() }
        self.init(name: name, ownerLogin: ownerLogin ?? String(fullName.prefix { $0 != "/" }), description: description,
                  isPrivate: isPrivate, visibility: visibility, isFork: isFork, isArchived: isArchived,
                  updatedAt: updatedAt, pushedAt: pushedAt)
        self.details = details
        // GitHub's own spellings, which on GitHub Enterprise name another host.
        self.fullName = fullName
        self.htmlURL = htmlURL
    }
}

extension RepositoryDetails {
    /// One key of REST's repository object, skipped when it is none of these.
    mutating func read(_ key: String, from json: inout JSONScanner) throws {
        switch key {
        case "node_id": id = try json.optional { try $0.string() }
        case "created_at": createdAt = try json.optional { try $0.date() }
        case "homepage": homepage = try json.optional { try $0.string() }
        case "stargazers_count": stargazerCount = try json.optional { try $0.int() } ?? 0
        case "forks_count": forkCount = try json.optional { try $0.int() } ?? 0
        case "language": language = try json.optional { try $0.string() }
        case "is_template": isTemplate = try json.optional { try $0.bool() } ?? false
        case "default_branch": defaultBranch = try json.optional { try $0.string() }
        case "license":
            license = try json.optional { json in
                var key: String?, name: String?
                try json.object { json, field in
                    switch field {
                    case "key": key = try json.optional { try $0.string() }
                    case "name": name = try json.optional { try $0.string() }
                    default: try json.skip()
                    }
                }
                return key.map { License(key: $0, name: name ?? "") }
            } ?? nil
        case "topics": topics = try json.optional { try $0.array { try $0.string() } } ?? []
        case "has_issues": hasIssues = try json.optional { try $0.bool() } ?? true
        case "size": diskUsage = try json.optional { try $0.int() } ?? 0
        case "ssh_url": sshURL = try json.optional { try $0.string() }
        default: try json.skip()
        }
    }
}
