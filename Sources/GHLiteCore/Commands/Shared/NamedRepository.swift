/// The repository a command line names, parsed once: the OWNER/REPO argument (or the repository of an issue
/// URL), or `-R/--repo`. Both at once is refused even when they agree: gh takes a repository only through `-R`
/// (`gh issue list OWNER/REPO -R OWNER/REPO` is an "unknown argument"), so naming it twice is a slip to point
/// out, and every command says so in the same words.
func namedRepository(argument: String?, flag: String?, usage: String) throws -> RepoRef? {
    if argument != nil && flag != nil {
        throw UsageError("specify only one of OWNER/REPO or `--repo`", usage: usage)
    }
    guard let named = argument ?? flag else { return nil }
    do {
        return try RepoRef.parse(named)
    } catch let error as UsageError {
        throw UsageError(error.message, usage: usage)
    }
}
