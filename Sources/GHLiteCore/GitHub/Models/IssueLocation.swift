/// Where an issue is now, read from its URL (`https://HOST/OWNER/REPO/issues/N`): an issue transferred to another
/// repository answers from there, under that repository's number, whichever way it was reached.
enum IssueLocation {
    /// Whether `url` is issue `number` of `repo`. An empty URL (an answer that gave none) says nothing against it.
    static func isIssue(_ number: Int, of repo: RepoRef, url: String) -> Bool {
        url.isEmpty || url.lowercased().hasSuffix("/\(repo.description.lowercased())/issues/\(number)")
    }
}
