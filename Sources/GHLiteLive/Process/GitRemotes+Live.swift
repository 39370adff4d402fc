import GHLiteCore

extension GitRemotes {
    /// The remotes git has configured for the current directory (worktrees and includes resolved by git),
    /// read with one `git config` call. Outside a git checkout there are none: an empty list, not an error.
    public static var live: GitRemotes {
        var remotes = GitRemotes()
        remotes.list = {
            let result: (status: Int32, output: Data)
            do {
                result = try ChildProcess.output(["git"] + GitRemote.configQuery)
            } catch let error as any UserFacingError {
                throw CommandError("\(error.userMessage), so the repository cannot be read from git remotes: "
                                   + "name the repository as OWNER/REPO or with -R OWNER/REPO")
            }
            // Status 1: nothing matched; 128 and the like: no usable repository here.
            guard result.status == 0 else { return [] }
            return GitRemote.parse(configEntries: String(decoding: result.output, as: UTF8.self))
        }
        return remotes
    }
}
