/// A repository of a REST list read straight from its bytes (`JSONScanner`): GitHub's repository object has
/// about 100 keys and gh-lite shows 11, so the rest are passed over without building anything.
extension Repository {
    init(scanning json: inout JSONScanner) throws {
        var name: String?, fullName: String?, ownerLogin: String?, description: String?, htmlURL: String?
        var visibility: String?
        var isPrivate = false, isFork = false, isArchived = false
        var updatedAt: Date?, pushedAt: Date?
        try json.object { json, key in
            switch key {
            case "name": name = try json.string()
            case "full_name": fullName = try json.string()
            case "owner":
                try json.optional { json in
                    try json.object { json, key in
                        if key == "login" { ownerLogin = try json.string() } else { try json.skip() }
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
            default: try json.skip()
            }
        }
        guard let name, let fullName, let htmlURL else { throw JSONScanner.Malformed() }
        self.init(name: name, ownerLogin: ownerLogin ?? String(fullName.prefix { $0 != "/" }), description: description,
                  isPrivate: isPrivate, visibility: visibility, isFork: isFork, isArchived: isArchived,
                  updatedAt: updatedAt, pushedAt: pushedAt)
        // GitHub's own spellings, which on GitHub Enterprise name another host.
        self.fullName = fullName
        self.htmlURL = htmlURL
    }
}
