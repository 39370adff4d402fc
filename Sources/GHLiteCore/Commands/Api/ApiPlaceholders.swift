/// gh's placeholders in an endpoint and in `-F` values: `{owner}` and `{repo}` (or `:owner`, `:repo`) are the
/// current repository's; other names are left as written.
enum ApiPlaceholders {
    static func fill(_ text: String, repository: () throws -> RepoRef) throws -> String {
        guard text.contains("{") || text.contains(":") else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.firstIndex(where: { $0 == "{" || $0 == ":" }) {
            result += rest[..<start]
            rest = rest[start...]
            let (name, length) = placeholder(at: rest)
            switch name {
            case "owner": result += try repository().owner
            case "repo": result += try repository().name
            case "branch":
                throw CommandError("unable to determine an appropriate value for the 'branch' placeholder: "
                                   + "write the branch's name instead")
            default: result += rest.prefix(max(length, 1))
            }
            rest = rest.dropFirst(max(length, 1))
        }
        return result + rest
    }

    /// The name and length of a placeholder at the start of `text`: `{name}` (lower-case letters) or `:owner`,
    /// `:repo`, `:branch` ending at a word's end; nil and 0 when there is none.
    private static func placeholder(at text: Substring) -> (String?, Int) {
        if text.first == "{" {
            let letters = text.dropFirst().prefix { ("a"..."z").contains($0) }
            guard !letters.isEmpty, text.dropFirst(letters.count + 1).first == "}" else { return (nil, 0) }
            return (String(letters), letters.count + 2)
        }
        for name in ["owner", "repo", "branch"] where text.dropFirst().hasPrefix(name) {
            let after = text.dropFirst(name.count + 1).first
            if after.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return (name, name.count + 1) }
        }
        return (nil, 0)
    }
}
