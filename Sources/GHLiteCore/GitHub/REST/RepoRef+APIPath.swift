extension RepoRef {
    /// `/repos/OWNER/REPO/` + `rest`, with the names percent-encoded.
    func apiPath(_ rest: String) -> String {
        "/repos/\(URLQuery.encode(owner))/\(URLQuery.encode(name))/\(rest)"
    }
}
