extension SharedFlags {
    /// `--json`, `--web` and `--offline`, read together: `--web` only opens a page, so it is refused beside either
    /// of the others (`issue list`, `issue view`, `issues`).
    static func webJSONOffline(_ arguments: ParsedArguments, json flag: Flag<JSONFieldSelection?>) throws
        -> (web: Bool, json: JSONFieldSelection?, offline: Bool) {
        let json = try arguments[flag]
        let web = try arguments[SharedFlags.web]
        let offline = try arguments[SharedFlags.offline]
        if web && json != nil { throw UsageError("cannot use `--web` with `--json`", usage: arguments.usage) }
        if web && offline { throw UsageError("cannot use `--web` with `--offline`", usage: arguments.usage) }
        return (web, json, offline)
    }
}
