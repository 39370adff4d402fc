extension RepoRef {
    /// The repository's page on `host`, without a trailing slash.
    func webURL(host: String) -> String { "https://\(host)/\(owner)/\(name)" }
}
