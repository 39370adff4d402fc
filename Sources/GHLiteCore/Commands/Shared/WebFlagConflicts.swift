extension SharedFlags {
    /// `--web` only opens a page: refused beside `--json` or `--offline` (`issue list`, `issue view`, `issues`).
    static func refuseWeb(_ web: Bool, json: JSONFieldSelection?, offline: Bool, usage: String) throws {
        guard web else { return }
        if json != nil { throw UsageError("cannot use `--web` with `--json`", usage: usage) }
        if offline { throw UsageError("cannot use `--web` with `--offline`", usage: usage) }
    }
}
